import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';

/**
 * The CEP inputs of every feature (address form, billing address, cart fee, provider home):
 * one mask, from @brazilian-utils (the library of the CPF and CNPJ masks, ADR 0085), and one
 * completeness rule.
 */

/**
 * Masks a CEP input's value as it is typed, with the library's formatter (digits only,
 * "00000-000", extra digits dropped); also right for a pasted "01310100".
 */
export function maskCepInput(value: string): string {
  return formatCep(value.replace(/\D/g, '').slice(0, 8));
}

/** The 8 digits of a typed CEP, or null while it is incomplete. */
export function completeCep(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 8 ? digits : null;
}
