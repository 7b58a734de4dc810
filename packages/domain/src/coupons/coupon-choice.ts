import { centavos, type Centavos } from '../money.ts';
import { MSG } from '../messages.ts';
import { couponDiscount, type CouponDiscount, type CouponLine } from './coupon-discount.ts';
import {
  checkCouponAccess,
  checkCouponCart,
  CouponRefusal,
  type CouponRefused,
} from './coupon-eligibility.ts';
import type { Coupon, CouponContext } from './coupon-types.ts';

/** A coupon that applies to a cart, with its discount. */
export interface AppliedCoupon {
  coupon: Coupon;
  discount: CouponDiscount;
}

/** The outcome of checking one coupon against one cart. */
export type CouponEvaluation =
  | { ok: true; coupon: Coupon; discount: CouponDiscount }
  | { ok: false; coupon: Coupon; refused: CouponRefused };

/**
 * Checks a coupon against a customer and a cart, and computes its discount when it applies:
 * access rules ({@link checkCouponAccess}), then the cart rules ({@link checkCouponCart}).
 * @param lines - the priced lines (subtotals in centavos).
 * @param totalCompras - the items total, centavos (gift packaging included).
 * @see spec §5 coupon must be valid
 */
export function evaluateCoupon(
  coupon: Coupon,
  ctx: CouponContext,
  lines: readonly CouponLine[],
  totalCompras: Centavos,
): CouponEvaluation {
  const access = checkCouponAccess(coupon, ctx);
  if (access) return { ok: false, coupon, refused: access };
  const discount = couponDiscount(coupon, lines);
  const cart = checkCouponCart(coupon, totalCompras, discount.descontavel, lines.length);
  if (cart) return { ok: false, coupon, refused: cart };
  return { ok: true, coupon, discount };
}

/**
 * The automatic coupon that gives this cart the largest discount (centavos); ties go to the
 * lowest idcupom so the choice is stable. Null when none applies.
 */
export function bestAutomaticCoupon(
  evaluations: readonly CouponEvaluation[],
): AppliedCoupon | null {
  let best: AppliedCoupon | null = null;
  for (const e of evaluations) {
    if (!e.ok || !e.coupon.automatico) continue;
    if (
      best === null ||
      e.discount.desconto > best.discount.desconto ||
      (e.discount.desconto === best.discount.desconto && e.coupon.idcupom < best.coupon.idcupom)
    )
      best = { coupon: e.coupon, discount: e.discount };
  }
  return best;
}

/**
 * Whether a manual coupon may replace the automatic one: only when it gives at least as much
 * on this cart (compared in centavos).
 * @returns the spec §5 refusal when the automatic coupon is better, else null.
 */
export function manualVersusAutomatic(
  manual: AppliedCoupon,
  automatic: AppliedCoupon | null,
): CouponRefused | null {
  if (automatic !== null && automatic.discount.desconto > manual.discount.desconto)
    return { motivo: CouponRefusal.AUTOMATIC_IS_BETTER, mensagem: MSG.automaticCouponIsBetter };
  return null;
}

/** Which coupon a cart gets, and why a manual coupon did not make it. */
export interface CartCouponChoice {
  /** The coupon the cart gets, null when none. */
  applied: AppliedCoupon | null;
  /** The best automatic coupon the cart is eligible for, applied or not. */
  automatic: AppliedCoupon | null;
  /** Why the manual coupon asked for is not applied; null when it is (or none was asked). */
  manualRefused: CouponRefused | null;
}

/**
 * Chooses the cart's coupon (spec §4 Cart flow, §5): the manual coupon when it applies and the
 * automatic one (if automatic application is on) does not give more; otherwise the best
 * automatic coupon when automatic application is on; otherwise none.
 * @param manual - the evaluation of the manual code in the cart, or null.
 * @param automatics - the evaluations of the supplier's automatic coupons.
 * @param automaticEnabled - cupomAplicacaoAutomatica: false once the buyer removed it.
 */
export function chooseCartCoupon(
  manual: CouponEvaluation | null,
  automatics: readonly CouponEvaluation[],
  automaticEnabled: boolean,
): CartCouponChoice {
  const automatic = bestAutomaticCoupon(automatics);
  const fallback = automaticEnabled ? automatic : null;
  if (manual === null) return { applied: fallback, automatic, manualRefused: null };
  if (!manual.ok) return { applied: fallback, automatic, manualRefused: manual.refused };
  const applied = { coupon: manual.coupon, discount: manual.discount };
  const better = manualVersusAutomatic(applied, fallback);
  if (better) return { applied: fallback, automatic, manualRefused: better };
  return { applied, automatic, manualRefused: null };
}

/** The discount of a choice, centavos (0 without a coupon). */
export function choiceDiscount(choice: CartCouponChoice): Centavos {
  return choice.applied?.discount.desconto ?? centavos(0);
}
