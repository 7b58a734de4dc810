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
 * The charge generate-receipt issues for an order's payment method: a Pix for Pix, a boleto for
 * boleto and for invoice credit (the boleto of the order's fatura); null for any other method.
 * @see spec §7 generate-receipt "for Pix or boleto", §3 Invoices; issue 10 §3, §4
 */
export function receiptKind(tipo: TipoFormaPagamento): 'PIX' | 'BOLETO' | null {
  if (tipo === TipoFormaPagamento.PIX) return 'PIX';
  if (tipo === TipoFormaPagamento.BOLETO || tipo === TipoFormaPagamento.FATURADO) return 'BOLETO';
  return null;
}

/**
 * Whether the receipt of a payment method is the boleto of the order's fatura (invoice credit):
 * issued for the fatura's amount and due date, and stored on the fatura.
 * @see spec §3 Invoices; issue 10 §4
 */
export function isInvoiceReceipt(tipo: TipoFormaPagamento): boolean {
  return tipo === TipoFormaPagamento.FATURADO;
}

/**
 * Whether the order's Pix or boleto may be issued (or shown again): a method with a receipt
 * ({@link receiptKind}), its payment still PENDENTE, and — for a prepaid method — the order in
 * AGUARDANDOPAGAMENTO; a boleto paid later (not prepaid, invoice credit included) may be issued
 * while the order is not cancelled.
 * @see spec §7 generate-receipt "for Pix or boleto"; issue 10 §3
 */
export function canIssueReceipt(order: ReceiptInput): boolean {
  if (receiptKind(order.tipoFormaPagamento) === null) return false;
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
