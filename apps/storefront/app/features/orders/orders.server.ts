import { data } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain/messages';
import { isAwaitingPixPayment } from '@vitrine/domain/payments';
import { ApiError, callApi } from '~/lib/api.server';
import type { AuthSession } from '~/lib/session.server';
import type { PedidoDetalhe } from '@vitrine/contract';

export interface OrderWithPix {
  pedido: PedidoDetalhe;
  /** The Pix code while the order awaits a Pix payment; null otherwise. */
  pix: {
    copiaECola: string;
    qrCode: string | null;
    valor: number | null;
    expiraEm: string | null;
  } | null;
  pixError: string | null;
}

/** A positive integer order number from a route param, or a 404. */
export function orderNumber(param: string | undefined): number {
  const n = Number(param);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)
    throw data(APP_MSG.orderNotFound, { status: 404 });
  return n;
}

/**
 * The order (`GET /v4/app/orders/get-order/{numpedido}`) and, while it awaits a Pix payment,
 * its Pix code: the one the order already carries, else a fresh one from
 * `POST /v4/payment/generate-receipt/{numorder}/{idclient}` — server-side, with the session.
 * @throws a 404 response when the API does not find the order (or it is another customer's).
 */
export async function loadOrderWithPix(
  auth: AuthSession,
  numpedido: number,
): Promise<OrderWithPix> {
  let pedido: PedidoDetalhe;
  try {
    pedido = await callApi(apiRoutes.orders.detail, { params: { numpedido } }, { auth });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      throw data(error.message, { status: 404 });
    }
    throw error;
  }
  const awaitingPix = isAwaitingPixPayment({
    status: pedido.status,
    tipoFormaPagamento: pedido.formaPagamento.tipo,
    statusPagamento: pedido.pagamento?.status ?? null,
  });
  if (!awaitingPix) return { pedido, pix: null, pixError: null };
  const stored = pedido.pagamento;
  if (stored?.copiaECola) {
    return {
      pedido,
      pix: {
        copiaECola: stored.copiaECola,
        qrCode: stored.qrCode ?? null,
        valor: pedido.totalpedido,
        expiraEm: null,
      },
      pixError: null,
    };
  }
  try {
    const recibo = await callApi(
      apiRoutes.payments.pixReceipt,
      { params: { numorder: numpedido, idclient: auth.idcliente } },
      { auth },
    );
    // A boleto order's receipt is shown by the payments feature (it has no Pix code).
    if (recibo.tipo !== 'PIX') return { pedido, pix: null, pixError: null };
    return {
      pedido,
      pix: {
        copiaECola: recibo.copiaECola,
        qrCode: recibo.qrCode,
        valor: recibo.valor,
        expiraEm: recibo.expiraEm ?? null,
      },
      pixError: null,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { pedido, pix: null, pixError: error.message };
  }
}

/**
 * Loader body of the order pages: the session's order `numpedido` with its Pix code, or
 * `{ order: null }` for a visitor (the page then asks to log in).
 * @throws Response 404 for a malformed number or an order that is not the customer's.
 */
export async function loadOrderPage(
  auth: AuthSession | null,
  numpedidoParam: string | undefined,
): Promise<{ order: OrderWithPix | null }> {
  const numpedido = orderNumber(numpedidoParam);
  if (!auth) return { order: null };
  return { order: await loadOrderWithPix(auth, numpedido) };
}
