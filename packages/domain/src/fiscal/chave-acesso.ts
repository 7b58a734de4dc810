/**
 * The NF-e access key (chave de acesso, 44 digits) and its check digit, as the NF-e 4.00
 * integration manual (Manual de Orientação do Contribuinte, §5.4) defines them:
 * cUF(2) AAMM(4) CNPJ(14) mod(2) série(3) nNF(9) tpEmis(1) cNF(8) cDV(1).
 * @see spec §2 Order detail (invoice key); ADR 0025
 */

/** The parts of an access key, before its check digit. */
export interface ChaveAcessoParts {
  /** IBGE code of the issuer's state (e.g. 35 = SP), 11–53. */
  cUF: number;
  /** Year and month of issue. */
  emissao: { ano: number; mes: number };
  /** The issuer's CNPJ, 14 digits (punctuation allowed). */
  cnpj: string;
  /** Document model: 55 = NF-e. */
  modelo: 55 | 65;
  /** Series, 0–999. */
  serie: number;
  /** Invoice number, 1–999 999 999. */
  nNF: number;
  /** Issue type: 1 = normal. */
  tpEmis: number;
  /** Random numeric code, 0–99 999 999, never equal to nNF. */
  cNF: number;
}

const digits = (value: string) => value.replace(/\D/g, '');
const pad = (value: number, width: number) => String(value).padStart(width, '0');

function assertRange(value: number, min: number, max: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new RangeError(`${what} fora do intervalo ${min}–${max}: ${value}`);
}

/**
 * The modulo-11 check digit of the 43 digits before it: weights 2…9 from the right, repeating;
 * a remainder of 0 or 1 gives 0, otherwise 11 − remainder.
 * @throws RangeError when `base` is not 43 digits.
 */
export function chaveAcessoDv(base: string): number {
  if (!/^\d{43}$/.test(base)) throw new RangeError('a base da chave deve ter 43 dígitos');
  let sum = 0;
  let weight = 2;
  for (let i = base.length - 1; i >= 0; i--) {
    sum += Number(base[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The 44-digit access key of `parts`, check digit included.
 * @throws RangeError for a part out of its range, a CNPJ that is not 14 digits, or cNF = nNF.
 */
export function chaveAcesso(parts: ChaveAcessoParts): string {
  const cnpj = digits(parts.cnpj);
  if (cnpj.length !== 14) throw new RangeError('o CNPJ do emitente deve ter 14 dígitos');
  assertRange(parts.cUF, 11, 53, 'cUF');
  assertRange(parts.emissao.ano, 2000, 2099, 'ano');
  assertRange(parts.emissao.mes, 1, 12, 'mês');
  assertRange(parts.serie, 0, 999, 'série');
  assertRange(parts.nNF, 1, 999_999_999, 'nNF');
  assertRange(parts.tpEmis, 1, 9, 'tpEmis');
  assertRange(parts.cNF, 0, 99_999_999, 'cNF');
  if (parts.cNF === parts.nNF) throw new RangeError('cNF não pode ser igual a nNF');
  const base =
    pad(parts.cUF, 2) +
    pad(parts.emissao.ano % 100, 2) +
    pad(parts.emissao.mes, 2) +
    cnpj +
    pad(parts.modelo, 2) +
    pad(parts.serie, 3) +
    pad(parts.nNF, 9) +
    pad(parts.tpEmis, 1) +
    pad(parts.cNF, 8);
  return base + String(chaveAcessoDv(base));
}

/** True when `chave` is 44 digits whose last one is the modulo-11 check digit of the others. */
export function isChaveAcessoValida(chave: string): boolean {
  return /^\d{44}$/.test(chave) && chaveAcessoDv(chave.slice(0, 43)) === Number(chave[43]);
}

/** The key in blocks of four digits, as the DANFE prints it. */
export function formatChaveAcesso(chave: string): string {
  return chave.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** IBGE codes of the states (cUF of the key, cMun prefix). */
export const CODIGO_UF: Readonly<Record<string, number>> = {
  RO: 11,
  AC: 12,
  AM: 13,
  RR: 14,
  PA: 15,
  AP: 16,
  TO: 17,
  MA: 21,
  PI: 22,
  CE: 23,
  RN: 24,
  PB: 25,
  PE: 26,
  AL: 27,
  SE: 28,
  BA: 29,
  MG: 31,
  ES: 32,
  RJ: 33,
  SP: 35,
  PR: 41,
  SC: 42,
  RS: 43,
  MS: 50,
  MT: 51,
  GO: 52,
  DF: 53,
};
