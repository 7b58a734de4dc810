import { MSG } from '../messages.ts';

/**
 * The supplier choice, location and store texts: `SUPPLIERS_TEXT` of suppliers-messages.ts.
 * One export per text, read as `SUPPLIERS_TEXT.key` (ADR 0088): a bundle keeps only the texts it uses.
 */
export const cepSearchTitle = 'Informe seu CEP';
export const cepSearchHint =
  'Veja quais lojas entregam no seu endereço ou têm retirada perto de você.';
export const cepField = 'CEP';
export const cepPlaceholder = '00000-000';
export const search = 'Buscar lojas';
export const searching = 'Buscando lojas…';
export const resultsTitle = 'Lojas que atendem o CEP';
export const open = 'Abrir loja';
export const delivers = 'Entrega no endereço';
export const pickup = 'Retirada';
export const nearestStore = (nome: string, distancia: string) =>
  `Retirada em ${nome}, a ${distancia}`;
export const noNearbyStore = 'Sem loja de retirada próxima';
export const chooseSupplierTitle = 'Escolha a loja';
export const chooseSupplierHint =
  'Estas lojas atendem o seu endereço. Escolha por onde quer comprar.';
export const currentSupplier = 'Loja atual';
export const choose = 'Escolher';
export const locationTitle = 'Onde você está?';
export const locationHint =
  'Esta loja precisa do seu endereço para mostrar produtos, preços e prazos.';
export const locationSubmit = 'Continuar';
export const changeLocation = 'Trocar CEP';
export const yourLocation = (cep: string) => `Seu CEP: ${cep}`;
export const chooseStoreTitle = 'Escolha a loja para retirada';
export const chooseStoreHint = 'Lojas ordenadas pela distância do seu endereço.';
export const storeDistance = (distancia: string) => `a ${distancia}`;
export const close = 'Fechar';
export const noStores = 'Nenhuma loja de retirada disponível.';

// Spec §8 texts, by reference.
export const noSuppliers = MSG.noSuppliersForAddress;
export const otherSuppliersFailed = MSG.otherSuppliersLookupFailed;
export const serviceAreaFailed = MSG.serviceAreaLookupFailed;
export const supplierDoesNotServe = MSG.supplierDoesNotServeAddress;
export const notServedYourAddress = MSG.addressNotServedYourAddress;
export const notServedThisAddress = MSG.addressNotServed;
