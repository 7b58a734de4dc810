import type { PedidoBody } from '@vitrine/contract';
import {
  APP_MSG,
  CanalVenda,
  COUPON_MSG,
  CouponRefusal,
  isSalesChannelAllowed,
  type AppliedCoupon,
} from '@vitrine/domain';
import type { Tx } from '../../db/client.ts';
import { InvalidInputError, RefusedError } from '../../errors/app-errors.ts';
import type { PricedCart } from '../cart/cart-pricing.ts';
import type { StoredCart } from '../cart/cart-repository.ts';
import { chooseCouponForCart } from '../coupons/coupon-service.ts';
import { claimCouponUse, insertCouponUse } from '../coupons/coupons-repository.ts';
import { rewardReferrer } from '../coupons/referral.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';

/**
 * The negotiated cart an order must be made of: the customer's stored cart at the supplier when
 * it is locked, null otherwise (spec §4 Cart flow, §6 Attendant).
 * @throws InvalidInputError 'O canal MANUAL é exclusivo do atendimento' when the body asks for
 *   MANUAL without a negotiated cart.
 */
export function negotiatedCartOf(
  stored: StoredCart | null,
  body: Pick<PedidoBody, 'canalVenda'>,
): StoredCart | null {
  if (stored?.bloqueioAtendimento) return stored;
  if (!isSalesChannelAllowed(body.canalVenda, false))
    throw new InvalidInputError(APP_MSG.manualChannelForbidden, 'canalVenda');
  return null;
}

/**
 * The coupon of an order, chosen by the server on its own priced lines exactly as the cart
 * does: the body's manual `cupom` when it applies and beats the automatic one, else the best
 * automatic coupon unless the buyer removed it from the cart (`automaticEnabled`, the stored
 * cart's cupomAplicacaoAutomatica).
 * @throws RefusedError (campo cupom) with the coupon's own reason when the manual code does not
 *   apply (unknown, expired, exhausted, minimum…); a manual code beaten by the automatic coupon
 *   is not an error: the order gets the better one.
 */
export async function orderCoupon(
  tx: Tx,
  supplier: Tenant,
  actor: { idcliente: number },
  body: PedidoBody,
  priced: PricedCart,
  now: Date,
  automaticEnabled: boolean,
): Promise<AppliedCoupon | null> {
  const choice = await chooseCouponForCart(
    tx,
    {
      idfornecedor: supplier.idfornecedor,
      idcliente: actor.idcliente,
      idformapagamento: body.formaPagamento.idformapagto,
      canalVenda: CanalVenda.WEB,
      now,
    },
    priced,
    body.cupom ?? null,
    automaticEnabled,
  );
  const refused = choice.manualRefused;
  if (refused && refused.motivo !== CouponRefusal.AUTOMATIC_IS_BETTER)
    throw new RefusedError(refused.mensagem, 'cupom');
  return choice.applied;
}

/**
 * Records the coupon's use on the order, in the order's transaction: takes one use under the
 * total limit (exactly one of two racing orders wins the last use; the other is refused and
 * rolled back), writes the use with its discount, and rewards the referrer of a referral code.
 * Per-customer limits hold because the order transaction locks the customer first.
 * @throws RefusedError 'Este cupom já atingiu o limite de usos.' when the last use was taken.
 */
export async function recordCouponUse(
  tx: Tx,
  idfornecedor: string,
  actor: { idcliente: number },
  numpedido: number,
  applied: AppliedCoupon,
  now: Date,
): Promise<void> {
  if (!(await claimCouponUse(tx, applied.coupon.idcupom)))
    throw new RefusedError(COUPON_MSG.exhausted, 'cupom');
  await insertCouponUse(tx, {
    idcupom: applied.coupon.idcupom,
    idcliente: actor.idcliente,
    numpedido,
    descontoCentavos: applied.discount.desconto,
  });
  await rewardReferrer(tx, applied.coupon, idfornecedor, now);
}
