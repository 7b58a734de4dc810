import type { Centavos, OrderEvent, StatusPedido } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';

/** The order an effect acts on. */
export interface LifecycleOrder {
  numpedido: number;
  idfornecedor: string;
  idcliente: number;
  idformapagto: number;
  status: StatusPedido;
  totalCentavos: Centavos;
}

/** What other modules do when an order changes status (cancel releases credit, refunds…). */
export interface OrderLifecycleEffects {
  /** Inside the transaction that changes the status (e.g. release invoice credit). */
  inTransaction?(
    tx: DbOrTx,
    event: OrderEvent,
    order: LifecycleOrder,
    next: StatusPedido,
  ): Promise<void>;
  /** After commit (e.g. capture or refund at the gateway); failures are logged and recorded,
   *  they never undo the status change. `order.totalCentavos` is the final (invoiced) total. */
  afterCommit?(event: OrderEvent, order: LifecycleOrder, next: StatusPedido): Promise<void>;
}

/**
 * Several modules' effects as one: `inTransaction` runs each in order (the first failure rolls
 * the whole change back); `afterCommit` runs each, one failure not stopping the others, and
 * rejects with an AggregateError of the failures when there were some.
 */
export function combineEffects(...all: readonly OrderLifecycleEffects[]): OrderLifecycleEffects {
  return {
    async inTransaction(tx, event, order, next) {
      for (const effects of all) await effects.inTransaction?.(tx, event, order, next);
    },
    async afterCommit(event, order, next) {
      const results = await Promise.allSettled(
        all.map(async (effects) => effects.afterCommit?.(event, order, next)),
      );
      const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      if (errors.length > 0) throw new AggregateError(errors, 'efeitos do pedido falharam');
    },
  };
}

/** No effect (a module that has none, and the tests). */
export const NO_EFFECTS: OrderLifecycleEffects = {};
