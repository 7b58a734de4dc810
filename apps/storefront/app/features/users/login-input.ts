import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';

/**
 * Masks a login as it is typed: digits become a CPF (up to 11) or CNPJ (12–14) mask; anything
 * with a letter or '@' is an e-mail and stays as typed.
 */
export function maskLogin(value: string): string {
  if (/[a-z@]/i.test(value)) return value;
  const digits = value.replace(/\D/g, '').slice(0, 14);
  if (digits.length === 0) return '';
  return digits.length <= 11 ? formatCpf(digits) : formatCnpj(digits);
}
