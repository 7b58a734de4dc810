import { and, eq } from 'drizzle-orm';
import type { AvaliarPedidoBody, AvaliarPedidoResposta } from '@vitrine/contract';
import { AFTER_SALE_MSG, AFTER_SALE_TEXT, APP_MSG, canRateOrder } from '@vitrine/domain';
import type { Db } from '../../db/client.ts';
import { pedidoAvaliacoes, pedidos } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, RefusedError } from '../../errors/app-errors.ts';

/**
 * Stores the buyer's rating of their delivered order, once (spec §7 avaliar), in one
 * transaction that locks the order row, so two simultaneous ratings cannot both pass.
 * @throws NotFoundError for an order that is not the customer's at the supplier;
 *   RefusedError 'Só é possível avaliar um pedido entregue.'; ConflictError 'Este pedido já foi
 *   avaliado.'
 */
export async function rateOrder(
  db: Db,
  customer: { idfornecedor: string; idcliente: number },
  numpedido: number,
  body: AvaliarPedidoBody,
  now = new Date(),
): Promise<AvaliarPedidoResposta> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: pedidos.status })
      .from(pedidos)
      .where(
        and(
          eq(pedidos.numpedido, numpedido),
          eq(pedidos.idfornecedor, customer.idfornecedor),
          eq(pedidos.idcliente, customer.idcliente),
        ),
      )
      .for('update');
    if (!order) throw new NotFoundError(APP_MSG.orderNotFound);
    const [existing] = await tx
      .select({ n: pedidoAvaliacoes.numpedido })
      .from(pedidoAvaliacoes)
      .where(eq(pedidoAvaliacoes.numpedido, numpedido));
    if (existing) throw new ConflictError(AFTER_SALE_MSG.ratingAlreadyDone);
    if (!canRateOrder({ status: order.status, avaliado: false }))
      throw new RefusedError(AFTER_SALE_MSG.ratingOnlyDelivered);
    const comentario = body.comentario?.trim() || null;
    await tx.insert(pedidoAvaliacoes).values({
      numpedido,
      idcliente: customer.idcliente,
      estrelas: body.estrelas,
      comentario,
      criadoEm: now,
    });
    return {
      numpedido,
      estrelas: body.estrelas,
      comentario,
      data: now.toISOString(),
      mensagem: AFTER_SALE_TEXT.rateThanks,
    };
  });
}
