import { TipoEntrega } from './delivery/delivery-type.ts';
import { StatusPedido } from './order-status.ts';

/**
 * The order lifecycle as one pure state machine (issue 10 §5; spec §4 leaves transitions open;
 * the choice is ADR 0019). What happens to an order is an event; whether it is allowed depends
 * only on the current status, the delivery type and whether the payment method is paid up front.
 */
export const OrderEvent = {
  /** The supplier prices a quote request. */
  PRECIFICAR_ORCAMENTO: 'PRECIFICAR_ORCAMENTO',
  /** The buyer accepts the priced quote: it becomes an order. */
  ACEITAR_ORCAMENTO: 'ACEITAR_ORCAMENTO',
  /** The up-front payment (Pix, card) is confirmed. */
  CONFIRMAR_PAGAMENTO: 'CONFIRMAR_PAGAMENTO',
  /** The warehouse starts picking. */
  INICIAR_SEPARACAO: 'INICIAR_SEPARACAO',
  /** Picking (and weighing) is done: ready for delivery or for pickup. */
  CONCLUIR_SEPARACAO: 'CONCLUIR_SEPARACAO',
  /** The delivery leaves the store. */
  DESPACHAR: 'DESPACHAR',
  /** The buyer received it (delivered, or picked up at the store). */
  ENTREGAR: 'ENTREGAR',
  /** A delivery that could not be made comes back, ready to go out again. */
  RETORNAR: 'RETORNAR',
  /** Cancelled by the buyer or the supplier before it leaves the store. */
  CANCELAR: 'CANCELAR',
} as const;
export type OrderEvent = (typeof OrderEvent)[keyof typeof OrderEvent];

/** What the transitions depend on besides the status. */
export interface OrderLifecycleContext {
  tipoEntrega: TipoEntrega;
  /** The payment method is paid before the order proceeds (Pix, card). */
  pagamentoAntecipado: boolean;
}

/** Statuses nothing leaves. */
export const FINAL_ORDER_STATUSES: readonly StatusPedido[] = [
  StatusPedido.ENTREGUE,
  StatusPedido.CANCELADO,
];

/** Whether `status` is final (delivered or cancelled): no event changes it any more. */
export function isFinalOrderStatus(status: StatusPedido): boolean {
  return FINAL_ORDER_STATUSES.includes(status);
}

/** Statuses an order can still be cancelled from: everything before it leaves the store. */
const CANCELLABLE: ReadonlySet<StatusPedido> = new Set([
  StatusPedido.ORCAMENTO_NOVO,
  StatusPedido.ORCAMENTO_PRECIFICADO,
  StatusPedido.AGUARDANDOPAGAMENTO,
  StatusPedido.ENVIADO,
  StatusPedido.SEPARANDO,
  StatusPedido.PAGO,
  StatusPedido.PRONTO_RETIRADA,
]);

/**
 * The status after `event`, or null when the event is not allowed in `status`:
 * - quotes: ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO → (accepted) AGUARDANDOPAGAMENTO when paid up
 *   front, else ENVIADO;
 * - AGUARDANDOPAGAMENTO → ENVIADO once paid; ENVIADO → SEPARANDO → PAGO ('Pronto para
 *   entrega') for a delivery or PRONTO_RETIRADA for a pickup;
 * - PAGO → EMENTREGA → ENTREGUE, and EMENTREGA → PAGO when the delivery comes back;
 *   PRONTO_RETIRADA → ENTREGUE when picked up;
 * - CANCELADO from any status before the order leaves the store; ENTREGUE and CANCELADO are final.
 *
 * @see spec §4 Order statuses; ADR 0019
 */
export function nextOrderStatus(
  status: StatusPedido,
  event: OrderEvent,
  ctx: OrderLifecycleContext,
): StatusPedido | null {
  if (event === OrderEvent.CANCELAR) return CANCELLABLE.has(status) ? StatusPedido.CANCELADO : null;
  const pickup = ctx.tipoEntrega === TipoEntrega.RETIRADA;
  switch (status) {
    case StatusPedido.ORCAMENTO_NOVO:
      return event === OrderEvent.PRECIFICAR_ORCAMENTO ? StatusPedido.ORCAMENTO_PRECIFICADO : null;
    case StatusPedido.ORCAMENTO_PRECIFICADO:
      if (event !== OrderEvent.ACEITAR_ORCAMENTO) return null;
      return ctx.pagamentoAntecipado ? StatusPedido.AGUARDANDOPAGAMENTO : StatusPedido.ENVIADO;
    case StatusPedido.AGUARDANDOPAGAMENTO:
      return event === OrderEvent.CONFIRMAR_PAGAMENTO ? StatusPedido.ENVIADO : null;
    case StatusPedido.ENVIADO:
      return event === OrderEvent.INICIAR_SEPARACAO ? StatusPedido.SEPARANDO : null;
    case StatusPedido.SEPARANDO:
      if (event !== OrderEvent.CONCLUIR_SEPARACAO) return null;
      return pickup ? StatusPedido.PRONTO_RETIRADA : StatusPedido.PAGO;
    case StatusPedido.PAGO:
      return event === OrderEvent.DESPACHAR && !pickup ? StatusPedido.EMENTREGA : null;
    case StatusPedido.EMENTREGA:
      if (event === OrderEvent.ENTREGAR) return StatusPedido.ENTREGUE;
      return event === OrderEvent.RETORNAR ? StatusPedido.PAGO : null;
    case StatusPedido.PRONTO_RETIRADA:
      return event === OrderEvent.ENTREGAR ? StatusPedido.ENTREGUE : null;
    case StatusPedido.ENTREGUE:
    case StatusPedido.CANCELADO:
      return null;
  }
}

/** The events allowed in `status`, in declaration order (what a back-office may offer). */
export function allowedOrderEvents(status: StatusPedido, ctx: OrderLifecycleContext): OrderEvent[] {
  return Object.values(OrderEvent).filter((e) => nextOrderStatus(status, e, ctx) !== null);
}
