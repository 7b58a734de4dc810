import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notasFiscais, pedidos } from '../../db/schema/index.ts';

/**
 * The NF-e of the customer's order at the supplier: `order` false when the order is not theirs
 * (or does not exist); `nota` null when it was not invoiced yet.
 */
export async function findOrderNfe(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  numpedido: number,
): Promise<{ order: boolean; nota: { chave: string; numero: number; xml: string } | null }> {
  const [row] = await db
    .select({
      numpedido: pedidos.numpedido,
      chave: notasFiscais.chave,
      numero: notasFiscais.numero,
      xml: notasFiscais.xml,
    })
    .from(pedidos)
    .leftJoin(notasFiscais, eq(notasFiscais.numpedido, pedidos.numpedido))
    .where(
      and(
        eq(pedidos.numpedido, numpedido),
        eq(pedidos.idfornecedor, idfornecedor),
        eq(pedidos.idcliente, idcliente),
      ),
    );
  if (!row) return { order: false, nota: null };
  return {
    order: true,
    nota:
      row.chave && row.xml && row.numero !== null
        ? { chave: row.chave, numero: row.numero, xml: row.xml }
        : null,
  };
}
