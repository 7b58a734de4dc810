import type { Carrinho, CarrinhoQuery } from '@vitrine/contract';
import {
  APP_MSG,
  cartTotals,
  isSalesChannelAllowed,
  salesChannelOf,
  type CanalVenda,
  choiceDiscount,
  resolveDeliveryType,
  type CartCouponChoice,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { InvalidInputError } from '../../errors/app-errors.ts';
import { chooseCouponForCart } from '../coupons/coupon-service.ts';
import { cartDeliveryFee } from '../delivery/cart-delivery-fee.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { priceRequestedLines, toCarrinho, type PricedCart } from './cart-pricing.ts';
import { findSellableProducts, type StoredCart } from './cart-repository.ts';
import { varyProductRows } from '../payment-methods/price-variance.ts';

/** No coupon: what a locked (negotiated) cart, or a cart without one, carries. */
const NO_COUPON: CartCouponChoice = { applied: null, automatic: null, manualRefused: null };

/** Who is looking at the cart, and how (the §7 cart query). */
export interface CartRequest {
  supplier: Tenant;
  idcliente: number;
  query: CarrinhoQuery;
  now: Date;
}

/**
 * The channel a cart is bought through: MANUAL while it is a negotiated (locked) cart, else WEB.
 * @throws InvalidInputError 'O canal MANUAL é exclusivo do atendimento' when the query asks for
 *   MANUAL on a cart that is not locked.
 * @see spec §6 Attendant, §9 sales channel in attendant mode
 */
export function cartChannel(query: CarrinhoQuery, locked: boolean): CanalVenda {
  if (!isSalesChannelAllowed(query.canalVenda, locked))
    throw new InvalidInputError(APP_MSG.manualChannelForbidden, 'canalVenda');
  return salesChannelOf(locked);
}

/**
 * A cart priced from its stored lines (attendant prices included), sellable products only, at
 * the prices of the chosen payment method (`ajusteBp`, see payment-methods/price-variance.ts).
 */
export async function priceStoredCart(
  db: DbOrTx,
  supplier: Tenant,
  stored: StoredCart | null,
  ajusteBp = 0,
): Promise<PricedCart> {
  const itens = stored?.itens ?? [];
  const rows = varyProductRows(
    await findSellableProducts(
      db,
      supplier.idfornecedor,
      itens.map((i) => i.idproduto),
    ),
    ajusteBp,
  );
  return priceRequestedLines(itens, rows, supplier.tags);
}

/**
 * The §3 Cart reply for a priced cart: chooses its coupon (none while locked: the negotiated
 * deal is final), recomputes the totals with the discount (domain `cartTotals`) and fills every
 * §3 field. Read-only.
 * @param manualCode - the manual coupon code of the cart.
 * @param automaticEnabled - cupomAplicacaoAutomatica in effect.
 * @param mensagem - the save's warning (dropped/adjusted lines), if any.
 */
export async function cartReply(
  db: DbOrTx,
  request: CartRequest,
  priced: PricedCart,
  cart: {
    stored: StoredCart | null;
    observacao: string | null;
    numPedidoCliente: string | null;
    manualCode: string | null;
    automaticEnabled: boolean;
    mensagem?: string;
  },
): Promise<Carrinho> {
  const locked = cart.stored?.bloqueioAtendimento ?? false;
  const canalVenda = cartChannel(request.query, locked);
  const choice = locked
    ? NO_COUPON
    : await chooseCouponForCart(
        db,
        {
          idfornecedor: request.supplier.idfornecedor,
          idcliente: request.idcliente,
          idformapagamento: request.query.idformapagamento ?? null,
          canalVenda,
          now: request.now,
        },
        priced,
        cart.manualCode,
        cart.automaticEnabled,
      );
  const tipoEntrega = resolveDeliveryType(
    request.supplier.tags,
    request.query.tipoentrega ?? cart.stored?.entrega.tipoEntrega ?? null,
  );
  const delivery = await cartDeliveryFee(
    db,
    request.supplier,
    {
      idcliente: request.idcliente,
      tipoEntrega,
      idendereco: request.query.idendereco ?? cart.stored?.entrega.idendereco ?? null,
      idformaentrega: request.query.idformaentrega ?? cart.stored?.entrega.idformaentrega ?? null,
    },
    priced.totals.totalItens,
  );
  const totals = cartTotals(
    priced.lines.map((l) => l.price),
    delivery.taxaCentavos,
    choiceDiscount(choice),
  );
  return toCarrinho(
    request.supplier.idfornecedor,
    { ...priced, totals },
    {
      observacao: cart.observacao,
      numPedidoCliente: cart.numPedidoCliente,
      mensagem: cart.mensagem,
      tipoEntrega,
      delivery,
      canalVenda,
      choice,
      automaticEnabled: cart.automaticEnabled,
      locked,
      atendente: cart.stored?.atendente ?? null,
    },
  );
}
