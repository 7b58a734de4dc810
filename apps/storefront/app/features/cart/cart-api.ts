import type { Carrinho, CarrinhoBody } from '@vitrine/contract';
import { DEFAULT_SALES_CHANNEL, MSG } from '@vitrine/domain';
import { customerSegment, getAppConfig } from '~/lib/app-config';

/**
 * The cart's only HTTP calls, through the same-origin `/api` proxy (which adds the customer's
 * token): `GET|POST /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart` (spec §7 Cart).
 * Kept small on purpose: the typed contract client will replace these internals.
 */

/** Whose cart: one customer at one supplier. */
export interface CartOwner {
  idfornecedor: string;
  idcliente: number;
}

/** A cart call that failed: the server's pt-BR `mensagem` when it sent one. */
export class CartApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CartApiError';
  }
}

async function cartUrl(owner: CartOwner): Promise<string> {
  const config = await getAppConfig();
  const query = new URLSearchParams({
    idfornecedor: owner.idfornecedor,
    canalVenda: DEFAULT_SALES_CHANNEL,
  });
  return `/api/v2/app/${customerSegment(config, owner.idcliente)}/usuario/${owner.idcliente}/cart?${query}`;
}

async function readCart(res: Response, fallback: string): Promise<Carrinho> {
  const data: unknown = await res.json().catch(() => null);
  if (res.ok && data && typeof data === 'object') return data as Carrinho;
  const mensagem =
    data && typeof data === 'object' && 'mensagem' in data && typeof data.mensagem === 'string'
      ? data.mensagem
      : fallback;
  throw new CartApiError(mensagem, res.status);
}

/**
 * The server's cart of `owner`.
 *
 * @throws CartApiError with the server's message, or 'Não foi possível carregar nenhum produto
 *   para o carrinho.' (spec §8) when it sent none.
 */
export async function fetchCart(owner: CartOwner, signal?: AbortSignal): Promise<Carrinho> {
  const res = await fetch(await cartUrl(owner), {
    signal,
    headers: { accept: 'application/json' },
  });
  return readCart(res, MSG.cartLoadNoProducts);
}

/**
 * Saves the whole cart (it replaces the server's) and returns the server's priced cart.
 * `keepalive` lets the request outlive the page (a change made just before leaving it).
 *
 * @throws CartApiError with the server's message, or 'Não foi possivel salvar o carrinho'.
 */
export async function saveCart(
  owner: CartOwner,
  body: CarrinhoBody,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Carrinho> {
  const res = await fetch(await cartUrl(owner), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    keepalive,
  });
  return readCart(res, MSG.cartSaveFailed);
}
