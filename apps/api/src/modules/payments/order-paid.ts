import { eq } from 'drizzle-orm';
import { OrderEvent, nextOrderStatus, type StatusPedido } from '@vitrine/domain';
import type { Tx } from '../../db/client.ts';
import { pedidos, pedidoStatusHistorico } from '../../db/schema/index.ts';

/**
 * Moves a prepaid order whose payment was confirmed (card approved or authorised, Pix or boleto
 * paid) from AGUARDANDOPAGAMENTO to its next status, by the domain's state machine
 * (`nextOrderStatus(…, CONFIRMAR_PAGAMENTO, …)` → ENVIADO), recording it in the status history.
 * Locks the order row. An order the event does not apply to (already moved on, cancelled) is left
 * as it is: a late or replayed confirmation changes nothing.
 * @returns the new status, or null when nothing changed.
 * @see spec §4 Order statuses; ADR 0019 (the lead points this at the orders module's
 *   `applyOrderEvent` after the merge)
 */
export async function markOrderPaid(
  tx: Tx,
  order: { idfornecedor: string; numpedido: number },
): Promise<StatusPedido | null> {
  const [row] = await tx
    .select({
      status: pedidos.status,
      tipoEntrega: pedidos.tipoEntrega,
      idfornecedor: pedidos.idfornecedor,
    })
    .from(pedidos)
    .where(eq(pedidos.numpedido, order.numpedido))
    .for('update');
  if (!row || row.idfornecedor !== order.idfornecedor) return null;
  const next = nextOrderStatus(row.status, OrderEvent.CONFIRMAR_PAGAMENTO, {
    tipoEntrega: row.tipoEntrega,
    pagamentoAntecipado: true,
  });
  if (next === null) return null;
  await tx.update(pedidos).set({ status: next }).where(eq(pedidos.numpedido, order.numpedido));
  await tx.insert(pedidoStatusHistorico).values({ numpedido: order.numpedido, status: next });
  return next;
}
