import type { Carrinho, CarrinhoBody, ValidarCupomResposta } from '@vitrine/contract';
import { DEFAULT_SALES_CHANNEL } from '@vitrine/domain/constants';
import { MSG } from '@vitrine/domain/messages';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import { deliveryChoiceOf } from './delivery-choice-store';
import { paymentChoiceOf } from './payment-choice-store';

/**
 * The cart's only HTTP calls, through the typed browser client (the storefront's `/api/{call}`
 * endpoint adds the customer's token): `GET|POST /v2/app/{apptoken}{sep}{idcliente}/usuario/
 * {idcliente}/cart` (spec §7 Cart). Every call carries the buyer's delivery choice, so the
 * cart's `taxaEntrega` is the chosen form's fee.
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

/**
 * What a save may add to the cart query (spec §7 Cart): 'false'/'true' stops or restores the
 * automatic coupon; `modoRepeticaoPedido` adds a past order's products to the cart.
 */
export interface CartSaveQuery {
  cupomAplicacaoAutomatica?: 'true' | 'false';
  modoRepeticaoPedido?: number;
}

/** The buyer's delivery choice as cart query fields: the cart's fee is that form's (spec §3). */
function deliveryQuery(idfornecedor: string) {
  const choice = deliveryChoiceOf(idfornecedor);
  return {
    ...(choice.tipoEntrega ? { tipoentrega: choice.tipoEntrega } : {}),
    ...(choice.idendereco !== null ? { idendereco: choice.idendereco } : {}),
    ...(choice.idformaentrega !== null ? { idformaentrega: choice.idformaentrega } : {}),
  };
}

/**
 * The payment method chosen at a supplier that varies prices by it: the cart is priced for that
 * method (spec §6 support-price-variance-by-payment, §7 cart query idformapagamento).
 */
function paymentQuery(idfornecedor: string) {
  const idformapagamento = paymentChoiceOf(idfornecedor);
  return idformapagamento === null ? {} : { idformapagamento };
}

function cartInput(owner: CartOwner, extra: CartSaveQuery = {}) {
  return {
    params: { idcliente: owner.idcliente },
    query: {
      idfornecedor: owner.idfornecedor,
      canalVenda: DEFAULT_SALES_CHANNEL,
      ...deliveryQuery(owner.idfornecedor),
      ...paymentQuery(owner.idfornecedor),
      ...extra,
    },
  } as const;
}

/** The same error, as the cart reports it: the server's message, or the spec's fallback text. */
function cartError(error: unknown, fallback: string): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof BrowserApiError)
    return new CartApiError(error.serverMessage ?? fallback, error.status);
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
  { keepalive = false, query }: { keepalive?: boolean; query?: CartSaveQuery } = {},
): Promise<Carrinho> {
  try {
    return await callFromBrowser('cart.save', { ...cartInput(owner, query), body }, { keepalive });
  } catch (error) {
    throw cartError(error, MSG.cartSaveFailed);
  }
}

/**
 * Unlocks the cart an attendant negotiated (`POST …/cart/desbloquear`, spec §4 Cart flow): the
 * reply is the cart priced again at regular prices.
 *
 * @throws CartApiError with the server's message, or `fallback` when it sent none.
 */
export async function unlockCart(owner: CartOwner, fallback: string): Promise<Carrinho> {
  try {
    return await callFromBrowser('cart.unlock', cartInput(owner));
  } catch (error) {
    throw cartError(error, fallback);
  }
}

/**
 * Checks a manual coupon against the stored cart (`GET /v2/app/cupom-desconto/validar-desconto/
 * fornecedor/{idfornecedor}/cliente/{idcliente}/cupom/{codigo}`, spec §7 Coupons), against the
 * automatic coupon `automaticCode` when one applies (spec §5: a manual coupon must beat it).
 *
 * @throws CartApiError with the server's message, or 'Não foi possível verificar seu cupom'.
 */
export async function validateCoupon(
  owner: CartOwner,
  codigo: string,
  automaticCode: string | null,
): Promise<ValidarCupomResposta> {
  try {
    return await callFromBrowser('coupons.validate', {
      params: { idfornecedor: owner.idfornecedor, idcliente: owner.idcliente, codigo },
      query: {
        canalVenda: DEFAULT_SALES_CHANNEL,
        ...(automaticCode ? { codigocupomautomatico: automaticCode } : {}),
      },
    });
  } catch (error) {
    throw cartError(error, MSG.couponVerifyFailed);
  }
}
