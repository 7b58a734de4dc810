import type { Carrinho, CarrinhoBody } from '@vitrine/contract';
import { DEFAULT_SALES_CHANNEL, MSG } from '@vitrine/domain';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';

/**
 * The cart's only HTTP calls, through the typed browser client (the storefront's `/api/{call}`
 * endpoint adds the customer's token): `GET|POST /v2/app/{apptoken}{sep}{idcliente}/usuario/
 * {idcliente}/cart` (spec §7 Cart).
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

function cartInput(owner: CartOwner) {
  return {
    params: { idcliente: owner.idcliente },
    query: { idfornecedor: owner.idfornecedor, canalVenda: DEFAULT_SALES_CHANNEL },
  } as const;
}

/** The same error, as the cart reports it: the server's message, or the spec's fallback text. */
function cartError(error: unknown, fallback: string): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof BrowserApiError) return new CartApiError(error.serverMessage ?? fallback, error.status);
  return new CartApiError(fallback, 0);
}

/**
 * The server's cart of `owner` (`GET /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart`).
 *
 * @throws CartApiError with the server's message, or 'Não foi possível carregar nenhum produto
 *   para o carrinho.' (spec §8) when it sent none.
 */
export async function fetchCart(owner: CartOwner, signal?: AbortSignal): Promise<Carrinho> {
  try {
    return await callFromBrowser('cart.get', cartInput(owner), { signal });
  } catch (error) {
    throw cartError(error, MSG.cartLoadNoProducts);
  }
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
  try {
    return await callFromBrowser('cart.save', { ...cartInput(owner), body }, { keepalive });
  } catch (error) {
    throw cartError(error, MSG.cartSaveFailed);
  }
}
