import { format } from '@react-input/mask';
import { formatCep } from '@vitrine/domain';

/** Masks a CEP as it is shown: "01310100" → "01310-100" (at most 8 digits). */
export const maskCep = formatCep;

/** The mask of the CEP input (@react-input/mask): five digits, a dash, three digits. */
export const CEP_MASK = { mask: '_____-___', replacement: { _: /\d/ } } as const;

/** The 8 digits of a typed CEP, or null while it is incomplete. */
export function completeCep(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 8 ? digits : null;
}

/**
 * Masks a CEP input's value as it is typed, with the mask library's formatter (digits only,
 * "00000-000", extra digits dropped); also right for a pasted "01310100".
 */
export function maskCepInput(value: string): string {
  return format(value.replace(/\D/g, '').slice(0, 8), CEP_MASK);
}
