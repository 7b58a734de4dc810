import {
  cartTotals,
  giftPackagingTotal,
  MILLI_PER_UNIT,
  priceLine,
  quantityToMilli,
  reaisToCentavos,
  type Centavos,
  type Milli,
  type PricedProduct,
  type QuantityRules,
  type RegraPreco,
} from '@vitrine/domain';
import type { CartProduct } from './types';

/**
 * Adapters from the API's decimal numbers to the domain's integers. No rule lives here: the
 * rules are `changeQuantity`, `canRemoveStep` and `priceLine` in packages/domain.
 */

const milliOrNull = (value: number | null | undefined): Milli | null =>
  value === null || value === undefined ? null : quantityToMilli(value);
const centavosOrNull = (value: number | null | undefined): Centavos | null =>
  value === null || value === undefined ? null : reaisToCentavos(value);

/** A product's quantity rules in milli-units, for `changeQuantity` / `canRemoveStep`. */
export function quantityRulesOf(produto: CartProduct): QuantityRules {
  return {
    granularidade: milliOrNull(produto.granularidade),
    min_por_pedido: milliOrNull(produto.min_por_pedido),
    maxporpedido: milliOrNull(produto.maxporpedido),
  };
}

/** A product's price inputs in centavos / milli-units, for `priceLine`. */
export function pricedProductOf(produto: CartProduct): PricedProduct {
  const map = produto.efeitospoliticas?.descontoProgressivo;
  return {
    preco: reaisToCentavos(produto.preco),
    precoatendente: centavosOrNull(produto.precoatendente),
    precovendaatacado: centavosOrNull(produto.precovendaatacado),
    minvendaatacado: milliOrNull(produto.minvendaatacado),
    multiploincremento: produto.multiploincremento ?? null,
    preco_embalagem: centavosOrNull(produto.preco_embalagem),
    descontoProgressivo: map
      ? Object.entries(map).map(([quantidade, preco]) => ({
          quantidade: quantityToMilli(Number(quantidade)),
          preco: reaisToCentavos(preco),
        }))
      : null,
  };
}

/** The server's pricing of a line, in centavos, for the quantity and gift flag it priced. */
export interface ServerPricing {
  quantidade: Milli;
  embalarParaPresente: boolean;
  precoUnitario: Centavos;
  regra: string;
  totalEmbalagem: Centavos;
  total: Centavos;
}

/** A cart line in the store: the product, its quantity (milli) and the gift-wrap choice. */
export interface CartLine {
  produto: CartProduct;
  quantidade: Milli;
  embalarParaPresente: boolean;
  /** The server's last pricing of this line; stale once the quantity or gift flag changes. */
  server: ServerPricing | null;
}

/** What a line shows: the server's numbers when current, else the domain's instant pricing. */
export interface DisplayedLine {
  precoUnitario: Centavos;
  regra: RegraPreco | string;
  totalEmbalagem: Centavos;
  total: Centavos;
  /** True while the numbers are the storefront's estimate, before the server confirms them. */
  estimated: boolean;
}

/**
 * Prices a line for display: server prices are authoritative, so they win whenever they were
 * computed for the line's current quantity and gift flag; otherwise `priceLine` gives an
 * instant estimate while the save is on its way.
 */
export function displayLine(line: CartLine, supplierTags: readonly string[]): DisplayedLine {
  const s = line.server;
  if (s && s.quantidade === line.quantidade && s.embalarParaPresente === line.embalarParaPresente) {
    return {
      precoUnitario: s.precoUnitario,
      regra: s.regra,
      totalEmbalagem: s.totalEmbalagem,
      total: s.total,
      estimated: false,
    };
  }
  const priced = priceLine(
    pricedProductOf(line.produto),
    line.quantidade,
    supplierTags,
    line.embalarParaPresente,
  );
  return {
    precoUnitario: priced.precoUnitario,
    regra: priced.regra,
    totalEmbalagem: priced.totalEmbalagem,
    total: priced.total,
    estimated: true,
  };
}

/** Items total of the displayed lines (line totals include gift packaging), centavos. */
export function itemsTotal(lines: readonly DisplayedLine[]): Centavos {
  return cartTotals(lines, 0).totalItens;
}

/**
 * Reads a quantity typed by a Brazilian buyer: "0,75", "1,5", "2", "1.234,5" (thousands dot)
 * or "1.5". Returns milli-units, or null for anything that is not a non-negative number.
 * Rounding to 3 decimals and every quantity rule are left to the domain.
 */
export function parseQuantityInput(text: string): Milli | null {
  let s = text.trim().replace(/\s/g, '');
  if (s === '') return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const value = Number(s);
  return Number.isFinite(value) ? quantityToMilli(value) : null;
}

/** Whether the product offers gift packaging (a positive packaging price). */
export function canGiftWrap(produto: CartProduct): boolean {
  return giftPackagingTotal(pricedProductOf(produto).preco_embalagem, MILLI_PER_UNIT) > 0;
}
