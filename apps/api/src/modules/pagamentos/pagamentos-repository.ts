import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { formasPagamento, fornecedores, pagamentos, pedidos } from '../../db/schema/index.ts';

/** The order of the customer (any supplier) with its payment method, supplier Pix data and latest payment. */
export async function findOrderForPayment(db: Db, idcliente: number, numpedido: number) {
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
    .where(and(eq(pedidos.numpedido, numpedido), eq(pedidos.idcliente, idcliente)));
  if (!row) return null;
  const [pagamento] = await db
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.numpedido, numpedido))
    .orderBy(desc(pagamentos.idpagamento))
    .limit(1);
  return { ...row, pagamento: pagamento ?? null };
}

/** Stores the Pix code on the order's pending payment. Run inside a transaction. */
export async function savePixOnPayment(
  tx: Tx,
  idpagamento: number,
  pix: { pixTxid: string; pixCopiaECola: string; expiraEm: Date },
): Promise<void> {
  await tx.update(pagamentos).set(pix).where(eq(pagamentos.idpagamento, idpagamento));
}
