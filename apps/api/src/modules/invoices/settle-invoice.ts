import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { faturas } from '../../db/schema/index.ts';
import { releaseOrderCredit } from './credit-repository.ts';

/**
 * Marks an order's open (or overdue) fatura paid and gives its credit back to the customer's
 * available limit, in the caller's transaction — what a confirmed payment of the fatura's boleto
 * does. Exactly once: a fatura already paid or cancelled changes nothing.
 * @returns true when the fatura was open and is now paid.
 * @see spec §3 Invoices; issue 10 §4
 */
export async function settleInvoice(
  tx: DbOrTx,
  order: { numpedido: number; idfornecedor: string; idcliente: number },
  now: Date = new Date(),
): Promise<boolean> {
  const paid = await tx
    .update(faturas)
    .set({ status: 'PAGA', pagaEm: now })
    .where(
      and(
        eq(faturas.numpedido, order.numpedido),
        eq(faturas.idfornecedor, order.idfornecedor),
        eq(faturas.idcliente, order.idcliente),
        eq(faturas.status, 'ABERTA'),
      ),
    )
    .returning({ id: faturas.idfatura });
  if (paid.length === 0) return false;
  await releaseOrderCredit(tx, order, now);
  return true;
}
