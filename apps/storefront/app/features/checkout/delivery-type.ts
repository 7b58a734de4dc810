import {
  availableDeliveryTypes,
  resolveDeliveryType,
  type TipoEntrega,
} from '@vitrine/domain/delivery/delivery-type';

/**
 * The delivery types the checkout offers and the one preselected (spec §4 Delivery): the
 * supplier's `tiposEntrega` from the API (its tags as a fallback), resolved by the domain's
 * `resolveDeliveryType` — only collect → RETIRADA, only delivery → DELIVERY, both → the
 * supplier's default. The API's list wins when it disagrees with the tags.
 */
export function checkoutDeliveryTypes(
  fornecedor:
    | {
        tag: readonly string[];
        tiposEntrega?: readonly TipoEntrega[];
        tipoEntregaPadrao?: TipoEntrega | null;
      }
    | undefined,
): { tipos: TipoEntrega[]; inicial: TipoEntrega } {
  const tags = fornecedor?.tag ?? [];
  const tipos = fornecedor?.tiposEntrega?.length
    ? [...fornecedor.tiposEntrega]
    : availableDeliveryTypes(tags);
  const resolved = resolveDeliveryType(tags, fornecedor?.tipoEntregaPadrao ?? tipos[0]);
  return { tipos, inicial: tipos.includes(resolved) ? resolved : (tipos[0] ?? resolved) };
}
