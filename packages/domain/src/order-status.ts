import { ORDER_STATUS_TEXT } from './messages.ts';

/** Order statuses; values equal keys. @see spec §4 Order statuses */
export const StatusPedido = {
  ORCAMENTO_NOVO: 'ORCAMENTO_NOVO',
  ORCAMENTO_PRECIFICADO: 'ORCAMENTO_PRECIFICADO',
  ENVIADO: 'ENVIADO',
  SEPARANDO: 'SEPARANDO',
  AGUARDANDOPAGAMENTO: 'AGUARDANDOPAGAMENTO',
  PAGO: 'PAGO',
  EMENTREGA: 'EMENTREGA',
  PRONTO_RETIRADA: 'PRONTO_RETIRADA',
  ENTREGUE: 'ENTREGUE',
  CANCELADO: 'CANCELADO',
} as const;
export type StatusPedido = (typeof StatusPedido)[keyof typeof StatusPedido];

// Typed as a total record so adding a status without its text fails to compile.
const STATUS_TEXT: Readonly<Record<StatusPedido, string>> = ORDER_STATUS_TEXT;

/** True when `value` is one of the {@link StatusPedido} values (e.g. a DB or query string). */
export function isStatusPedido(value: unknown): value is StatusPedido {
  return typeof value === 'string' && Object.hasOwn(StatusPedido, value);
}

/**
 * The customer-facing pt-BR text of an order status, e.g. PAGO → 'Pronto para entrega'.
 *
 * @see spec §4 Order statuses, ARCHITECTURE.md §3 Texts
 */
export function statusText(status: StatusPedido): string {
  return STATUS_TEXT[status];
}

/**
 * The status a new order starts in: AGUARDANDOPAGAMENTO when the payment method is paid up
 * front (Pix, card), since the supplier must not prepare an unpaid order; ENVIADO otherwise
 * (pay on delivery, invoice).
 *
 * @see spec §4 Order statuses, §7 Orders
 */
export function initialOrderStatus(formaPagamento: {
  exigePagamentoAntecipado: boolean;
}): StatusPedido {
  return formaPagamento.exigePagamentoAntecipado
    ? StatusPedido.AGUARDANDOPAGAMENTO
    : StatusPedido.ENVIADO;
}
