import { StatusPedido } from './order-status.ts';
import { StatusPagamento, TipoFormaPagamento } from './payments.ts';

/** pt-BR texts of changing an order's payment method (issue 10 §5, spec §7 payment-method). */
export const PAYMENT_METHOD_CHANGE_MSG = {
  notAwaitingPayment:
    'A forma de pagamento só pode ser alterada enquanto o pedido aguarda pagamento.',
  installmentsOnlyCard: 'Parcelamento disponível apenas para pagamento com cartão.',
  changed: (descricao: string) => `Forma de pagamento alterada para ${descricao}.`,
} as const;

/** pt-BR texts of the "Alterar forma de pagamento" action on the order page. */
export const PAYMENT_METHOD_CHANGE_TEXT = {
  action: 'Alterar forma de pagamento',
  title: 'Alterar forma de pagamento',
  description: 'Escolha como prefere pagar este pedido.',
  method: 'Forma de pagamento',
  installments: 'Parcelas',
  installmentsOption: (n: number) => (n === 1 ? 'À vista' : `${n}x`),
  save: 'Salvar forma de pagamento',
  saving: 'Salvando…',
  cancel: 'Cancelar',
  close: 'Fechar',
  failed: 'Não foi possível alterar a forma de pagamento. Tente novamente.',
} as const;

/** What decides whether an order's payment method may still change. */
export interface PaymentMethodChangeInput {
  /** The order's status. */
  status: string;
  /** The status of the order's latest payment, null when it has none. */
  statusPagamento: string | null;
}

/**
 * Whether the buyer may still change an order's payment method: only while the order awaits
 * payment (AGUARDANDOPAGAMENTO) and nothing was paid — its latest payment, if any, is still
 * PENDENTE. A confirmed or cancelled payment, or an order that moved on, is final.
 *
 * @see spec §4 Order statuses, §7 PUT /v4/orders/payment-method; issue 10 §5
 */
export function canChangePaymentMethod(order: PaymentMethodChangeInput): boolean {
  return (
    order.status === StatusPedido.AGUARDANDOPAGAMENTO &&
    (order.statusPagamento === null || order.statusPagamento === StatusPagamento.PENDENTE)
  );
}

/**
 * Whether `quantParcelas` installments are allowed for a method of `tipo`: one always; more
 * only by card (the card gateway splits the charge).
 */
export function installmentsAllowed(tipo: string, quantParcelas: number): boolean {
  return quantParcelas === 1 || tipo === TipoFormaPagamento.CARTAO;
}
