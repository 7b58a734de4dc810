import type { Centavos, OrderEvent, StatusPedido } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';

/*
 * A local copy of the order-lifecycle effect types agreed with the orders module
 * (apps/api/src/modules/orders/lifecycle-effects.ts, same shape), so this module compiles
 * before that file is merged. Structural typing makes the two interchangeable.
 */

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
  /** After commit (e.g. capture or refund at the gateway). */
  afterCommit?(event: OrderEvent, order: LifecycleOrder, next: StatusPedido): Promise<void>;
}
