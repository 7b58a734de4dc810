import { addDaysIso, isIsoDate } from '../delivery/calendar.ts';
import { saoPauloNow } from '../delivery/scheduling.ts';

/** Stored states of a fatura: overdue is never stored, it is derived (see {@link invoiceStatus}). */
export const StatusFaturaArmazenado = {
  ABERTA: 'ABERTA',
  PAGA: 'PAGA',
  CANCELADA: 'CANCELADA',
} as const;
export type StatusFaturaArmazenado =
  (typeof StatusFaturaArmazenado)[keyof typeof StatusFaturaArmazenado];

/** States of a fatura as the customer sees them (spec §3 Invoices: open, paid, overdue). */
export const StatusFatura = {
  ABERTA: 'ABERTA',
  PAGA: 'PAGA',
  VENCIDA: 'VENCIDA',
  CANCELADA: 'CANCELADA',
} as const;
export type StatusFatura = (typeof StatusFatura)[keyof typeof StatusFatura];

/** pt-BR label of each fatura status (badges of the Faturas screen). */
export const STATUS_FATURA_TEXTO: Record<StatusFatura, string> = {
  ABERTA: 'Em aberto',
  PAGA: 'Paga',
  VENCIDA: 'Vencida',
  CANCELADA: 'Cancelada',
};

/** Default payment term of invoice credit, in days, when the customer's limit names none. */
export const DEFAULT_INVOICE_TERM_DAYS = 28;

/**
 * The status a customer sees: an open fatura whose due date (`vencimento`, `YYYY-MM-DD`) is
 * before today in São Paulo is VENCIDA; it is still payable on its due date itself. Paid and
 * cancelled faturas keep their status whatever the date.
 *
 * @param now - the instant of the request; its São Paulo calendar day is "today".
 * @throws RangeError for a malformed `vencimento` or an invalid `now`.
 * @see spec §3 Invoices (faturas: open, paid, overdue)
 */
export function invoiceStatus(
  stored: StatusFaturaArmazenado,
  vencimento: string,
  now: Date,
): StatusFatura {
  if (!isIsoDate(vencimento)) throw new RangeError(`invalid due date (YYYY-MM-DD): ${vencimento}`);
  if (stored !== StatusFaturaArmazenado.ABERTA) return stored;
  return vencimento < saoPauloNow(now).data ? StatusFatura.VENCIDA : StatusFatura.ABERTA;
}

/**
 * Issue and due dates of a fatura issued at `now`: the São Paulo calendar day of `now` and that
 * day plus the payment term (`prazoDias`, whole days, 0 = due the same day).
 *
 * @throws RangeError for a negative or fractional term, or an invalid `now`.
 * @see spec §3 Invoices
 */
export function invoiceDates(
  now: Date,
  prazoDias: number,
): { emissao: string; vencimento: string } {
  if (!Number.isInteger(prazoDias) || prazoDias < 0)
    throw new RangeError(`prazoDias must be a whole number of days ≥ 0: ${prazoDias}`);
  const emissao = saoPauloNow(now).data;
  return { emissao, vencimento: addDaysIso(emissao, prazoDias) };
}

/**
 * The number a fatura is shown and paid by: `FAT-` and the order number, zero-padded to six
 * digits (one fatura per invoiced order), e.g. `FAT-000123`.
 *
 * @throws RangeError for a non-positive or fractional order number.
 */
export function invoiceNumber(numpedido: number): string {
  if (!Number.isInteger(numpedido) || numpedido <= 0)
    throw new RangeError(`numpedido must be a positive integer: ${numpedido}`);
  return `FAT-${String(numpedido).padStart(6, '0')}`;
}
