import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { areasAtendimento, fornecedores, lojas } from '../../db/schema/index.ts';

/** A pickup store row. */
export type StoreRow = typeof lojas.$inferSelect;
/** A service area row (fee in centavos). */
export type ServiceAreaRow = typeof areasAtendimento.$inferSelect;

/** The supplier's tags; null when the supplier does not exist. */
export async function findSupplierTags(db: Db, idfornecedor: string): Promise<string[] | null> {
  const [row] = await db.select({ tags: fornecedores.tags }).from(fornecedores)
    .where(eq(fornecedores.idfornecedor, idfornecedor)).limit(1);
  return row?.tags ?? null;
}

/** The supplier's active pickup stores, in creation order. */
export async function listActiveStores(db: Db, idfornecedor: string): Promise<StoreRow[]> {
  return db.select().from(lojas)
    .where(and(eq(lojas.idfornecedor, idfornecedor), eq(lojas.ativo, true)))
    .orderBy(asc(lojas.idloja));
}

/** The supplier's delivery service areas. */
export async function listServiceAreas(db: Db, idfornecedor: string): Promise<ServiceAreaRow[]> {
  return db.select().from(areasAtendimento)
    .where(eq(areasAtendimento.idfornecedor, idfornecedor))
    .orderBy(asc(areasAtendimento.idarea));
}
