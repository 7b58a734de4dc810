import { OrderEvent, type StatusPedido } from '@vitrine/domain';
import type { Tx } from '../../db/client.ts';
import { NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import { applyOrderEvent } from '../orders/order-transitions.ts';

/**
 * Moves a prepaid order whose payment was confirmed (card approved or authorised, Pix or boleto
 * paid) on from AGUARDANDOPAGAMENTO through the orders module's `applyOrderEvent`
 * (CONFIRMAR_PAGAMENTO → ENVIADO, recorded in the status history, the order row locked). An
 * order the event does not apply to (already moved on, cancelled, not the supplier's) is left as
 * it is: a late or replayed confirmation changes nothing.
 * @returns the new status, or null when nothing changed.
 * @see spec §4 Order statuses; ADR 0019, ADR 0024
 */
export async function markOrderPaid(
  tx: Tx,
  order: { idfornecedor: string; numpedido: number },
): Promise<StatusPedido | null> {
  try {
    const applied = await applyOrderEvent(tx, order, OrderEvent.CONFIRMAR_PAGAMENTO);
    return applied.next;
  } catch (error) {
    if (error instanceof RefusedError || error instanceof NotFoundError) return null;
    throw error;
  }
}
