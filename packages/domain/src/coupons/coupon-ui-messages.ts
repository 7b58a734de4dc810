import { formatBRL, type Centavos } from '../money.ts';
import * as COUPON_TEXT from '../texts/coupon.ts';

/**
 * pt-BR texts of the buyer's coupon screens: the coupon modal (spec §2 "Coupon"), the coupon
 * lines of the cart, the Coupons screen and the referral card. The spec's own coupon texts
 * ('Não foi possível verificar seu cupom', the better-automatic-coupon text) stay in `MSG`;
 * why a coupon does not apply is in `COUPON_MSG`.
 */
export { COUPON_TEXT };

/** "−R$ 12,50" — a discount amount. @param desconto - centavos. */
export function discountAmountText(desconto: Centavos): string {
  return `−${formatBRL(desconto)}`;
}

/** "Desconto do cupom −R$ 12,50" — the discount line as one phrase (screen readers, line notes). @param desconto - centavos. */
export function couponDiscountLineText(desconto: Centavos): string {
  return `${COUPON_TEXT.discountLine} ${discountAmountText(desconto)}`;
}

/** "Código: BEMVINDO10" on a coupon card. */
export function couponCodeLabel(codigo: string): string {
  return `Código: ${codigo}`;
}

/** "Válido até 31/12/2026". @param date - already formatted dd/mm/aaaa. */
export function couponValidUntilText(date: string): string {
  return `Válido até ${date}`;
}

/** "Usar o cupom automático FRETE5 de novo" — re-enables the automatic coupon. */
export function enableAutomaticCouponText(codigo: string): string {
  return `Usar o cupom automático ${codigo} de novo`;
}

/** "Usar cupom BEMVINDO10" — the accessible name of a coupon card's button. */
export function applyCouponLabel(codigo: string): string {
  return `${COUPON_TEXT.useCoupon} ${codigo}`;
}

/** The text shared with the referral link: "Ganhe desconto na Serra Verde com o meu código AMIGO-ANA". */
export function referralShareText(fornecedor: string, codigo: string): string {
  return `Ganhe desconto na ${fornecedor} com o meu código ${codigo}`;
}
