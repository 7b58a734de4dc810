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
