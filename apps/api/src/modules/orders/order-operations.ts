import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { PedidoOperacaoResposta } from '@vitrine/contract';
import { APP_MSG, centavosToReais, statusText, type OrderEvent } from '@vitrine/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { pedidoEfeitosFalhos, pedidos } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import type { OrderLifecycleEffects } from './lifecycle-effects.ts';
import { applyOrderEvent, type AppliedOrderEvent, type OrderTarget } from './order-transitions.ts';

/** What an order operation needs: the database, a logger, every module's effects. */
export interface OrderOperationDeps {
  db: Db;
  log: FastifyBaseLogger;
  effects: OrderLifecycleEffects;
}

/**
 * Applies `event` in its own transaction ({@link applyOrderEvent}), then runs the effects'
 * `afterCommit`. A failure after commit never undoes the status: it is logged and recorded in
 * `pedido_efeitos_falhos` for the staff.
 * @throws what applyOrderEvent throws (nothing is changed then).
 */
export async function runOrderEvent(
  deps: OrderOperationDeps,
  target: OrderTarget,
  event: OrderEvent,
  options: Parameters<typeof applyOrderEvent>[4] = {},
): Promise<AppliedOrderEvent> {
  const applied = await deps.db.transaction((tx: Tx) =>
    applyOrderEvent(tx, target, event, deps.effects, options),
  );
  await applied.afterCommit(async (error) => {
    deps.log.error(
      { err: error, numpedido: target.numpedido, evento: event },
      'efeito do pedido falhou após a mudança de situação',
    );
    const erro = error instanceof Error ? error.message : String(error);
    await deps.db
      .insert(pedidoEfeitosFalhos)
      .values({ numpedido: target.numpedido, evento: event, erro: erro.slice(0, 2000) });
  });
  return applied;
}

/** The order's state after an operation, at the JSON edge (reais). */
export async function operationReply(
  db: DbOrTx,
  idfornecedor: string,
  numpedido: number,
): Promise<PedidoOperacaoResposta> {
  const [row] = await db
    .select({
      numpedido: pedidos.numpedido,
      status: pedidos.status,
      totalCentavos: pedidos.totalCentavos,
      codigoErp: pedidos.codigoErp,
      chaveNfe: pedidos.chaveNfe,
    })
    .from(pedidos)
    .where(and(eq(pedidos.numpedido, numpedido), eq(pedidos.idfornecedor, idfornecedor)));
  if (!row) throw new NotFoundError(APP_MSG.orderNotFound);
  return {
    numpedido: row.numpedido,
    status: row.status,
    statusTexto: statusText(row.status),
    totalpedido: centavosToReais(row.totalCentavos),
    codigoErp: row.codigoErp,
    chaveNfe: row.chaveNfe,
  };
}
