import { StatusPedido } from '../order-status.ts';

/** Lowest and highest star count of a rating. */
export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;
/** Longest rating comment, characters. */
export const RATING_COMMENT_MAX = 500;

/**
 * Whether the buyer may rate the order now: only once, and only when it was delivered
 * (ENTREGUE, picked up included).
 * @see spec §1 "Rate an order", §7 avaliar; issue 10 §5
 */
export function canRateOrder(order: { status: StatusPedido; avaliado: boolean }): boolean {
  return order.status === StatusPedido.ENTREGUE && !order.avaliado;
}
