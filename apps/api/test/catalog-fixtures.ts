import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import { rawRows } from '../src/db/raw-rows.ts';

/** The supplier's first category (lowest id) of the demo seed, where catalog tests add products. */
export async function firstCategoryOf(db: DbOrTx, idfornecedor: string): Promise<number> {
  const [row] = await rawRows<{ idcategoria: number }>(
    db,
    sql`SELECT idcategoria FROM categorias WHERE idfornecedor = ${idfornecedor}
        ORDER BY idcategoria LIMIT 1`,
  );
  return Number(row!.idcategoria);
}
