import { centavos, type Centavos, type Milli } from '../money.ts';

/** One order line as the pre-authorisation rule sees it. */
export interface WeighableLine {
  /** Ordered quantity, milli-units. */
  quantidadeMilli: Milli;
  /** The product's quantity step, milli-units (null = whole units). */
  granularidadeMilli: Milli | null;
}

/**
 * Whether a line is weighed at picking (its final quantity, and so its amount, is known only
 * when the order is invoiced): a product sold in fractional steps (kg in 250 g steps) or a
 * fractional ordered quantity.
 * @see spec §9 Card pre-authorisation; `decimal-product.ts` (granularidade)
 */
export function isWeighedLine(line: WeighableLine): boolean {
  const fractionalStep = line.granularidadeMilli != null && line.granularidadeMilli % 1000 !== 0;
  return fractionalStep || line.quantidadeMilli % 1000 !== 0;
}

/** Whether an order with these lines is paid by card with a pre-authorisation. */
export function needsPreAuthorisation(lines: readonly WeighableLine[]): boolean {
  return lines.some(isWeighedLine);
}

/**
 * The amount to authorise for an order with weighed items: the total plus `marginPercent`
 * percent, rounded up to the centavo (the weighed total may exceed the ordered one).
 * @throws RangeError when the margin is negative or above 100 %.
 * @see spec §9 Card pre-authorisation (the amount is not shown: a configured margin)
 */
export function preAuthorisationAmount(totalCentavos: Centavos, marginPercent: number): Centavos {
  if (!(marginPercent >= 0 && marginPercent <= 100))
    throw new RangeError('marginPercent must be between 0 and 100');
  // Integer arithmetic on hundredths of a percent: no float reaches the centavos.
  const basisPoints = Math.round(marginPercent * 100);
  return centavos(totalCentavos + Math.ceil((totalCentavos * basisPoints) / 10_000));
}

/** What a capture of a pre-authorised amount does: how much is captured and how much released. */
export interface CaptureSplit {
  /** Captured, centavos: the final amount, never more than authorised. */
  capturar: Centavos;
  /** Released back to the card holder, centavos. */
  liberar: Centavos;
}

/**
 * Splits a pre-authorisation at invoicing: capture the final (invoiced) amount, at most what was
 * authorised, and release the rest.
 * @see spec §9 Card pre-authorisation ("any excess is refunded automatically")
 */
export function captureSplit(autorizadoCentavos: Centavos, finalCentavos: Centavos): CaptureSplit {
  const capturar = centavos(Math.max(0, Math.min(autorizadoCentavos, finalCentavos)));
  return { capturar, liberar: centavos(autorizadoCentavos - capturar) };
}

/** Units a product sold by weight is measured in. */
const WEIGHT_UNITS = new Set(['kg', 'g']);

/**
 * Whether an order line as the order detail shows it (unit, quantity) is weighed at picking: a
 * weight unit or a fractional quantity. The storefront shows the spec §9 pre-authorisation text
 * with it; the API decides from the product's quantity step ({@link needsPreAuthorisation}).
 */
export function isWeighedOrderLine(line: { unidade: string; quantidade: number }): boolean {
  return WEIGHT_UNITS.has(line.unidade.trim().toLowerCase()) || !Number.isInteger(line.quantidade);
}
