import { OrderEvent, nextOrderStatus, type OrderLifecycleContext } from '../order-lifecycle.ts';
import type { StatusPedido } from '../order-status.ts';
import { canRateOrder } from './rating.ts';

/** What the buyer can do with one order right now (the order list's and page's buttons). */
export interface CustomerOrderActions {
  cancelar: boolean;
  aceitarOrcamento: boolean;
  avaliar: boolean;
  /** DANFE and XML downloads: the NF-e was issued. */
  documentosFiscais: boolean;
}

/**
 * The buyer's actions on an order: cancel while the lifecycle allows CANCELAR (before the order
 * leaves the store), accept a priced quote, rate a delivered order once, and download the fiscal
 * documents once the NF-e exists.
 * @see ADR 0019, ADR 0024
 */
export function customerOrderActions(
  order: { status: StatusPedido; avaliado: boolean; temNfe: boolean },
  ctx: OrderLifecycleContext,
): CustomerOrderActions {
  return {
    cancelar: nextOrderStatus(order.status, OrderEvent.CANCELAR, ctx) !== null,
    aceitarOrcamento: nextOrderStatus(order.status, OrderEvent.ACEITAR_ORCAMENTO, ctx) !== null,
    avaliar: canRateOrder(order),
    documentosFiscais: order.temNfe,
  };
}
