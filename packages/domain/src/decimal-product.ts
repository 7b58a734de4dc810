import { quantityToMilli, reaisToCentavos, type Centavos, type Milli } from './money.ts';
import type { PricedProduct } from './pricing.ts';
import type { QuantityRules } from './quantity.ts';

/**
 * A product as the API's JSON carries it (spec §3 Product, Cart product): money in reais and
 * quantities as decimal numbers. Structural, so the contract's `Produto` and `ProdutoCarrinho`
 * fit without the domain importing the contract.
 */
export interface DecimalProduct {
  /** Regular unit price, reais. */
  preco: number;
  /** Attendant's price, reais. */
  precoatendente?: number | null;
  /** Wholesale unit price, reais. */
  precovendaatacado?: number | null;
  /** Wholesale minimum, in base units (a box of 12 counts 12). */
  minvendaatacado?: number | null;
  multiploincremento?: number | null;
  /** Quantity step, e.g. 0.25 for a product sold in 250 g steps. */
  granularidade?: number | null;
  min_por_pedido?: number | null;
  maxporpedido?: number | null;
  /** Gift-packaging price per unit, reais. */
  preco_embalagem?: number | null;
  efeitospoliticas?: {
    /** Quantity threshold (decimal text) → unit price in reais. */
    descontoProgressivo?: Record<string, number> | null;
  } | null;
}

const milliOrNull = (value: number | null | undefined): Milli | null =>
  value == null ? null : quantityToMilli(value);
const centavosOrNull = (value: number | null | undefined): Centavos | null =>
  value == null ? null : reaisToCentavos(value);

/**
 * The product's quantity rules in milli-units, for `quantityLimits`, `changeQuantity`,
 * `resolveTypedQuantity` and `wholesaleOffer`.
 *
 * @throws RangeError when a quantity is not a finite number.
 * @see ARCHITECTURE.md §3 — decimals exist only at the JSON boundary
 */
export function quantityRulesOf(produto: DecimalProduct): QuantityRules {
  return {
    granularidade: milliOrNull(produto.granularidade),
    min_por_pedido: milliOrNull(produto.min_por_pedido),
    maxporpedido: milliOrNull(produto.maxporpedido),
  };
}

/**
 * The product's price inputs in centavos and milli-units, for `priceLine`, `unitPrice` and
 * `wholesaleOffer`. Progressive tiers whose threshold is not a number are left out.
 *
 * @throws RangeError when a price is not a finite number.
 * @see ARCHITECTURE.md §3 — reais exist only at the JSON boundary
 */
export function pricedProductOf(produto: DecimalProduct): PricedProduct {
  const map = produto.efeitospoliticas?.descontoProgressivo;
  return {
    preco: reaisToCentavos(produto.preco),
    precoatendente: centavosOrNull(produto.precoatendente),
    precovendaatacado: centavosOrNull(produto.precovendaatacado),
    minvendaatacado: milliOrNull(produto.minvendaatacado),
    multiploincremento: produto.multiploincremento ?? null,
    preco_embalagem: centavosOrNull(produto.preco_embalagem),
    descontoProgressivo: map ? progressiveTiersOf(map) : null,
  };
}

/**
 * Progressive-discount tiers, lowest threshold first, in milli-units and centavos.
 *
 * @see spec §3 Cart product efeitospoliticas.descontoProgressivo
 */
export function progressiveTiersOf(
  map: Record<string, number>,
): { quantidade: Milli; preco: Centavos }[] {
  return Object.entries(map)
    .filter(([quantidade]) => Number.isFinite(Number(quantidade)) && Number(quantidade) > 0)
    .map(([quantidade, preco]) => ({
      quantidade: quantityToMilli(Number(quantidade)),
      preco: reaisToCentavos(preco),
    }))
    .sort((a, b) => a.quantidade - b.quantidade);
}
