/** An inclusive CEP range, both ends 8 digits without dash ("01000000" to "05999999"). */
export interface FaixaCep {
  inicio: string;
  fim: string;
}

const CEP = /^(\d{5})-?(\d{3})$/;
const CEP_DIGITS = /^\d{8}$/;

/**
 * A CEP as its 8 digits ("01310-100" → "01310100"), or null when it is not 5 digits, an optional
 * dash and 3 digits. Surrounding spaces are ignored.
 *
 * @see spec §5 "Address cep has dashes removed before sending"
 */
export function normalizeCep(cep: string): string | null {
  const match = CEP.exec(cep.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

/** Whether a range is usable: both ends exactly 8 digits and `inicio` ≤ `fim`. */
export function isValidFaixaCep(faixa: FaixaCep): boolean {
  return CEP_DIGITS.test(faixa.inicio) && CEP_DIGITS.test(faixa.fim) && faixa.inicio <= faixa.fim;
}

/**
 * Whether `cep` (8 digits, a dash allowed) is inside any of `faixas`, ends included. Eight-digit
 * strings compare like the numbers they spell, so the comparison is on the text. A malformed
 * `cep` is in no range.
 *
 * @throws RangeError when a faixa is not {@link isValidFaixaCep} (a configuration error).
 * @see spec §4 Delivery (where a delivery form applies)
 */
export function cepInRanges(cep: string, faixas: readonly FaixaCep[]): boolean {
  const digits = normalizeCep(cep);
  let inside = false;
  for (const faixa of faixas) {
    if (!isValidFaixaCep(faixa)) {
      throw new RangeError(`invalid CEP range: ${faixa.inicio}–${faixa.fim}`);
    }
    if (digits !== null && faixa.inicio <= digits && digits <= faixa.fim) inside = true;
  }
  return inside;
}
