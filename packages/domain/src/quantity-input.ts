import { AcaoQuantidade, changeQuantity, quantityLimits, type QuantityRules } from './quantity.ts';
import type { Milli } from './money.ts';

/**
 * What happened to a quantity the buyer typed by hand, so the storefront can say it next to
 * the field instead of correcting it silently (issue 6 §8).
 *
 * - INVALID: not a number ("abc"); the quantity is kept.
 * - NEGATIVE: below zero ("-1"); the quantity is kept.
 * - MINIMUM: raised to the minimum per order.
 * - STEP: rounded up to the product's step (or to 3 decimals).
 * - MAXIMUM: lowered to the maximum per order.
 * - UNAVAILABLE: the product's rules allow no quantity at all; it leaves the cart.
 */
export const QuantityCorrection = {
  INVALID: 'INVALID',
  NEGATIVE: 'NEGATIVE',
  MINIMUM: 'MINIMUM',
  STEP: 'STEP',
  MAXIMUM: 'MAXIMUM',
  UNAVAILABLE: 'UNAVAILABLE',
} as const;
export type QuantityCorrection = (typeof QuantityCorrection)[keyof typeof QuantityCorrection];

/** A typed text read as a quantity: milli-units, or why it is not one. */
export type ParsedQuantity =
  | {
      ok: true;
      /** milli-units, rounded half up to 3 decimals. */
      milli: Milli;
      /** False when the text had more than 3 decimals and was rounded. */
      exact: boolean;
    }
  | { ok: false; reason: typeof QuantityCorrection.INVALID | typeof QuantityCorrection.NEGATIVE };

/** More integer digits than this is not a quantity anyone orders (and stays a safe integer). */
const MAX_INTEGER_DIGITS = 12;

/**
 * Reads a quantity typed by a Brazilian buyer, without floating point:
 * "2", "0,75", "1.234,5" (dot as thousands separator when a comma is present) and "1.5"
 * (a lone dot is the decimal separator some phone keypads offer). Spaces are ignored.
 * More than 3 decimals are rounded half up to 3 and flagged `exact: false`.
 *
 * @returns milli-units, or `INVALID` for anything that is not a number and `NEGATIVE` for a
 *   number below zero.
 * @see spec §4 Quantity change "Results are rounded to 3 decimals", §9 quantity rounding
 */
export function parseQuantityInput(text: string): ParsedQuantity {
  let s = text.replace(/\s/g, '');
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  let match: RegExpExecArray | null;
  if (s.includes(',')) {
    match = /^(\d{1,3}(?:\.\d{3})+|\d*),(\d*)$/.exec(s);
  } else {
    match = /^(\d*)(?:\.(\d*))?$/.exec(s);
  }
  const whole = (match?.[1] ?? '').replace(/\./g, '').replace(/^0+(?=\d)/, '');
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return { ok: false, reason: QuantityCorrection.INVALID };
  }
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, reason: QuantityCorrection.INVALID };
  const kept = fraction.slice(0, 3).padEnd(3, '0');
  const dropped = fraction.slice(3);
  const roundUp = dropped.length > 0 && dropped[0]! >= '5';
  const milli = Number(whole) * 1000 + Number(kept) + (roundUp ? 1 : 0);
  if (negative && milli > 0) return { ok: false, reason: QuantityCorrection.NEGATIVE };
  return { ok: true, milli, exact: /^0*$/.test(dropped) };
}

/** The quantity a typed text leads to, and why it differs from what was typed (null when it does not). */
export interface TypedQuantity {
  /** milli-units; 0 removes the line. */
  quantidade: Milli;
  correction: QuantityCorrection | null;
}

/**
 * Turns a quantity typed by hand into the quantity the cart takes, following the same rules
 * as a SET change ({@link changeQuantity}), and names the rule that changed it:
 *
 * - not a number or negative → the current quantity is kept (INVALID / NEGATIVE);
 * - 0 → 0 (removes the line, spec §4), no correction;
 * - above the maximum per order → the maximum (MAXIMUM);
 * - below the minimum per order → the minimum rounded up to the step (MINIMUM);
 * - off the step, or with more than 3 decimals → rounded up to the step (STEP).
 *
 * @param current - the line's quantity now, milli-units (0 when not in the cart).
 * @throws DomainError INVALID_QUANTITY when `current` or a rule is not an integer milli value.
 * @see spec §4 Quantity change, §5 minimum per order, issue 6 §8 (no silent correction)
 */
export function resolveTypedQuantity(
  text: string,
  current: Milli,
  rules: QuantityRules,
): TypedQuantity {
  const parsed = parseQuantityInput(text);
  if (!parsed.ok) return { quantidade: current, correction: parsed.reason };
  const { step, minimum, maximum, purchasable } = quantityLimits(rules);
  if (parsed.milli === 0) return { quantidade: 0, correction: null };
  if (!purchasable) return { quantidade: 0, correction: QuantityCorrection.UNAVAILABLE };
  const quantidade = changeQuantity(current, AcaoQuantidade.SET, rules, parsed.milli);
  if (quantidade === parsed.milli && parsed.exact) return { quantidade, correction: null };
  const onStep = Math.ceil(parsed.milli / step) * step;
  let correction: QuantityCorrection = QuantityCorrection.STEP;
  if (maximum !== null && onStep > maximum) correction = QuantityCorrection.MAXIMUM;
  else if (onStep < minimum) correction = QuantityCorrection.MINIMUM;
  return { quantidade, correction };
}
