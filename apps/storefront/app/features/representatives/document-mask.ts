import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';

/** A CPF (11 digits) or CNPJ (14 digits) with its mask; other values unchanged. */
export function formatCpfCnpj(digits: string): string {
  if (digits.length === 11) return formatCpf(digits);
  if (digits.length === 14) return formatCnpj(digits);
  return digits;
}
