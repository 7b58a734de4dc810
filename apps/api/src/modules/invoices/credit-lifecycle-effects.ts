import { OrderEvent } from '@vitrine/domain';
import { releaseOrderCredit } from './credit-repository.ts';
import { setOpenInvoiceStatus } from './invoices-repository.ts';
import type { OrderLifecycleEffects } from '../orders/lifecycle-effects.ts';

/**
 * What invoice credit does when an order changes status: on CANCELAR, inside the transaction
 * that cancels the order, the credit the order consumed returns to the customer's limit
 * (exactly once) and its open fatura becomes CANCELADA. Orders not paid by invoice credit hold
 * no credit, so nothing changes for them. Nothing runs after commit.
 * @param clock - the release instant (tests pass a fixed one).
 * @see issue 10 §5 (cancellation releases credit); spec §3 Invoices
 */
export function creditLifecycleEffects(
  clock: () => Date = () => new Date(),
): OrderLifecycleEffects {
  return {
    async inTransaction(tx, event, order) {
      if (event !== OrderEvent.CANCELAR) return;
      await releaseOrderCredit(tx, order, clock());
      await setOpenInvoiceStatus(tx, order, 'CANCELADA');
    },
  };
}
