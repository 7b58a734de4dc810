import { StatusPedido } from '../order-status.ts';
import { StatusPagamento, TipoFormaPagamento } from '../payments.ts';

/** What decides whether an order's Pix or boleto may be issued (generate-receipt). */
export interface ReceiptInput {
  status: StatusPedido;
  tipoFormaPagamento: TipoFormaPagamento;
  /** The order's payment summary, null when it has no payment row. */
  statusPagamento: StatusPagamento | null;
  /** Paid before the order proceeds (the order waits in AGUARDANDOPAGAMENTO). */
  pagamentoAntecipado: boolean;
}

/**
 * Whether the order's Pix or boleto may be issued (or shown again): paid by Pix or boleto, its
 * payment still PENDENTE, and — for a prepaid method — the order in AGUARDANDOPAGAMENTO; a boleto
 * paid after delivery (not prepaid) may be issued while the order is not cancelled.
 * @see spec §7 generate-receipt "for Pix or boleto"; issue 10 §3
 */
export function canIssueReceipt(order: ReceiptInput): boolean {
  if (order.tipoFormaPagamento !== 'PIX' && order.tipoFormaPagamento !== 'BOLETO') return false;
  if (order.statusPagamento !== 'PENDENTE') return false;
  if (order.pagamentoAntecipado) return order.status === StatusPedido.AGUARDANDOPAGAMENTO;
  return order.status !== StatusPedido.CANCELADO;
}

/**
 * Whether a payment method is a card paid online before the order proceeds: the buyer pays it on
 * the order page after submitting (the card modal), not on delivery.
 * @see issue 10 §2
 */
export function isPrepaidCardMethod(forma: {
  tipo: string;
  exigePagamentoAntecipado: boolean;
}): boolean {
  return forma.tipo === TipoFormaPagamento.CARTAO && forma.exigePagamentoAntecipado;
}
