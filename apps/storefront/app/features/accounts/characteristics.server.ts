import { apiRoutes, type Caracteristica } from '@vitrine/contract';
import { callApi, nullWhenRefused } from '~/lib/api.server';

/**
 * The supplier's order characteristics, read on the server
 * (`GET /v4/caracteristica-pedido/todas/{idfornecedor}`, spec §3 Order payload caracteristicas),
 * so the checkout is rendered with their fields instead of drawing them after a browser request
 * (ADR 0050's rule: the page renders complete). An anonymous call: the reply is the same for
 * every buyer, so the storefront's reply cache keeps it as long as the API allows.
 * @returns null when the API refused it (the browser asks again and shows why).
 * @throws any error that is not an API reply.
 */
export function orderCharacteristicsPreview(
  request: Request,
  idfornecedor: string,
): Promise<Caracteristica[] | null> {
  return callApi(
    apiRoutes.accounts.orderCharacteristics,
    { params: { id: idfornecedor } },
    { signal: request.signal },
  ).catch(nullWhenRefused);
}
