import { SUPPLIER_TAGS, hasTag } from './constants.ts';
import { centavos, divideRoundHalfUp, type Centavos } from './money.ts';
import type { PricedProduct } from './pricing.ts';

/** Basis points in 100 %: an adjustment of -500 is a 5 % discount, +300 a 3 % surcharge. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** Bounds of a payment method's price adjustment, in basis points (−100 % … +100 %). */
export const MIN_PRICE_ADJUSTMENT_BP = -10_000;
export const MAX_PRICE_ADJUSTMENT_BP = 10_000;

/**
 * The price of `preco` centavos when paid by a method whose adjustment is `ajusteBp` basis
 * points: `round-half-up(preco × (10 000 + ajusteBp) / 10 000)`, computed exactly in integers
 * (−500 bp on R$ 10,01 is R$ 9,51: 950.95 rounds up). 0 bp returns `preco` unchanged.
 *
 * @param preco - a unit price in centavos (integer ≥ 0).
 * @param ajusteBp - the method's adjustment, an integer in [−10 000, 10 000] basis points.
 * @throws RangeError for a negative or fractional price, or an adjustment out of range.
 * @see spec §6 support-price-variance-by-payment; issue 10 §5
 */
export function applyPaymentVariance(preco: Centavos, ajusteBp: number): Centavos {
  if (!Number.isSafeInteger(preco) || preco < 0)
    throw new RangeError(`preco must be centavos ≥ 0: ${preco}`);
  if (
    !Number.isInteger(ajusteBp) ||
    ajusteBp < MIN_PRICE_ADJUSTMENT_BP ||
    ajusteBp > MAX_PRICE_ADJUSTMENT_BP
  )
    throw new RangeError(`ajusteBp out of range: ${ajusteBp}`);
  if (ajusteBp === 0) return preco;
  const exact = BigInt(preco) * BigInt(BASIS_POINTS_PER_UNIT + ajusteBp);
  return centavos(Number(divideRoundHalfUp(exact, BigInt(BASIS_POINTS_PER_UNIT))));
}

/**
 * The adjustment that applies to a request: the chosen method's `ajustePrecoBp` when the
 * supplier has the tag `support-price-variance-by-payment` and a method was chosen; otherwise 0
 * (prices do not vary by payment method).
 *
 * @see spec §6 support-price-variance-by-payment
 */
export function paymentVarianceBp(
  supplierTags: readonly string[],
  method: { ajustePrecoBp: number } | null | undefined,
): number {
  if (!method || !hasTag(supplierTags, SUPPLIER_TAGS.SUPPORT_PRICE_VARIANCE_BY_PAYMENT)) return 0;
  return method.ajustePrecoBp;
}

/**
 * The §5 pricing inputs of a product as paid by a method with `ajusteBp`: the regular price,
 * the wholesale price and every progressive-discount price are adjusted by
 * {@link applyPaymentVariance}; a price set by an attendant (negotiated for this customer) and
 * the gift-packaging price are not. The §5 precedence then runs on the adjusted prices, so the
 * same rule prices listing, product detail, cart and order.
 *
 * @see spec §5 price precedence, §6 support-price-variance-by-payment
 */
export function varyProductPrices<P extends PricedProduct>(product: P, ajusteBp: number): P {
  if (ajusteBp === 0) return product;
  const vary = (p: Centavos) => applyPaymentVariance(p, ajusteBp);
  return {
    ...product,
    preco: vary(product.preco),
    precovendaatacado:
      product.precovendaatacado == null
        ? product.precovendaatacado
        : vary(product.precovendaatacado),
    descontoProgressivo:
      product.descontoProgressivo == null
        ? product.descontoProgressivo
        : product.descontoProgressivo.map((t) => ({ ...t, preco: vary(t.preco) })),
  };
}
