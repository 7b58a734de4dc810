import type { Centavos } from '../money.ts';

/** What a cobrança bancária boleto is built from. */
export interface BoletoInput {
  /** The issuing bank's 3-digit COMPE code. */
  banco: string;
  /** Due date, `YYYY-MM-DD` (a calendar date: no time zone). */
  vencimento: string;
  /** Amount, centavos (at most 10 digits: R$ 99.999.999,99). */
  valorCentavos: Centavos;
  /** The bank's 25-digit "campo livre" (agency, account, nosso número…, bank-specific). */
  campoLivre: string;
}

/** A boleto's two numeric representations. */
export interface BoletoNumbers {
  /** The 44-digit barcode content (printed as ITF, interleaved 2 of 5). */
  codigoBarras: string;
  /** The 47-digit linha digitável, digits only. */
  linhaDigitavel: string;
}

/** Base date of the due-date factor (FEBRABAN): 1997-10-07, factor 0. */
const FACTOR_BASE_UTC = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;

/**
 * FEBRABAN due-date factor: days since 1997-10-07, kept in 1000–9999; after 9999 (2025-02-21) it
 * restarts at 1000 (2025-02-22) and every 9000 days after that.
 * @throws RangeError for a malformed date or one before 2000-07-03 (factor 1000).
 */
export function dueDateFactor(vencimento: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(vencimento);
  if (!m) throw new RangeError('vencimento must be YYYY-MM-DD');
  const days = Math.round((Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!) - FACTOR_BASE_UTC) / DAY_MS);
  if (days < 1000) throw new RangeError('vencimento before the first factor (2000-07-03)');
  return String(((days - 1000) % 9000) + 1000);
}

/** Módulo 10 check digit (weights 2,1,2,1… from the right; two-digit products add their digits). */
export function mod10(digits: string): string {
  let sum = 0;
  for (let i = digits.length - 1, w = 2; i >= 0; i--, w = w === 2 ? 1 : 2) {
    const p = Number(digits[i]) * w;
    sum += p > 9 ? p - 9 : p;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Módulo 11 general check digit of the barcode (weights 2–9 from the right; 0, 10, 11 → 1). */
export function mod11Barcode(digits: string): string {
  let sum = 0;
  for (let i = digits.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1)
    sum += Number(digits[i]) * w;
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? '1' : String(dv);
}

/**
 * Builds the 44-digit barcode and the 47-digit linha digitável of a cobrança bancária boleto
 * (FEBRABAN / Carta-Circular BCB 2.926): bank, currency 9, the módulo 11 general check digit,
 * due-date factor, amount in centavos (10 digits) and the campo livre; the linha digitável's
 * three first fields carry módulo 10 check digits.
 * @throws RangeError for a bank code that is not 3 digits, a campo livre that is not 25 digits,
 *   an amount out of range or a due date {@link dueDateFactor} refuses.
 * @see issue 10 §3 Boleto
 */
export function buildBoleto(input: BoletoInput): BoletoNumbers {
  if (!/^\d{3}$/.test(input.banco)) throw new RangeError('banco must be 3 digits');
  if (!/^\d{25}$/.test(input.campoLivre)) throw new RangeError('campoLivre must be 25 digits');
  if (!Number.isSafeInteger(input.valorCentavos) || input.valorCentavos < 0)
    throw new RangeError('valorCentavos must be a non-negative integer');
  const valor = String(input.valorCentavos);
  if (valor.length > 10) throw new RangeError('valorCentavos has more than 10 digits');
  const fator = dueDateFactor(input.vencimento);
  const head = `${input.banco}9`;
  const tail = `${fator}${valor.padStart(10, '0')}${input.campoLivre}`;
  const dv = mod11Barcode(head + tail);
  const codigoBarras = `${head}${dv}${tail}`;
  const cl = input.campoLivre;
  const f1 = `${head}${cl.slice(0, 5)}`;
  const f2 = cl.slice(5, 15);
  const f3 = cl.slice(15, 25);
  const linhaDigitavel =
    `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${dv}` + codigoBarras.slice(5, 19);
  return { codigoBarras, linhaDigitavel };
}

/** The linha digitável as printed: `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`. */
export function formatLinhaDigitavel(linha: string): string {
  const l = linha.replace(/\D/g, '');
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l.slice(32, 33)} ${l.slice(33)}`;
}
