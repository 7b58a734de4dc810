/**
 * pt-BR number text written without `Intl` (ADR 0093): "1.234.567", "R$ 1.234,50", "0,25".
 *
 * Why not `Intl.NumberFormat`: in the browser, the first `Intl` object a page makes loads the
 * ICU locale services, one step of 45–90 ms on a slow 2-core machine (measured in Debian's
 * Chromium 156; about 4× that under Lighthouse's mobile CPU throttling). Every storefront page
 * shows a price, so every page paid it while loading. The rules written here are CLDR's for
 * pt-BR, which `Intl` applies: "." groups thousands from the first group (1.000), "," separates
 * decimals, "-" is the minus sign, and the currency is "R$", a no-break space (U+00A0), then
 * the number, after the minus sign. `pt-br-number-text.test.ts` holds every function equal to
 * `Intl`'s output over generated values.
 */

/** The no-break space `Intl` writes between "R$" and the amount. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * Groups a run of decimal digits by thousands with ".": "1234567" → "1.234.567".
 * @param digits - digits only, no sign; leading zeros are kept as given.
 */
export function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) text += `.${digits.slice(at, at + 3)}`;
  return text;
}

/**
 * The sign and the digits of `value / 10^scale`, exactly (no float arithmetic): 123450 at
 * scale 2 → `{ negative: false, whole: "1234", fraction: "50" }`.
 * @param value - a safe integer (centavos, milli-units).
 */
export function scaledDigits(
  value: number,
  scale: number,
): { negative: boolean; whole: string; fraction: string } {
  const digits = Math.abs(value)
    .toString()
    .padStart(scale + 1, '0');
  const cut = digits.length - scale;
  return { negative: value < 0, whole: digits.slice(0, cut), fraction: digits.slice(cut) };
}

/**
 * A whole number in pt-BR: 1234567 → "1.234.567", -1000 → "-1.000" (what
 * `n.toLocaleString('pt-BR')` writes for a safe integer, "-0" included).
 * @throws RangeError when `n` is not a safe integer.
 */
export function formatInteger(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError('n must be a safe integer');
  const negative = n < 0 || Object.is(n, -0);
  return `${negative ? '-' : ''}${groupThousands(Math.abs(n).toString())}`;
}

/**
 * A fixed-point value in pt-BR with at most `scale` decimals and no trailing zeros: 1500 at
 * scale 3 → "1,5", 12000 → "12". Like `Intl.NumberFormat('pt-BR', { maximumFractionDigits:
 * scale })` of `value / 10^scale`.
 * @param value - a safe integer in units of 10^-scale.
 */
export function formatTrimmed(value: number, scale: number): string {
  const { negative, whole, fraction } = scaledDigits(value, scale);
  const kept = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${groupThousands(whole)}${kept ? `,${kept}` : ''}`;
}

/**
 * An amount in reais from its centavos: 123450 → "R$ 1.234,50", -5 → "-R$ 0,05" (no-break
 * space after "R$", as `Intl`'s BRL currency format).
 * @param centavos - a safe integer.
 */
export function formatReais(centavos: number): string {
  const { negative, whole, fraction } = scaledDigits(centavos, 2);
  return `${negative ? '-' : ''}R$${NO_BREAK_SPACE}${groupThousands(whole)},${fraction}`;
}
