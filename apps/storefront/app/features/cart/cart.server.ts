import { apiRoutes, type Carrinho } from '@vitrine/contract';
import { DEFAULT_SALES_CHANNEL } from '@vitrine/domain/constants';
import { callApi, nullWhenRefused } from '~/lib/api.server';
import type { AuthSession } from '~/lib/session.server';
import { paymentChoiceOf } from './payment-choice.server';

/**
 * The customer's server cart at `idfornecedor`, read while the page renders on the server
 * (`GET /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart`, spec §7), priced for the
 * payment method of the buyer's cookie, as the browser's first cart load would be. A page that
 * shows the cart above the fold (the checkout) renders it from this instead of an empty place
 * the browser fills later, so nothing shifts when the browser's own cart arrives (issue 12 §5).
 * The delivery choice lives in the browser only: the browser's load, made right after, prices it.
 *
 * @returns the cart, or null when the API refused it (the browser then loads it and shows the
 *   reason, as before): a page never fails because its server-side cart did.
 * @throws ApiError 401 when the session ended (the caller treats the buyer as logged out); any
 *   error that is not an API reply (the API unreachable).
 */
export async function serverCart(
  request: Request,
  auth: Pick<AuthSession, 'token' | 'idcliente'>,
  idfornecedor: string,
): Promise<Carrinho | null> {
  const idformapagamento = paymentChoiceOf(request, idfornecedor);
  return callApi(
    apiRoutes.cart.get,
    {
      params: { idcliente: auth.idcliente },
      query: {
        idfornecedor,
        canalVenda: DEFAULT_SALES_CHANNEL,
        ...(idformapagamento === null ? {} : { idformapagamento }),
      },
    },
    { auth, signal: request.signal },
  ).catch(nullWhenRefused);
}
