import { DomainError } from '../errors.ts';
import { centavos, divideRoundHalfUp, ZERO_CENTAVOS, type Centavos } from '../money.ts';
import { INVOICE_MSG } from './invoice-messages.ts';

/** Codes of the invoice-credit refusals (the API answers them 422 with the message). */
export const InvoiceErrorCode = {
  NO_INVOICE_CREDIT: 'NO_INVOICE_CREDIT',
  INVOICE_CREDIT_EXCEEDED: 'INVOICE_CREDIT_EXCEEDED',
} as const;
export type InvoiceErrorCode = (typeof InvoiceErrorCode)[keyof typeof InvoiceErrorCode];

/** A customer's invoice credit at one supplier, in centavos. */
export interface CreditLimit {
  /** limite_credito_total. */
  limiteTotal: Centavos;
  /** limite_credito_disponivel as stored: the total minus what open invoiced orders hold. */
  disponivel: Centavos;
}

/**
 * limite_credito_disponivel as the customer may use it: the stored available amount, never
 * below zero nor above the total limit (a limit lowered below what is already consumed leaves
 * nothing available, not a negative amount).
 *
 * @see spec §3 Invoices (limite_credito_total, limite_credito_disponivel)
 */
export function availableCredit(limit: CreditLimit): Centavos {
  return centavos(Math.max(0, Math.min(limit.disponivel, limit.limiteTotal)));
}

/**
 * Checks that an order of `total` centavos may be paid by invoice credit: the customer has a
 * positive limit at the supplier and `total` is at most limite_credito_disponivel (an order
 * of exactly the available amount passes). Pure: the API repeats the same condition in its
 * atomic `UPDATE … WHERE` so that two racing orders cannot both pass.
 *
 * @param limit - null when the customer has no credit limit at the supplier.
 * @throws DomainError NO_INVOICE_CREDIT ({@link INVOICE_MSG.noCredit}) without a positive limit;
 *   DomainError INVOICE_CREDIT_EXCEEDED ({@link INVOICE_MSG.overLimit}) above the available credit.
 * @see spec §1 (pay by invoice credit), §3 Invoices; issue 10 §4
 */
export function assertInvoiceCredit(limit: CreditLimit | null, total: Centavos): void {
  if (!limit || limit.limiteTotal <= ZERO_CENTAVOS)
    throw new DomainError(InvoiceErrorCode.NO_INVOICE_CREDIT, INVOICE_MSG.noCredit);
  const disponivel = availableCredit(limit);
  if (total > disponivel)
    throw new DomainError(
      InvoiceErrorCode.INVOICE_CREDIT_EXCEEDED,
      INVOICE_MSG.overLimit(total, disponivel),
    );
}

/**
 * Share of the total limit in use, in whole percent 0–100 (rounded half up, capped), for the
 * credit bar of the Faturas screen. 0 when there is no limit.
 */
export function creditUsedPercent(limit: CreditLimit): number {
  if (limit.limiteTotal <= 0) return 0;
  const used = limit.limiteTotal - availableCredit(limit);
  const percent = divideRoundHalfUp(BigInt(used) * 100n, BigInt(limit.limiteTotal));
  return Math.min(100, Number(percent));
}
