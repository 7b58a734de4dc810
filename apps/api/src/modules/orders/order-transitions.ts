import { and, eq } from 'drizzle-orm';
import {
  AFTER_SALE_MSG,
  APP_MSG,
  nextOrderStatus,
  statusText,
  type OrderEvent,
  type StatusPedido,
} from '@vitrine/domain';
import type { Tx } from '../../db/client.ts';
import { formasPagamento, pedidos, pedidoStatusHistorico } from '../../db/schema/index.ts';
import { NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import type { LifecycleOrder, OrderLifecycleEffects } from './lifecycle-effects.ts';

/** The order an event targets: its supplier and number, and, for a buyer's action, the buyer. */
export interface OrderTarget {
  idfornecedor: string;
  numpedido: number;
  /** When set, the order must be this customer's (else 404, like any other order). */
  idcliente?: number;
}

/** Who caused a change, recorded in the history. */
export interface TransitionActor {
  idatendente?: number | null;
}

/** What {@link applyOrderEvent} did: the order before, the new status, and what runs after commit. */
export interface AppliedOrderEvent {
  order: LifecycleOrder;
  previous: StatusPedido;
  next: StatusPedido;
  /**
   * Runs the effects' `afterCommit` with the order (status before the event, final total). Call
   * it once the transaction has committed; a failure goes to `onFailure`, never thrown.
   */
  afterCommit(onFailure: (error: unknown) => Promise<void>): Promise<void>;
}

/**
 * Applies one lifecycle event to an order inside `tx`: locks the order row (`FOR UPDATE`), asks
 * the domain's `nextOrderStatus` whether the event is allowed from the current status (delivery
 * type and up-front payment as context), updates `pedidos.status`, appends the history row and
 * runs the effects' `inTransaction`. `beforeUpdate` lets the caller change the order in the same
 * transaction once the event is known to be allowed (set the weighed total, the quote's prices)
 * and returns the order's new total.
 * @throws NotFoundError 'Pedido não encontrado' when the order is not the supplier's (or not
 *   `target.idcliente`'s); RefusedError with the pt-BR reason when the event is not allowed.
 * @see packages/domain/src/order-lifecycle.ts, ADR 0019, ADR 0024
 */
export async function applyOrderEvent(
  tx: Tx,
  target: OrderTarget,
  event: OrderEvent,
  effects: OrderLifecycleEffects = {},
  options: {
    actor?: TransitionActor;
    now?: Date;
    /** The pt-BR refusal when the event is not allowed (default: names the current status). */
    refusal?: string;
    beforeUpdate?: (tx: Tx, order: LifecycleOrder, next: StatusPedido) => Promise<LifecycleOrder>;
  } = {},
): Promise<AppliedOrderEvent> {
  const conditions = [
    eq(pedidos.numpedido, target.numpedido),
    eq(pedidos.idfornecedor, target.idfornecedor),
  ];
  if (target.idcliente !== undefined) conditions.push(eq(pedidos.idcliente, target.idcliente));
  const [row] = await tx
    .select({
      numpedido: pedidos.numpedido,
      idfornecedor: pedidos.idfornecedor,
      idcliente: pedidos.idcliente,
      idformapagto: pedidos.idformapagto,
      status: pedidos.status,
      totalCentavos: pedidos.totalCentavos,
      tipoEntrega: pedidos.tipoEntrega,
      pagamentoAntecipado: formasPagamento.exigePagamentoAntecipado,
    })
    .from(pedidos)
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .where(and(...conditions))
    .for('update', { of: pedidos });
  if (!row) throw new NotFoundError(APP_MSG.orderNotFound);
  const next = nextOrderStatus(row.status, event, {
    tipoEntrega: row.tipoEntrega,
    pagamentoAntecipado: row.pagamentoAntecipado,
  });
  if (!next)
    throw new RefusedError(
      options.refusal ?? AFTER_SALE_MSG.eventNotAllowed(statusText(row.status)),
    );
  let order: LifecycleOrder = {
    numpedido: row.numpedido,
    idfornecedor: row.idfornecedor,
    idcliente: row.idcliente,
    idformapagto: row.idformapagto,
    status: row.status,
    totalCentavos: row.totalCentavos,
  };
  if (options.beforeUpdate) order = await options.beforeUpdate(tx, order, next);
  const now = options.now ?? new Date();
  await tx.update(pedidos).set({ status: next }).where(eq(pedidos.numpedido, row.numpedido));
  await tx.insert(pedidoStatusHistorico).values({
    numpedido: row.numpedido,
    status: next,
    evento: event,
    idatendente: options.actor?.idatendente ?? null,
    criadoEm: now,
  });
  await effects.inTransaction?.(tx, event, order, next);
  const previous = row.status;
  return {
    order,
    previous,
    next,
    async afterCommit(onFailure) {
      if (!effects.afterCommit) return;
      try {
        await effects.afterCommit(event, order, next);
      } catch (error) {
        await onFailure(error);
      }
    },
  };
}
