import { apiRoutes, type Endereco, type Fornecedor } from '@vitrine/contract';
import { defaultAddressId } from '@vitrine/domain/address-book';
import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { callApi, nullWhenRefused } from '~/lib/api.server';
import type { AuthSession } from '~/lib/session.server';
import { checkoutDeliveryTypes } from './delivery-type';
import type { DeliveryPreview } from './delivery-preview';

/**
 * The delivery lookup the checkout starts with, made on the server (`GET /v4/app/{apptoken}{sep}
 * {idcliente}/formas-entrega/{idfornecedor}`, spec §7): the supplier's preselected type and the
 * customer's preselected address, as `useCheckout` picks them in the browser.
 *
 * @returns the preview, or null when the checkout starts with no lookup (delivery to no address
 *   with a CEP) or the API refused it (the browser looks up and shows why, as before).
 * @throws ApiError 401 when the session ended; any error that is not an API reply.
 */
export async function deliveryPreview(
  request: Request,
  auth: Pick<AuthSession, 'token' | 'idcliente'>,
  fornecedor: Fornecedor,
  enderecos: Endereco[],
): Promise<DeliveryPreview | null> {
  const tipoEntrega = checkoutDeliveryTypes(fornecedor).inicial;
  const idendereco = defaultAddressId(fornecedor.tag, enderecos);
  const endereco = enderecos.find((e) => e.idendereco === idendereco);
  if (tipoEntrega !== TipoEntrega.RETIRADA && !endereco?.cep) return null;
  const data = await callApi(
    apiRoutes.delivery.forms,
    {
      params: { idfornecedor: fornecedor.idfornecedor },
      query: { tipoEntrega, idendereco: idendereco ?? undefined },
    },
    { auth, signal: request.signal },
  ).catch(nullWhenRefused);
  return data && { lookup: { tipoEntrega, idendereco }, data };
}

/**
 * The customer's addresses (`GET /v1/app/{apptoken}{sep}{idcliente}/enderecos`, spec §7) and, for
 * them, the checkout's first delivery lookup (`deliveryPreview`) and whatever else the page reads
 * for them (`alongside`, e.g. the billing address), side by side.
 * @throws ApiError when the addresses cannot be read (401 when the session ended); what
 *   `deliveryPreview` or `alongside` throws.
 */
export async function addressesAndDelivery<T>(
  request: Request,
  auth: Pick<AuthSession, 'token' | 'idcliente'>,
  fornecedor: Fornecedor,
  alongside: (enderecos: Endereco[]) => Promise<T>,
): Promise<readonly [Endereco[], DeliveryPreview | null, T]> {
  const enderecos = await callApi(apiRoutes.addresses.list, {}, { auth, signal: request.signal });
  const [entrega, more] = await Promise.all([
    deliveryPreview(request, auth, fornecedor, enderecos),
    alongside(enderecos),
  ]);
  return [enderecos, entrega, more];
}
