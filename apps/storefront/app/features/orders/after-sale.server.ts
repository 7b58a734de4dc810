import { data } from 'react-router';
import {
  apiRoutes,
  type ContractRoute,
  type FiltrosPedidos,
  type PedidosClienteResposta,
  type RouteInput,
} from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain/messages';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import { ApiError, callApi, urlOf } from '~/lib/api.server';
import type { AuthSession } from '~/lib/session.server';

/**
 * The order list's filters (the contract's FiltrosPedidos) as they travel in the page's URL, raw
 * strings ('' when unset; the API validates them), and the page.
 */
export type OrderListParams = Record<keyof FiltrosPedidos, string> & { pagina: number };

/** The filters of the page's URL search params; empty strings for the unset ones. */
export function orderListParams(url: URL): OrderListParams {
  const get = (k: string) => (url.searchParams.get(k) ?? '').slice(0, 40);
  const pagina = Number(get('pagina'));
  return {
    status: get('status'),
    de: get('de'),
    ate: get('ate'),
    canal: get('canal'),
    pagina: Number.isSafeInteger(pagina) && pagina > 0 ? pagina : 1,
  };
}

/**
 * One page of the customer's orders with the URL's filters; a filter the API refuses (a reversed
 * period) gives its pt-BR message and no rows instead of an error page.
 */
export async function loadOrderList(
  auth: AuthSession,
  params: OrderListParams,
): Promise<{ lista: PedidosClienteResposta; erro: string | null }> {
  try {
    const lista = await callApi(
      apiRoutes.orders.list,
      {
        params: { idcliente: auth.idcliente },
        query: {
          status: params.status || undefined,
          de: params.de || undefined,
          ate: params.ate || undefined,
          canal: params.canal || undefined,
          pagina: params.pagina,
        } as RouteInput<typeof apiRoutes.orders.list>['query'],
      },
      { auth },
    );
    return { lista, erro: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return {
        lista: { pedidos: [], pagina: 1, porPagina: 20, total: 0, totalPaginas: 0 },
        erro: error.message,
      };
    throw error;
  }
}

/**
 * A file reply of the API (DANFE, XML, export) passed through to the browser with its type and
 * name; the session's token is added server-side. A refusal becomes an error response with the
 * API's pt-BR message (404 for another customer's order).
 */
export async function fetchApiFile(
  route: ContractRoute,
  input: { params?: object; body?: object },
  auth: AuthSession,
): Promise<Response> {
  const url = urlOf(route, input, auth.idcliente);
  const res = await fetch(url, {
    method: route.method,
    headers: {
      authorization: `Bearer ${auth.token}`,
      ...(input.body ? { 'content-type': 'application/json' } : {}),
    },
    body: input.body ? JSON.stringify(input.body) : undefined,
  });
  if (!res.ok) {
    let mensagem: string = APP_MSG.internalError;
    try {
      const body = (await res.json()) as { mensagem?: unknown };
      if (typeof body.mensagem === 'string') mensagem = body.mensagem;
    } catch {
      // Not JSON: keep the generic text.
    }
    throw data(mensagem, { status: res.status === 403 ? 404 : res.status });
  }
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: 200, headers });
}

/** What an order-page action answers: a pt-BR message, success or failure. */
export interface OrderActionResult {
  ok: boolean;
  mensagem: string;
  intent: string;
}

/**
 * Runs one of the order page's actions for the session customer: `avaliar` (form-encoded to
 * `POST /v1/app/{idcliente}/pedido/{numpedido}/avaliar`, spec §7), `cancelar`, `aceitar-orcamento`.
 */
export async function runOrderAction(
  auth: AuthSession,
  numpedido: number,
  form: FormData,
): Promise<OrderActionResult> {
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'avaliar') {
      const body = new URLSearchParams({
        estrelas: String(form.get('estrelas') ?? ''),
        comentario: String(form.get('comentario') ?? '').slice(0, 2000),
      });
      const url = urlOf(apiRoutes.orders.rate, {
        params: { idcliente: auth.idcliente, numpedido },
      });
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${auth.token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      const reply = (await res.json().catch(() => ({}))) as { mensagem?: string };
      return {
        ok: res.ok,
        intent,
        mensagem: reply.mensagem ?? (res.ok ? AFTER_SALE_TEXT.rateThanks : APP_MSG.internalError),
      };
    }
    if (intent === 'cancelar') {
      await callApi(apiRoutes.orders.cancel, { params: { numpedido } }, { auth });
      return { ok: true, intent, mensagem: AFTER_SALE_TEXT.cancelled };
    }
    if (intent === 'aceitar-orcamento') {
      await callApi(apiRoutes.orders.acceptQuote, { params: { numpedido } }, { auth });
      return { ok: true, intent, mensagem: AFTER_SALE_TEXT.quoteAccepted };
    }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, intent, mensagem: error.message };
    throw error;
  }
  return { ok: false, intent, mensagem: APP_MSG.invalidRequest };
}
