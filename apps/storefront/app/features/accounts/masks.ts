import { format } from '@react-input/mask';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';

const digit = { _: /\d/ } as const;

/** Masks a CPF as typed: 000.000.000-00 (the documents library's formatter). */
export const maskCpf = (value: string) => formatCpf(value.replace(/\D/g, '').slice(0, 11));
/** Masks a CNPJ as typed: 00.000.000/0000-00. */
export const maskCnpj = (value: string) => formatCnpj(value.replace(/\D/g, '').slice(0, 14));

/** Masks a Brazilian phone as typed: (11) 3333-4444 or (11) 98888-7777 (the mask library's formatter). */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits.length === 0) return '';
  const mask = digits.length <= 10 ? '(__) ____-____' : '(__) _____-____';
  return format(digits, { mask, replacement: digit }).replace(/[\s()-]*_.*$/, '');
}

/**
 * Masks a login as typed (the recovery form): digits become a CPF or CNPJ mask, anything with a
 * letter or '@' is an e-mail and stays as typed.
 */
export function maskLogin(value: string): string {
  if (/[a-z@]/i.test(value)) return value;
  const digits = value.replace(/\D/g, '').slice(0, 14);
  if (digits.length === 0) return '';
  return digits.length <= 11 ? formatCpf(digits) : formatCnpj(digits);
}
