import type { Centavos, OrderEvent, StatusPedido } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';

// A local copy of the shape the orders module exports from `orders/lifecycle-effects.ts` (agreed
// between the areas of issue 10): payments implements it without importing the orders module.

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
