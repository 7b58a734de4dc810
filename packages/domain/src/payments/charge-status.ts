import { StatusPagamento } from '../payments.ts';

/**
 * States of one charge at the payment gateway (a card authorisation, a Pix charge, a boleto).
 * An order's payment (`pagamentos`) may have several charges: a declined card, then another.
 * @see spec §4 Payment confirmation ("an antifraud-pending state exists for payments")
 */
export const StatusCobranca = {
  /** Created here, the gateway's answer not yet stored. */
  PROCESSANDO: 'PROCESSANDO',
  /** Issued and awaiting the payer (Pix, boleto). */
  PENDENTE: 'PENDENTE',
  /** Held by the gateway's antifraud review; a webhook resolves it. */
  EM_ANALISE: 'EM_ANALISE',
  /** Card amount reserved (pre-authorisation), not captured yet. */
  AUTORIZADA: 'AUTORIZADA',
  /** Paid: captured card, paid Pix or boleto. */
  PAGA: 'PAGA',
  RECUSADA: 'RECUSADA',
  /** Voided before payment (authorisation released, Pix/boleto withdrawn). */
  CANCELADA: 'CANCELADA',
  /** Paid, then refunded in full. */
  ESTORNADA: 'ESTORNADA',
  EXPIRADA: 'EXPIRADA',
  /** The gateway could not be reached or answered an error: nothing was charged. */
  FALHOU: 'FALHOU',
} as const;
export type StatusCobranca = (typeof StatusCobranca)[keyof typeof StatusCobranca];

const NEXT: Record<StatusCobranca, readonly StatusCobranca[]> = {
  PROCESSANDO: ['PENDENTE', 'EM_ANALISE', 'AUTORIZADA', 'PAGA', 'RECUSADA', 'FALHOU'],
  PENDENTE: ['PAGA', 'CANCELADA', 'EXPIRADA'],
  EM_ANALISE: ['AUTORIZADA', 'PAGA', 'RECUSADA', 'CANCELADA'],
  AUTORIZADA: ['PAGA', 'CANCELADA'],
  PAGA: ['ESTORNADA'],
  RECUSADA: [],
  CANCELADA: [],
  ESTORNADA: [],
  EXPIRADA: [],
  FALHOU: [],
};

/**
 * Whether a charge may go from `from` to `to`. Staying in the same state is not a transition
 * (a replayed or late webhook changes nothing); final states (refused, cancelled, refunded,
 * expired, failed) are never left.
 */
export function canChangeCharge(from: StatusCobranca, to: StatusCobranca): boolean {
  return NEXT[from].includes(to);
}

/** Whether nothing changes a charge in `status` any more. */
export function isFinalCharge(status: StatusCobranca): boolean {
  return NEXT[status].length === 0;
}

/**
 * Whether a charge in `status` blocks another attempt to pay the same order (it is being
 * processed, reviewed, reserved or paid): paying twice is refused.
 * @see issue 10 §2 (double confirmation: nothing charged twice)
 */
export function isActiveCharge(status: StatusCobranca): boolean {
  return (
    status === StatusCobranca.PROCESSANDO ||
    status === StatusCobranca.EM_ANALISE ||
    status === StatusCobranca.AUTORIZADA ||
    status === StatusCobranca.PAGA
  );
}

/**
 * Whether a charge in `status` confirms the order's payment, so the order leaves
 * AGUARDANDOPAGAMENTO: paid, or (card pre-authorisation) reserved for capture at invoicing.
 */
export function confirmsPayment(status: StatusCobranca): boolean {
  return status === StatusCobranca.PAGA || status === StatusCobranca.AUTORIZADA;
}

/**
 * The order payment's summary status (`pagamentos.status`, the order detail's `pagamento`) after
 * a charge reached `status`: confirmed → PAGO, refunded or cancelled after confirmation →
 * CANCELADO, anything else leaves it PENDENTE (another attempt may follow).
 */
export function paymentStatusAfter(
  current: StatusPagamento,
  status: StatusCobranca,
): StatusPagamento {
  if (confirmsPayment(status)) return StatusPagamento.PAGO;
  if (
    current === StatusPagamento.PAGO &&
    (status === StatusCobranca.ESTORNADA || status === StatusCobranca.CANCELADA)
  )
    return StatusPagamento.CANCELADO;
  return current;
}
