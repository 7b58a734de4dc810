import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areasAtendimento } from '../../db/schema/index.ts';

/** A service area row (fee in centavos). */
export type ServiceAreaRow = typeof areasAtendimento.$inferSelect;

/** The supplier's delivery service areas. */
export async function listServiceAreas(
  db: DbOrTx,
  idfornecedor: string,
): Promise<ServiceAreaRow[]> {
  return db
    .select()
    .from(areasAtendimento)
    .where(eq(areasAtendimento.idfornecedor, idfornecedor))
    .orderBy(asc(areasAtendimento.idarea));
}
