import { MSG } from './messages.ts';
import { onFirstUse } from './on-first-use.ts';

/**
 * pt-BR texts of the supplier-by-location features: the provider home's "Informe seu CEP", the
 * supplier-selection, location (address gate) and store-selection modals. The spec's own texts
 * (§8 Delivery and address) stay in `MSG` and are reused here by reference, never re-typed.
 * @see spec §2 Modals (Supplier selection, Store selection), Access gates; §4 Address to supplier
 */
export const SUPPLIERS_TEXT = {
  cepSearchTitle: 'Informe seu CEP',
  cepSearchHint: 'Veja quais lojas entregam no seu endereço ou têm retirada perto de você.',
  cepField: 'CEP',
  cepPlaceholder: '00000-000',
  search: 'Buscar lojas',
  searching: 'Buscando lojas…',
  resultsTitle: 'Lojas que atendem o CEP',
  open: 'Abrir loja',
  delivers: 'Entrega no endereço',
  pickup: 'Retirada',
  nearestStore: (nome: string, distancia: string) => `Retirada em ${nome}, a ${distancia}`,
  noNearbyStore: 'Sem loja de retirada próxima',
  chooseSupplierTitle: 'Escolha a loja',
  chooseSupplierHint: 'Estas lojas atendem o seu endereço. Escolha por onde quer comprar.',
  currentSupplier: 'Loja atual',
  choose: 'Escolher',
  locationTitle: 'Onde você está?',
  locationHint: 'Esta loja precisa do seu endereço para mostrar produtos, preços e prazos.',
  locationSubmit: 'Continuar',
  changeLocation: 'Trocar CEP',
  yourLocation: (cep: string) => `Seu CEP: ${cep}`,
  chooseStoreTitle: 'Escolha a loja para retirada',
  chooseStoreHint: 'Lojas ordenadas pela distância do seu endereço.',
  storeDistance: (distancia: string) => `a ${distancia}`,
  close: 'Fechar',
  noStores: 'Nenhuma loja de retirada disponível.',
  // Spec §8 texts, by reference.
  noSuppliers: MSG.noSuppliersForAddress,
  otherSuppliersFailed: MSG.otherSuppliersLookupFailed,
  serviceAreaFailed: MSG.serviceAreaLookupFailed,
  supplierDoesNotServe: MSG.supplierDoesNotServeAddress,
  notServedYourAddress: MSG.addressNotServedYourAddress,
  notServedThisAddress: MSG.addressNotServed,
} as const;

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
