import {
  assertInvoiceCredit,
  DEFAULT_INVOICE_TERM_DAYS,
  DomainError,
  InvoiceErrorCode,
  INVOICE_MSG,
  availableCredit,
  invoiceDates,
  invoiceNumber,
  type Centavos,
} from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { consumeCredit, findCreditLimit, recordConsumedCredit } from './credit-repository.ts';
import { findInvoiceTerm, insertInvoice } from './invoices-repository.ts';

/** The order whose total is charged to the customer's invoice credit. */
export interface InvoiceCreditRequest {
  idfornecedor: string;
  idcliente: number;
  numpedido: number;
  /** The order total, in centavos. */
  totalCentavos: Centavos;
}

/**
 * Charges an order paid by invoice credit (tipo FATURADO) to the customer's credit limit at the
 * supplier and issues its fatura, inside the caller's transaction (the order submit, right
 * after the order row is inserted, or the payment-method change):
 * 1. refuses, with the domain's pt-BR message, a customer without credit or an order above
 *    limite_credito_disponivel;
 * 2. consumes the credit with one conditional UPDATE — two racing orders cannot both pass;
 *    the loser gets the same over-limit message with what is left;
 * 3. records what the order consumed (released on cancellation) and inserts the fatura
 *    (number from the order, issued today in São Paulo, due after the order's FATURADO method's
 *    term `prazo_dias`, 28 days when it names none; status open).
 * A refusal throws, so the caller's transaction rolls the order back: nothing is written.
 * @param now - the issue instant (the order's timestamp).
 * @throws DomainError NO_INVOICE_CREDIT or INVOICE_CREDIT_EXCEEDED (422).
 * @see spec §1, §3 Invoices; issue 10 §4
 */
export async function reserveInvoiceCredit(
  tx: DbOrTx,
  request: InvoiceCreditRequest,
  now: Date = new Date(),
): Promise<{ idfatura: number; numero: string }> {
  const { idfornecedor, idcliente, numpedido, totalCentavos } = request;
  const limit = await findCreditLimit(tx, idfornecedor, idcliente);
  assertInvoiceCredit(limit, totalCentavos);
  if (!(await consumeCredit(tx, idfornecedor, idcliente, totalCentavos))) {
    // Another order took the credit between the read and the update: report what is left now.
    const latest = await findCreditLimit(tx, idfornecedor, idcliente);
    throw new DomainError(
      InvoiceErrorCode.INVOICE_CREDIT_EXCEEDED,
      INVOICE_MSG.overLimit(totalCentavos, latest ? availableCredit(latest) : totalCentavos),
    );
  }
  await recordConsumedCredit(tx, {
    numpedido,
    idfornecedor,
    idcliente,
    valorCentavos: totalCentavos,
  });
  const numero = invoiceNumber(numpedido);
  const idfatura = await insertInvoice(tx, {
    numero,
    numpedido,
    idfornecedor,
    idcliente,
    ...invoiceDates(
      now,
      (await findInvoiceTerm(tx, idfornecedor, numpedido)) ?? DEFAULT_INVOICE_TERM_DAYS,
    ),
    valorCentavos: totalCentavos,
  });
  return { idfatura, numero };
}
