import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';

/**
 * How a customer identifies themself (spec §1 Users): a CPF (11 digits), a CNPJ (14 digits), a
 * foreign document, or only an e-mail.
 */
export const TIPO_DOCUMENTO = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  ESTRANGEIRO: 'ESTRANGEIRO',
  EMAIL: 'EMAIL',
} as const;
export type TipoDocumento = (typeof TIPO_DOCUMENTO)[keyof typeof TIPO_DOCUMENTO];

/** A classified identifier: the normalised value (digits for CPF/CNPJ, upper-case for foreign). */
export interface DocumentoClassificado {
  tipo: TipoDocumento;
  valor: string;
}

const FOREIGN_DOCUMENT = /^[A-Z0-9][A-Z0-9.\-/ ]{3,29}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits of a value typed with or without mask. */
export function documentDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Classifies a CPF or CNPJ typed with or without mask (`.`, `-`, `/`, spaces).
 * @returns `{ tipo: 'CPF' | 'CNPJ', valor: digits }` when the check digits are valid, else null.
 * @see spec §1 Users, §3 User / customer (cpf_length 14 means CNPJ)
 */
export function classifyTaxId(value: string): DocumentoClassificado | null {
  const trimmed = value.trim();
  if (!/^[\d.\-/\s]+$/.test(trimmed)) return null;
  const digits = documentDigits(trimmed);
  if (digits.length === 11 && isValidCpf(digits)) return { tipo: 'CPF', valor: digits };
  if (digits.length === 14 && isValidCnpj(digits)) return { tipo: 'CNPJ', valor: digits };
  return null;
}

/**
 * Normalises a foreign document (passport, RNE, DNI…): trimmed, upper-case, 4–30 letters,
 * digits and `. - /` or spaces, starting with a letter or digit; a value that is a valid CPF or
 * CNPJ is not foreign.
 * @returns the normalised document, or null.
 */
export function normaliseForeignDocument(value: string): string | null {
  const valor = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!FOREIGN_DOCUMENT.test(valor)) return null;
  if (classifyTaxId(valor) !== null) return null;
  return valor;
}

/** Normalises an e-mail (trimmed, lower-case) or answers null for a malformed one (max 254). */
export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * Classifies what a customer typed as their identifier, given the kind they chose.
 * @param tipo - the kind chosen in the form (CPF and CNPJ are both accepted for either, the
 *   digit count decides: 11 → CPF, 14 → CNPJ).
 * @returns the classified value, or null when it is not a valid value of that kind.
 * @see spec §1 Users
 */
export function classifyDocument(tipo: TipoDocumento, value: string): DocumentoClassificado | null {
  switch (tipo) {
    case 'CPF':
    case 'CNPJ': {
      const found = classifyTaxId(value);
      return found?.tipo === tipo ? found : null;
    }
    case 'ESTRANGEIRO': {
      const valor = normaliseForeignDocument(value);
      return valor === null ? null : { tipo, valor };
    }
    case 'EMAIL': {
      const valor = normaliseEmail(value);
      return valor === null ? null : { tipo, valor };
    }
  }
}

/**
 * spec §3 cpf_length: 14 for a CNPJ, 11 for a CPF, 0 without one on file.
 * @param cpf - the stored CPF/CNPJ digits, or null.
 */
export function cpfLength(cpf: string | null): number {
  return cpf?.length ?? 0;
}

/** Whether a stored document (digits) is a CNPJ (spec §3: cpf_length 14 means CNPJ). */
export function isCnpjLength(cpf: string | null): boolean {
  return cpfLength(cpf) === 14;
}
