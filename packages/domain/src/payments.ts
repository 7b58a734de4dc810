import { StatusPedido } from './order-status.ts';

/** Kinds of payment method a supplier offers. */
export const TipoFormaPagamento = {
  PIX: 'PIX',
  CARTAO: 'CARTAO',
  BOLETO: 'BOLETO',
  FATURADO: 'FATURADO',
  DINHEIRO: 'DINHEIRO',
} as const;
export type TipoFormaPagamento = (typeof TipoFormaPagamento)[keyof typeof TipoFormaPagamento];

/** States of an order's up-front payment. */
export const StatusPagamento = {
  PENDENTE: 'PENDENTE',
  PAGO: 'PAGO',
  CANCELADO: 'CANCELADO',
} as const;
export type StatusPagamento = (typeof StatusPagamento)[keyof typeof StatusPagamento];

/** What decides whether an order waits for a Pix payment. */
export interface PixAwaitingInput {
  /** The order's status. */
  status: string;
  /** The kind of the order's payment method. */
  tipoFormaPagamento: string;
  /** The status of the order's latest payment, null when it has none. */
  statusPagamento: string | null;
}

/**
 * Whether an order waits for its Pix payment, so its Pix code is shown and may be generated:
 * paid by Pix, in status AGUARDANDOPAGAMENTO, and its payment still PENDENTE. An order whose
 * payment was confirmed or cancelled no longer waits, whatever its status says.
 *
 * @see spec §4 Order statuses (AGUARDANDOPAGAMENTO), §7 generate-receipt for Pix
 */
export function isAwaitingPixPayment(order: PixAwaitingInput): boolean {
  return (
    order.tipoFormaPagamento === TipoFormaPagamento.PIX &&
    order.status === StatusPedido.AGUARDANDOPAGAMENTO &&
    order.statusPagamento === StatusPagamento.PENDENTE
  );
}
