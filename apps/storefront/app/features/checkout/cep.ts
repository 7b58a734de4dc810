import { onlyDigits } from '@vitrine/contract';

/** Masks a CEP as it is typed: "01310100" → "01310-100" (at most 8 digits). */
export function maskCep(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
