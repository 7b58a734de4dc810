import type { Carrinho } from '@vitrine/contract';
import { reaisToCentavos, type Centavos } from '@vitrine/domain/money';

/**
 * The coupon side of the server cart, as the cart panel, the coupon modal and the checkout read
 * it (spec §3 Cart coupon fields). The server decides every amount; nothing is computed here.
 */
export interface CartCoupon {
  /** The applied coupon's code, null when none applies. */
  codigo: string | null;
  descricao: string | null;
  /** True when the applied coupon is the automatic one. */
  automatico: boolean;
  /** The coupon discount, centavos. */
  desconto: Centavos;
  /** Why the manual coupon does not apply (any more), pt-BR; null when it does. */
  mensagemCupom: string | null;
  /** The best automatic coupon of this cart, applied or not. */
  codigoAutomatico: string | null;
  /** False once the buyer removed the automatic coupon from this cart. */
  automaticoAtivo: boolean;
}

/** The coupon state of a server cart (null before the cart loaded). */
export function cartCouponOf(server: Carrinho | null): CartCoupon | null {
  if (!server) return null;
  return {
    codigo: server.codigoCupom,
    descricao: server.descricaoCupom,
    automatico: server.cupomAutomatico,
    desconto: reaisToCentavos(server.totalDescontoEspecifico),
    mensagemCupom: server.mensagemCupom,
    codigoAutomatico: server.codigoCupomAutomatico,
    automaticoAtivo: server.cupomAplicacaoAutomatica,
  };
}

/**
 * The automatic coupon a manual one is checked against (`codigocupomautomatico`, spec §5): the
 * cart's automatic coupon while automatic coupons apply to it, else none.
 */
export function automaticCodeToBeat(coupon: CartCoupon | null): string | null {
  if (!coupon?.automaticoAtivo) return null;
  return coupon.codigoAutomatico;
}

/**
 * The manual coupon an order carries (spec §3 Order payload `cupom`): the applied code unless it
 * is the automatic one (the server applies that one by itself).
 */
export function manualCouponCode(coupon: CartCoupon | null): string | null {
  if (!coupon?.codigo || coupon.automatico) return null;
  return coupon.codigo;
}
