import { onFirstUse } from './on-first-use.ts';
import * as SUPPLIERS_TEXT from './texts/suppliers.ts';

/**
 * pt-BR texts of the supplier-by-location features: the provider home's "Informe seu CEP", the
 * supplier-selection, location (address gate) and store-selection modals. The spec's own texts
 * (§8 Delivery and address) stay in `MSG` and are reused here by reference, never re-typed.
 * @see spec §2 Modals (Supplier selection, Store selection), Access gates; §4 Address to supplier
 */
export { SUPPLIERS_TEXT };

const KM = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/**
 * A distance in metres as a pt-BR text: "850 m" below 1 km, else kilometres with one decimal
 * ("1,2 km", "12,0 km"), the number and unit joined by a no-break space.
 * @param meters - a non-negative distance in metres.
 */
export function distanceText(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)}\u00a0m`;
  return `${KM().format(Math.round(meters / 100) / 10)}\u00a0km`;
}

/** A CEP of 8 digits shown with its dash ("01310100" → "01310-100"); other input unchanged. */
export function cepText(cep: string): string {
  const digits = cep.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}

/** The API's own refusals of the supplier module (not in the spec), pt-BR. */
export const SUPPLIERS_API_MSG = {
  invalidServiceArea: 'Área de atendimento inválida',
  addressRequiresLogin: 'Entre na sua conta para usar um endereço salvo',
} as const;

/** Error codes of the location checks, sent as `codigo` with the 422. @see spec §8 Delivery and address */
export const LOCATION_ERROR_CODE = {
  /** The supplier does not serve the location: 'O fornecedor não atende no endereço informado'. */
  ADDRESS_NOT_SERVED: 'ADDRESS_NOT_SERVED',
  /** Same, for a business customer's (CNPJ) saved address: the invalid business-tax-id address flag. */
  INVALID_CNPJ_ADDRESS: 'INVALID_CNPJ_ADDRESS',
} as const;
