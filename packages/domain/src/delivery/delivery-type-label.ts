import { TipoEntrega } from './delivery-type.ts';

/** The one label of each delivery type, everywhere (checkout, cart, orders). */
export const DELIVERY_TYPE_LABEL: Record<TipoEntrega, string> = {
  [TipoEntrega.DELIVERY]: 'Entrega no endereço',
  [TipoEntrega.RETIRADA]: 'Retirada na loja',
};

/** The label of a delivery type as the API sent it; the raw value for an unknown one. */
export function deliveryTypeLabel(tipo: string): string {
  return Object.hasOwn(DELIVERY_TYPE_LABEL, tipo) ? DELIVERY_TYPE_LABEL[tipo as TipoEntrega] : tipo;
}
