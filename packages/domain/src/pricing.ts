import { SUPPLIER_TAGS, hasTag } from './constants.ts';
import { lineTotal, type Centavos, type Milli } from './money.ts';
import { quantityLimits, type QuantityRules } from './quantity.ts';

/** The product fields that decide a line's unit price (spec §3 Cart product), in centavos/milli. */
export interface PricedProduct {
  /** Regular unit price. */
  preco: Centavos;
  /** Price set by an attendant while negotiating the cart. */
  precoatendente?: Centavos | null;
  /** Wholesale unit price. */
  precovendaatacado?: Centavos | null;
  /** Wholesale minimum, in milli-units of the base unit (after the multiple). */
  minvendaatacado?: Milli | null;
  /** Base units per sale unit, an integer (12 for a box of 12); null/0 means 1. */
  multiploincremento?: number | null;
  /** Progressive discount (efeitospoliticas.descontoProgressivo): unit price from a threshold on. */
  descontoProgressivo?: ReadonlyArray<{ quantidade: Milli; preco: Centavos }> | null;
  /** Gift-packaging price per unit. */
  preco_embalagem?: Centavos | null;
}

/** Which rule produced a line's unit price. @see spec §5 price precedence */
export const RegraPreco = {
  ATENDENTE: 'ATENDENTE',
  PROGRESSIVO: 'PROGRESSIVO',
  ATACADO: 'ATACADO',
  REGULAR: 'REGULAR',
} as const;
export type RegraPreco = (typeof RegraPreco)[keyof typeof RegraPreco];

export interface UnitPrice {
  preco: Centavos;
  regra: RegraPreco;
}

const isPrice = (value: Centavos | null | undefined): value is Centavos =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Price of the highest progressive threshold reached, or null when none is. */
function progressivePrice(product: PricedProduct, quantity: Milli): Centavos | null {
  let best: { quantidade: Milli; preco: Centavos } | null = null;
  for (const tier of product.descontoProgressivo ?? []) {
    if (!isPrice(tier.preco) || tier.quantidade > quantity) continue;
    if (best === null || tier.quantidade >= best.quantidade) best = tier;
  }
  return best?.preco ?? null;
}

/**
 * Whether the product has a usable wholesale offer at all: a wholesale price that is positive
 * and below the regular price, and a wholesale minimum to reach. A product without a minimum
 * (null/undefined) is not sold wholesale: the spec's "quantity reaches the wholesale minimum"
 * needs a minimum to reach. The quantity condition is {@link wholesaleOffer}'s and
 * {@link unitPrice}'s.
 *
 * @see spec §5 price precedence 3
 */
export function hasWholesalePrice(product: PricedProduct): boolean {
  const { precovendaatacado: wholesale, minvendaatacado: minimum } = product;
  return wholesale != null && wholesale > 0 && wholesale < product.preco && minimum != null;
}

/**
 * Base units counted per sale unit when the wholesale minimum is checked: the product's
 * multiple, or 1 when the supplier has the tag disable-product-multiple or no multiple is set.
 */
function wholesaleMultiple(product: PricedProduct, tags: readonly string[]): number {
  const { multiploincremento } = product;
  return hasTag(tags, SUPPLIER_TAGS.DISABLE_PRODUCT_MULTIPLE) ||
    multiploincremento == null ||
    !(multiploincremento > 0)
    ? 1
    : multiploincremento;
}

/** The wholesale price when it applies at `quantity`, else null. */
function wholesalePrice(
  product: PricedProduct,
  quantity: Milli,
  tags: readonly string[],
): Centavos | null {
  if (!hasWholesalePrice(product)) return null;
  const minimum = product.minvendaatacado ?? 0;
  return quantity * wholesaleMultiple(product, tags) >= minimum
    ? (product.precovendaatacado ?? null)
    : null;
}

/** A wholesale offer as the buyer reads it: this unit price from this quantity on. */
export interface WholesaleOffer {
  /** Smallest quantity the cart accepts at which the wholesale price applies, milli-units of the SALE unit (boxes for a box). */
  quantidade: Milli;
  /** Wholesale unit price, centavos per sale unit. */
  preco: Centavos;
}

/**
 * The product's wholesale offer, or null when it has none or no quantity the cart accepts
 * reaches it. The quantity is in SALE units: `minvendaatacado` counts base units, so a box of
 * 12 with a minimum of 120 units gives 10 boxes (unless the supplier has the tag
 * disable-product-multiple, when the minimum counts sale units). It is then raised to the
 * product's minimum per order and to its step, and must not pass its maximum per order.
 *
 * @param rules - the product's quantity rules, milli-units.
 * @param supplierTags - the supplier's tag list (spec §6).
 * @throws DomainError INVALID_QUANTITY when a quantity rule is not an integer milli value.
 * @see spec §5 price precedence 3, §4 Quantity change
 */
export function wholesaleOffer(
  product: PricedProduct,
  rules: QuantityRules,
  supplierTags: readonly string[],
): WholesaleOffer | null {
  if (!hasWholesalePrice(product)) return null;
  const { step, minimum, maximum, purchasable } = quantityLimits(rules);
  if (!purchasable) return null;
  const needed = Math.ceil(
    (product.minvendaatacado ?? 0) / wholesaleMultiple(product, supplierTags),
  );
  const quantidade = Math.ceil(Math.max(needed, minimum) / step) * step;
  if (maximum !== null && quantidade > maximum) return null;
  const preco = wholesalePrice(product, quantidade, supplierTags);
  return preco === null ? null : { quantidade, preco };
}

/**
 * Whether the product can be gift-wrapped: it has a positive per-unit packaging price.
 *
 * @param preco_embalagem - packaging price per unit, centavos (null/undefined: none).
 * @see spec §3 Cart product preco_embalagem, §5 gift packaging
 */
export function canGiftWrap(preco_embalagem: Centavos | null | undefined): boolean {
  return preco_embalagem != null && preco_embalagem > 0;
}

/**
 * The unit price of a product at a quantity, and the rule that set it, in order of precedence:
 *
 * 1. ATENDENTE — an attendant's price (non-null, ≥ 0) wins.
 * 2. PROGRESSIVO — if a progressive-discount map has entries, the price of the highest
 *    threshold `quantidade` ≤ quantity. When no threshold is reached yet, the map does not
 *    apply and the next rules decide (the buyer is not charged a price the map never gave).
 * 3. ATACADO — the wholesale price when ALL hold: quantity × multiploincremento (quantity
 *    alone when the supplier has the tag disable-product-multiple) ≥ minvendaatacado;
 *    precovendaatacado > 0; precovendaatacado < preco.
 * 4. REGULAR — preco.
 *
 * @param quantity - milli-units of the sale unit.
 * @param supplierTags - the supplier's tag list (spec §6).
 * @returns the unit price in centavos and its {@link RegraPreco}.
 * @see spec §5 price of a line, in order of precedence
 */
export function unitPrice(
  product: PricedProduct,
  quantity: Milli,
  supplierTags: readonly string[],
): UnitPrice {
  if (isPrice(product.precoatendente)) {
    return { preco: product.precoatendente, regra: RegraPreco.ATENDENTE };
  }
  const progressive = progressivePrice(product, quantity);
  if (progressive !== null) return { preco: progressive, regra: RegraPreco.PROGRESSIVO };
  const wholesale = wholesalePrice(product, quantity, supplierTags);
  if (wholesale !== null) return { preco: wholesale, regra: RegraPreco.ATACADO };
  return { preco: product.preco, regra: RegraPreco.REGULAR };
}

/**
 * Gift-packaging charge for a line: round-half-up(preco_embalagem × quantity / 1000).
 * No packaging price (null, undefined, ≤ 0) means no charge.
 *
 * @param preco_embalagem - packaging price per unit, centavos.
 * @param quantity - milli-units.
 * @returns centavos.
 * @throws RangeError when a value is not a safe integer (see {@link lineTotal}).
 * @see spec §5 "Gift packaging adds the per-unit packaging price times the quantity"
 */
export function giftPackagingTotal(
  preco_embalagem: Centavos | null | undefined,
  quantity: Milli,
): Centavos {
  if (preco_embalagem == null || !canGiftWrap(preco_embalagem)) return 0;
  return lineTotal(preco_embalagem, quantity);
}

/** A priced cart line, all amounts in centavos. */
export interface PricedLine {
  precoUnitario: Centavos;
  regra: RegraPreco;
  /** precoUnitario × quantity, rounded half up. */
  totalItens: Centavos;
  /** Gift packaging, 0 unless embalarParaPresente. */
  totalEmbalagem: Centavos;
  /** totalItens + totalEmbalagem. */
  total: Centavos;
}

/**
 * Prices one cart line: unit price by precedence ({@link unitPrice}), items total, gift
 * packaging when `embalarParaPresente`, and their sum.
 *
 * @param quantity - milli-units.
 * @returns amounts in centavos.
 * @throws RangeError when a price or the quantity is not a safe integer.
 * @see spec §5 price precedence and gift packaging
 */
export function priceLine(
  product: PricedProduct,
  quantity: Milli,
  supplierTags: readonly string[],
  embalarParaPresente: boolean,
): PricedLine {
  const { preco, regra } = unitPrice(product, quantity, supplierTags);
  const totalItens = lineTotal(preco, quantity);
  const totalEmbalagem = embalarParaPresente
    ? giftPackagingTotal(product.preco_embalagem, quantity)
    : 0;
  return {
    precoUnitario: preco,
    regra,
    totalItens,
    totalEmbalagem,
    total: totalItens + totalEmbalagem,
  };
}
