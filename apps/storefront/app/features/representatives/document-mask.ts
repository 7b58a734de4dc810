import { formatCNPJ, formatCPF } from '@brazilian-utils/brazilian-utils';

/** A CPF (11 digits) or CNPJ (14 digits) with its mask; other values unchanged. */
export function formatCpfCnpj(digits: string): string {
  if (digits.length === 11) return formatCPF(digits);
  if (digits.length === 14) return formatCNPJ(digits);
  return digits;
}
