import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientes } from '../../db/schema/index.ts';

/** The customer's name ('' when the row is gone). */
export async function findCustomerName(db: DbOrTx, idcliente: number): Promise<string> {
  const [row] = await db
    .select({ nome: clientes.nome })
    .from(clientes)
    .where(eq(clientes.idcliente, idcliente));
  return row?.nome ?? '';
}
