import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TipoFormaPagamento } from '@vitrine/contract';
import type { Centavos } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  clientes,
  formasPagamento,
  pagamentos,
  pedidoItens,
  pedidos,
  pedidoStatusHistorico,
} from '../../db/schema/index.ts';

type PedidoInsert = typeof pedidos.$inferInsert;
type ItemInsert = Omit<typeof pedidoItens.$inferInsert, 'numpedido'>;

/**
 * Locks the customer row (`SELECT … FOR UPDATE`) until the transaction ends, so two submissions
 * of the same customer run one after the other and the duplicate check of the second sees the
 * first one's order. The customer row is locked rather than the cart row because an order can
 * be placed without a stored cart.
 */
export async function lockCustomer(tx: Tx, idcliente: number): Promise<void> {
  await tx
    .select({ id: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.idcliente, idcliente))
    .for('update');
}

/** The customer's latest order at the supplier (for the duplicate check), or null. */
export async function findLatestOrder(db: DbOrTx, idfornecedor: string, idcliente: number) {
  const [row] = await db
    .select({ fingerprint: pedidos.fingerprint, createdAt: pedidos.criadoEm })
    .from(pedidos)
    .where(and(eq(pedidos.idfornecedor, idfornecedor), eq(pedidos.idcliente, idcliente)))
    .orderBy(desc(pedidos.criadoEm), desc(pedidos.numpedido))
    .limit(1);
  return row ?? null;
}

/** Inserts an order with its lines, first status and (for up-front methods) a pending payment. */
export async function insertOrder(
  tx: Tx,
  pedido: PedidoInsert,
  itens: readonly ItemInsert[],
  pagamento: { tipo: TipoFormaPagamento; valorCentavos: Centavos } | null,
): Promise<number> {
  const [row] = await tx.insert(pedidos).values(pedido).returning({ numpedido: pedidos.numpedido });
  const numpedido = row!.numpedido;
  await tx.insert(pedidoItens).values(itens.map((i) => ({ ...i, numpedido })));
  await tx
    .insert(pedidoStatusHistorico)
    .values({ numpedido, status: pedido.status, criadoEm: pedido.criadoEm });
  if (pagamento) {
    await tx.insert(pagamentos).values({
      numpedido,
      idformapagto: pedido.idformapagto,
      tipo: pagamento.tipo,
      status: 'PENDENTE',
      valorCentavos: pagamento.valorCentavos,
    });
  }
  return numpedido;
}

/** The customer's orders at the supplier, newest first, with their payment method and item count. */
export async function listOrders(db: DbOrTx, idfornecedor: string, idcliente: number) {
  return db
    .select({
      numpedido: pedidos.numpedido,
      status: pedidos.status,
      tipoEntrega: pedidos.tipoEntrega,
      totalCentavos: pedidos.totalCentavos,
      criadoEm: pedidos.criadoEm,
      idformapagto: formasPagamento.idformapagto,
      formaDescricao: formasPagamento.descricao,
      formaTipo: formasPagamento.tipo,
      quantidadeItens: sql<number>`(select count(*)::int from ${pedidoItens} where ${pedidoItens.numpedido} = ${pedidos.numpedido})`,
    })
    .from(pedidos)
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .where(and(eq(pedidos.idfornecedor, idfornecedor), eq(pedidos.idcliente, idcliente)))
    .orderBy(desc(pedidos.criadoEm), desc(pedidos.numpedido))
    .limit(200);
}

/** One order of the customer at the supplier with lines, history and payment; null if not theirs. */
export async function findOrder(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  numpedido: number,
) {
  const [pedido] = await db
    .select({ pedido: pedidos, forma: formasPagamento })
    .from(pedidos)
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .where(
      and(
        eq(pedidos.numpedido, numpedido),
        eq(pedidos.idfornecedor, idfornecedor),
        eq(pedidos.idcliente, idcliente),
      ),
    );
  if (!pedido) return null;
  const [itens, historico, [pagamento]] = await Promise.all([
    db
      .select()
      .from(pedidoItens)
      .where(eq(pedidoItens.numpedido, numpedido))
      .orderBy(asc(pedidoItens.nome)),
    db
      .select()
      .from(pedidoStatusHistorico)
      .where(eq(pedidoStatusHistorico.numpedido, numpedido))
      .orderBy(asc(pedidoStatusHistorico.criadoEm), asc(pedidoStatusHistorico.id)),
    db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.numpedido, numpedido))
      .orderBy(desc(pagamentos.idpagamento))
      .limit(1),
  ]);
  return { ...pedido, itens, historico, pagamento: pagamento ?? null };
}
