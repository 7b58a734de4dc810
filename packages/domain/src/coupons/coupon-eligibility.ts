import { type Centavos } from '../money.ts';
import { COUPON_MSG, couponMinimumText, couponNotYetValidText } from './coupon-messages.ts';
import { TipoCupom, type Coupon, type CouponContext } from './coupon-types.ts';

/** Why a coupon cannot be used. */
export const CouponRefusal = {
  NOT_FOUND: 'NOT_FOUND',
  INACTIVE: 'INACTIVE',
  NOT_YET_VALID: 'NOT_YET_VALID',
  EXPIRED: 'EXPIRED',
  EXHAUSTED: 'EXHAUSTED',
  CUSTOMER_LIMIT: 'CUSTOMER_LIMIT',
  FIRST_ORDER_ONLY: 'FIRST_ORDER_ONLY',
  OWN_REFERRAL: 'OWN_REFERRAL',
  PAYMENT_METHOD: 'PAYMENT_METHOD',
  CHANNEL: 'CHANNEL',
  EMPTY_CART: 'EMPTY_CART',
  MINIMUM: 'MINIMUM',
  NO_ELIGIBLE_LINES: 'NO_ELIGIBLE_LINES',
  AUTOMATIC_IS_BETTER: 'AUTOMATIC_IS_BETTER',
  LOCKED_CART: 'LOCKED_CART',
} as const;
export type CouponRefusal = (typeof CouponRefusal)[keyof typeof CouponRefusal];

/** A refusal with the pt-BR text the buyer reads (the "server's error text" of spec §5). */
export interface CouponRefused {
  motivo: CouponRefusal;
  mensagem: string;
}

const refused = (motivo: CouponRefusal, mensagem: string): CouponRefused => ({ motivo, mensagem });

/**
 * Checks the rules that do not depend on the cart's lines: active, validity window, total and
 * per-customer usage limits, first order only, referral ownership, exclusivity, payment method
 * and sales channel. A reward coupon of another customer reads as not found (it is not theirs
 * to know about).
 * @returns null when usable, else the refusal.
 * @see spec §5 coupon must be valid, §8 Coupon
 */
export function checkCouponAccess(coupon: Coupon, ctx: CouponContext): CouponRefused | null {
  if (coupon.idclienteExclusivo !== null && coupon.idclienteExclusivo !== ctx.idcliente)
    return refused(CouponRefusal.NOT_FOUND, COUPON_MSG.notFound);
  if (!coupon.ativo) return refused(CouponRefusal.INACTIVE, COUPON_MSG.expired);
  if (coupon.validoDe !== null && ctx.now < coupon.validoDe)
    return refused(CouponRefusal.NOT_YET_VALID, couponNotYetValidText(coupon.validoDe));
  if (coupon.validoAte !== null && ctx.now > coupon.validoAte)
    return refused(CouponRefusal.EXPIRED, COUPON_MSG.expired);
  if (coupon.tipo === TipoCupom.INDICACAO && coupon.idclienteIndicador === ctx.idcliente)
    return refused(CouponRefusal.OWN_REFERRAL, COUPON_MSG.ownReferral);
  if (coupon.somentePrimeiroPedido && ctx.pedidosDoCliente > 0)
    return refused(CouponRefusal.FIRST_ORDER_ONLY, COUPON_MSG.firstOrderOnly);
  if (coupon.limiteUsoTotal !== null && coupon.usos >= coupon.limiteUsoTotal)
    return refused(CouponRefusal.EXHAUSTED, COUPON_MSG.exhausted);
  if (coupon.limiteUsoPorCliente !== null && ctx.usosDoCliente >= coupon.limiteUsoPorCliente)
    return refused(CouponRefusal.CUSTOMER_LIMIT, COUPON_MSG.customerLimit);
  if (
    coupon.formasPagamento.length > 0 &&
    ctx.idformapagamento !== null &&
    !coupon.formasPagamento.includes(ctx.idformapagamento)
  )
    return refused(CouponRefusal.PAYMENT_METHOD, COUPON_MSG.paymentMethod);
  if (coupon.canaisVenda.length > 0 && !coupon.canaisVenda.includes(ctx.canalVenda))
    return refused(CouponRefusal.CHANNEL, COUPON_MSG.channel);
  return null;
}

/**
 * Checks the cart-dependent rules: a cart with items, the minimum order value (against the
 * items total, gift packaging included) and at least one line the coupon reaches.
 * @param totalCompras - items total, centavos.
 * @param descontavel - subtotal of the lines the coupon reaches, centavos.
 */
export function checkCouponCart(
  coupon: Coupon,
  totalCompras: Centavos,
  descontavel: Centavos,
  lineCount: number,
): CouponRefused | null {
  if (lineCount === 0) return refused(CouponRefusal.EMPTY_CART, COUPON_MSG.emptyCart);
  if (totalCompras < coupon.valorMinimoPedido)
    return refused(CouponRefusal.MINIMUM, couponMinimumText(coupon.valorMinimoPedido));
  if (descontavel === 0)
    return refused(CouponRefusal.NO_ELIGIBLE_LINES, COUPON_MSG.noEligibleLines);
  return null;
}
