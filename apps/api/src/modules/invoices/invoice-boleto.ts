import { and, eq } from 'drizzle-orm';
import type { Centavos } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { faturas } from '../../db/schema/index.ts';

/** An order's open fatura, as its boleto needs it. */
export interface OpenInvoice {
  idfatura: number;
  valorCentavos: Centavos;
  /** Due date, YYYY-MM-DD. */
  vencimento: string;
}

/**
 * The order's open fatura (not paid, not cancelled; overdue ones are open), scoped by supplier
 * and customer and locked for the caller's transaction; null when there is none.
 * @see spec §3 Invoices; issue 10 §4 (a fatura and its boleto)
 */
export async function lockOpenInvoiceOfOrder(
  tx: DbOrTx,
  order: { numpedido: number; idfornecedor: string; idcliente: number },
): Promise<OpenInvoice | null> {
  const [row] = await tx
    .select({
      idfatura: faturas.idfatura,
      valorCentavos: faturas.valorCentavos,
      vencimento: faturas.vencimento,
    })
    .from(faturas)
    .where(
      and(
        eq(faturas.numpedido, order.numpedido),
        eq(faturas.idfornecedor, order.idfornecedor),
        eq(faturas.idcliente, order.idcliente),
        eq(faturas.status, 'ABERTA'),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Stores the boleto issued for an order's open fatura (what the Faturas screen shows). */
export async function saveInvoiceBoleto(
  tx: DbOrTx,
  order: { numpedido: number; idfornecedor: string },
  boleto: { linhaDigitavel: string; url: string },
): Promise<void> {
  await tx
    .update(faturas)
    .set({ boletoLinhaDigitavel: boleto.linhaDigitavel, boletoUrl: boleto.url })
    .where(
      and(
        eq(faturas.numpedido, order.numpedido),
        eq(faturas.idfornecedor, order.idfornecedor),
        eq(faturas.status, 'ABERTA'),
      ),
    );
}
