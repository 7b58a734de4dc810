import { apiRoutes, type PedidoBodyInput } from '@vitrine/contract';
import { APP_MSG, MSG } from '@vitrine/domain/messages';
import { ApiError, callApi } from '~/lib/api.server';
import type { AuthSession } from '~/lib/session.server';
import type { SubmitOrderResult } from './submit-order-result';

/**
 * Order submission, server-side with the session's token (spec §5 duplicate check): the
 * checkout's JSON text `{ payload }`, sent to `POST /v2/app/{apptoken}/usuario/{idcliente}/
 * pedido/duplicidade`, then `POST …/pedido`. Never throws for the API's refusals: they come back
 * as `{ ok: false, mensagem }` with the server's pt-BR text.
 */
export async function submitOrder(
  text: string,
  auth: AuthSession | null,
): Promise<SubmitOrderResult> {
  let payload: PedidoBodyInput;
  try {
    ({ payload } = JSON.parse(text) as { payload: PedidoBodyInput });
  } catch {
    return { intent: 'submit-order', ok: false, mensagem: APP_MSG.invalidRequest };
  }
  if (!auth) return { intent: 'submit-order', ok: false, mensagem: MSG.sessionExpired };
  const input = { params: { idcliente: auth.idcliente }, body: payload };
  try {
    const check = await callApi(apiRoutes.orders.duplicateCheck, input, { auth });
    if (check.duplicado)
      return { intent: 'submit-order', ok: false, mensagem: check.mensagem ?? MSG.duplicateOrder };
    const pedido = await callApi(apiRoutes.orders.submit, input, { auth });
    return { intent: 'submit-order', ok: true, pedido };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { intent: 'submit-order', ok: false, mensagem: error.message };
  }
}
