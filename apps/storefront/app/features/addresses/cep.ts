import { formatCep } from '@vitrine/domain/address-book';

/** Masks a CEP as it is shown: "01310100" → "01310-100" (at most 8 digits). */
export const maskCep = formatCep;
