import { format } from '@react-input/mask';

/**
 * The CEP inputs of every feature (address form, billing address, cart fee, provider home):
 * one mask, from the maintained mask library (@react-input/mask), and one completeness rule.
 */

/** The mask of a CEP input: five digits, a dash, three digits. */
export const CEP_MASK = { mask: '_____-___', replacement: { _: /\d/ } } as const;

/**
 * Masks a CEP input's value as it is typed, with the mask library's formatter (digits only,
 * "00000-000", extra digits dropped); also right for a pasted "01310100".
 */
export function maskCepInput(value: string): string {
  return format(value.replace(/\D/g, '').slice(0, 8), CEP_MASK);
}

/** The 8 digits of a typed CEP, or null while it is incomplete. */
export function completeCep(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 8 ? digits : null;
}
