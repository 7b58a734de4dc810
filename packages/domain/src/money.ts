import { formatReais, formatTrimmed } from './pt-br-number-text.ts';
/**
 * Exact money and quantity arithmetic (ARCHITECTURE.md §3 "Money and quantity are exact").
 * Money is integer centavos, quantities are integer thousandths; floats appear only at the
 * JSON boundary, where these functions convert them.
 */

declare const centavosBrand: unique symbol;
declare const milliBrand: unique symbol;

/**
 * Money in integer centavos (R$ 1,00 = 100). Branded: a plain number, reais or milli-units
 * cannot be passed where centavos are expected without the compiler noticing; make one with
 * {@link centavos} or {@link reaisToCentavos}.
 */
export type Centavos = number & { readonly [centavosBrand]: true };

/**
 * A quantity in integer thousandths of a unit (1 unit = 1000; spec §9 "3 decimals"). Branded
 * like {@link Centavos}; make one with {@link milli} or {@link quantityToMilli}.
 */
export type Milli = number & { readonly [milliBrand]: true };

/**
 * Marks an integer as centavos (a value read from a centavos column, a sum of centavos).
 * @throws RangeError when `value` is not a safe integer.
 */
export function centavos(value: number): Centavos {
  assertSafeInteger(value, 'centavos');
  return value as Centavos;
}

/**
 * Marks an integer as milli-units (a value read from a milli-units column).
 * @throws RangeError when `value` is not a safe integer.
 */
export function milli(value: number): Milli {
  assertSafeInteger(value, 'milli-units');
  return value as Milli;
}

/** Zero centavos. */
export const ZERO_CENTAVOS = 0 as Centavos;
/** Zero milli-units ("remove the line"). */
export const ZERO_MILLI = 0 as Milli;

/** Milli-units in one whole unit. */
export const MILLI_PER_UNIT = 1000;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a safe integer, got ${value}`);
  }
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > MAX_SAFE || value < -MAX_SAFE) throw new RangeError(`${what} is out of range`);
  return Number(value);
}

/**
 * `numerator / denominator` rounded half away from zero ("round half up" on magnitudes, the
 * commercial rule), in exact integer arithmetic. `denominator` must be positive.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // BigInt division truncates toward zero
  const remainder = numerator % denominator;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (2n * magnitude < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** Below this magnitude a scaled value near an integer is that integer (floatToScaledInteger). */
const FAST_SCALED_LIMIT = 1e12;

/**
 * Rounds a float to `scale` decimals and returns it scaled to an integer, half away from
 * zero. The float is first read back as the 15-significant-digit decimal it stands for, so
 * binary noise cannot move the result: 0.1 + 0.2 is 0.3, and 1.005 is 1.005 (not 1.00499…).
 */
function floatToScaledInteger(value: number, scale: 2 | 3, what: string): number {
  if (!Number.isFinite(value))
    throw new RangeError(`${what} must be a finite number, got ${value}`);
  // Most values at the JSON boundary are already whole centavos or milli-units (12, 19.99,
  // 0.25): when the scaled float is within 1e-6 of an integer below 1e12, the decimal reading
  // below lands on that integer too (it moves the scaled value by at most 5e-4 there), so the
  // text, regex and BigInt work is skipped. `+ 0` turns -0 into 0, as the reading does.
  const approximate = value * (scale === 2 ? 100 : 1000);
  const nearest = Math.round(approximate);
  if (Math.abs(approximate) < FAST_SCALED_LIMIT && Math.abs(approximate - nearest) < 1e-6)
    return nearest + 0;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(value.toPrecision(15));
  if (!match) throw new RangeError(`${what} is not a decimal number: ${value}`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = BigInt(whole + fraction);
  const shift = Number(exponent) - fraction.length + scale;
  const scaled =
    shift >= 0 ? digits * 10n ** BigInt(shift) : divideRoundHalfUp(digits, 10n ** BigInt(-shift));
  return toSafeNumber(sign === '-' ? -scaled : scaled, what);
}

/**
 * Total of a line: `round-half-up(unitPrice × quantity / 1000)`, computed exactly.
 *
 * @param unitPrice - price of one unit, in centavos (integer).
 * @param quantity - quantity in milli-units (integer).
 * @returns the line total in centavos.
 * @throws RangeError when an input is not a safe integer or the total overflows.
 * @see ARCHITECTURE.md §3 "Money and quantity are exact"
 * @see spec §5 price of a line
 */
export function lineTotal(unitPrice: Centavos, quantity: Milli): Centavos {
  assertSafeInteger(unitPrice, 'unitPrice (centavos)');
  assertSafeInteger(quantity, 'quantity (milli)');
  const exact = BigInt(unitPrice) * BigInt(quantity);
  return toSafeNumber(divideRoundHalfUp(exact, BigInt(MILLI_PER_UNIT)), 'line total') as Centavos;
}

/**
 * Converts reais (a JSON number) to centavos, rounded to the nearest centavo (half away from
 * zero). Robust to float noise: `reaisToCentavos(0.1 + 0.2) === 30`, `reaisToCentavos(1.005) === 101`.
 *
 * @throws RangeError when `reais` is not finite or the result is beyond a safe integer.
 * @see ARCHITECTURE.md §3 — reais exist only at the contract boundary
 */
export function reaisToCentavos(reais: number): Centavos {
  return floatToScaledInteger(reais, 2, 'reais') as Centavos;
}

/**
 * Converts centavos to reais for the JSON boundary: a number with at most 2 decimals
 * (the double nearest to the exact decimal, so `JSON.stringify` prints it exactly).
 *
 * @throws RangeError when `centavos` is not a safe integer.
 * @see ARCHITECTURE.md §3 — reais exist only at the contract boundary
 */
export function centavosToReais(centavos: Centavos): number {
  assertSafeInteger(centavos, 'centavos');
  return centavos / 100;
}

/**
 * Converts a quantity (JSON number, e.g. 0.25 kg) to milli-units, rounded to 3 decimals
 * (half away from zero).
 *
 * @throws RangeError when `quantity` is not finite or the result is beyond a safe integer.
 * @see spec §4 Quantity change "Results are rounded to 3 decimals", §9 quantity rounding
 */
export function quantityToMilli(quantity: number): Milli {
  return floatToScaledInteger(quantity, 3, 'quantity') as Milli;
}

/**
 * Converts milli-units back to a quantity number for the JSON boundary (at most 3 decimals).
 *
 * @throws RangeError when `milli` is not a safe integer.
 * @see spec §9 quantity rounding
 */
export function milliToQuantity(milli: Milli): number {
  assertSafeInteger(milli, 'milli');
  return milli / MILLI_PER_UNIT;
}

/**
 * Formats centavos as Brazilian reais, e.g. 123450 → "R$ 1.234,50". The space after "R$" is
 * the no-break space U+00A0 that `Intl` emits; the text is `Intl`'s, written without it so a
 * page does not load the ICU services to show a price (ADR 0093).
 *
 * @throws RangeError when `centavos` is not a safe integer.
 * @see spec §9 currency BRL
 */
export function formatBRL(centavos: Centavos): string {
  assertSafeInteger(centavos, 'centavos');
  return formatReais(centavos);
}

/**
 * Formats a milli-unit quantity in pt-BR with up to 3 decimals and no trailing zeros:
 * 250 → "0,25", 12000 → "12", 1234567 → "1.234,567".
 *
 * @throws RangeError when `milli` is not a safe integer.
 * @see spec §9 quantity rounding (3 decimals)
 */
export function formatQuantity(milli: Milli): string {
  assertSafeInteger(milli, 'milli');
  return formatTrimmed(milli, 3);
}
