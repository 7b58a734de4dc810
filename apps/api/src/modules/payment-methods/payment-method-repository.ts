import { and, asc, desc, eq } from 'drizzle-orm';
import type { Centavos, StatusPedido } from '@vitrine/domain';
import type { TipoFormaPagamento } from '@vitrine/contract';
import type { Tx } from '../../db/client.ts';
import { pagamentos, pedidoItens, pedidos, pedidoStatusHistorico } from '../../db/schema/index.ts';

/**
 * The customer's order at the supplier, locked (`FOR UPDATE`) until the transaction ends so two
 * concurrent changes run one after the other; null when it is not theirs (tenant-scoped).
 */
export async function lockCustomerOrder(
  tx: Tx,
  idfornecedor: string,
  idcliente: number,
  numpedido: number,
) {
  const [row] = await tx
    .select()
    .from(pedidos)
    .where(
      and(
        eq(pedidos.numpedido, numpedido),
        eq(pedidos.idfornecedor, idfornecedor),
        eq(pedidos.idcliente, idcliente),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The order's latest payment row, locked; null when it has none. */
export async function lockLatestPaymentRow(tx: Tx, numpedido: number) {
  const [row] = await tx
    .select({
      idpagamento: pagamentos.idpagamento,
      status: pagamentos.status,
    })
    .from(pagamentos)
    .where(eq(pagamentos.numpedido, numpedido))
    .orderBy(desc(pagamentos.idpagamento))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Cancels a pending payment row (only while it is PENDENTE). */
export async function cancelPendingPayment(tx: Tx, idpagamento: number): Promise<void> {
  await tx
    .update(pagamentos)
    .set({ status: 'CANCELADO' })
    .where(and(eq(pagamentos.idpagamento, idpagamento), eq(pagamentos.status, 'PENDENTE')));
}

/** Inserts a new pending payment of the order for its (new) method. */
export async function insertPendingPayment(
  tx: Tx,
  row: {
    numpedido: number;
    idformapagto: number;
    tipo: TipoFormaPagamento;
    valorCentavos: Centavos;
    /** Card installments chosen for the new method (1 for any other method). */
    quantParcelas: number;
  },
): Promise<void> {
  await tx.insert(pagamentos).values({ ...row, status: 'PENDENTE' });
}

/** The order's lines as stored (product, quantity, gift wrap), by name. */
export async function orderLines(tx: Tx, numpedido: number) {
  return tx
    .select()
    .from(pedidoItens)
    .where(eq(pedidoItens.numpedido, numpedido))
    .orderBy(asc(pedidoItens.nome));
}

/** Stores a line's new price and total. */
export async function updateOrderLine(
  tx: Tx,
  idpedidoitem: number,
  line: Pick<
    typeof pedidoItens.$inferInsert,
    'precoUnitarioCentavos' | 'regraPreco' | 'totalEmbalagemCentavos' | 'totalCentavos'
  >,
): Promise<void> {
  await tx.update(pedidoItens).set(line).where(eq(pedidoItens.idpedidoitem, idpedidoitem));
}

/** Stores the order's new method, totals and (when it moved on) status with its history row. */
export async function updateOrderPayment(
  tx: Tx,
  numpedido: number,
  change: {
    idformapagto: number;
    totalItensCentavos: Centavos;
    totalCentavos: Centavos;
    status: StatusPedido;
    statusChanged: boolean;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(pedidos)
    .set({
      idformapagto: change.idformapagto,
      totalItensCentavos: change.totalItensCentavos,
      totalCentavos: change.totalCentavos,
      status: change.status,
    })
    .where(eq(pedidos.numpedido, numpedido));
  if (change.statusChanged)
    await tx
      .insert(pedidoStatusHistorico)
      .values({ numpedido, status: change.status, criadoEm: change.now });
}
