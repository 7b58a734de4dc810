import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { formasPagamento, fornecedores, pagamentos, pedidos } from '../../db/schema/index.ts';

/**
 * An order of the customer at the supplier (tenant-scoped: another customer's or another
 * supplier's order is null), with its payment method type and the supplier's Pix data.
 */
export async function findOrderForPayment(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  numpedido: number,
) {
  const [row] = await db
    .select({
      numpedido: pedidos.numpedido,
      idfornecedor: pedidos.idfornecedor,
      status: pedidos.status,
      totalCentavos: pedidos.totalCentavos,
      formaTipo: formasPagamento.tipo,
      fornecedorNome: fornecedores.nome,
      pixChave: fornecedores.pixChave,
      pixCidade: fornecedores.pixCidade,
    })
    .from(pedidos)
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .innerJoin(fornecedores, eq(fornecedores.idfornecedor, pedidos.idfornecedor))
    .where(
      and(
        eq(pedidos.numpedido, numpedido),
        eq(pedidos.idfornecedor, idfornecedor),
        eq(pedidos.idcliente, idcliente),
      ),
    );
  return row ?? null;
}

/**
 * The order's latest payment, locked (`FOR UPDATE`) until the transaction ends so two
 * concurrent receipt requests store one code. Null when the order has no payment row.
 */
export async function lockLatestPayment(tx: Tx, numpedido: number) {
  const [row] = await tx
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.numpedido, numpedido))
    .orderBy(desc(pagamentos.idpagamento))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Stores the Pix code on the order's pending payment. Run inside a transaction. */
export async function savePixOnPayment(
  tx: Tx,
  idpagamento: number,
  pix: { pixTxid: string; pixCopiaECola: string; expiraEm: Date },
): Promise<void> {
  await tx.update(pagamentos).set(pix).where(eq(pagamentos.idpagamento, idpagamento));
}
