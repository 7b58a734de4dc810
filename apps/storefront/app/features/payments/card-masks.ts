import { format } from '@react-input/mask';

const digit = { _: /\d/ } as const;
/** Card number: groups of four, up to 19 digits (the @react-input/mask formatter). */
export const maskCardNumber = (value: string) =>
  format(value.replace(/\D/g, '').slice(0, 19), {
    mask: '____ ____ ____ ____ ___',
    replacement: digit,
  }).trim();
/** Expiry MM/AA. */
export const maskExpiry = (value: string) =>
  format(value.replace(/\D/g, '').slice(0, 4), { mask: '__/__', replacement: digit });
/** CVC: 3 or 4 digits. */
export const maskCvc = (value: string) => value.replace(/\D/g, '').slice(0, 4);
