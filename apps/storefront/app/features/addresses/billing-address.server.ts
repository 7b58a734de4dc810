import { apiRoutes, type Endereco, type Fornecedor } from '@vitrine/contract';
import { defaultAddressId } from '@vitrine/domain/address-book';
import { callApi, nullWhenRefused } from '~/lib/api.server';
import type { AuthSession } from '~/lib/session.server';
import type { BillingAddressInitial } from './billing-address-fields';

/**
 * The billing address of the customer's preselected address, read on the server
 * (`GET /v2/app/{apptoken}{sep}{id}/enderecos/{idendereco}/faturamento`, spec §3), so the page
 * is rendered with its billing fields instead of drawing them after a browser request.
 * @returns null when no address is preselected or the API refused it (the browser asks again).
 * @throws ApiError 401 when the session ended; any error that is not an API reply.
 */
export async function billingPreview(
  request: Request,
  auth: Pick<AuthSession, 'token' | 'idcliente'>,
  tag: Fornecedor['tag'],
  enderecos: Endereco[],
): Promise<BillingAddressInitial | null> {
  const idendereco = defaultAddressId(tag, enderecos) ?? enderecos[0]?.idendereco;
  if (idendereco === undefined) return null;
  const faturamento = await callApi(
    apiRoutes.addresses.billing,
    { params: { idendereco } },
    { auth, signal: request.signal },
  ).catch(nullWhenRefused);
  return faturamento && { idendereco, faturamento };
}
