import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartoesSalvos } from '../../db/schema/index.ts';

export type SavedCardRow = typeof cartoesSalvos.$inferSelect;

/** The customer's saved cards at the supplier, newest first. */
export async function listSavedCards(db: DbOrTx, idfornecedor: string, idcliente: number) {
  return db
    .select()
    .from(cartoesSalvos)
    .where(
      and(eq(cartoesSalvos.idfornecedor, idfornecedor), eq(cartoesSalvos.idcliente, idcliente)),
    )
    .orderBy(desc(cartoesSalvos.idcreditcard));
}

/** One saved card of the customer at the supplier; null when it is not theirs or unknown. */
export async function findSavedCard(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  idcreditcard: number,
): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(cartoesSalvos)
    .where(
      and(
        eq(cartoesSalvos.idcreditcard, idcreditcard),
        eq(cartoesSalvos.idfornecedor, idfornecedor),
        eq(cartoesSalvos.idcliente, idcliente),
      ),
    );
  return row ?? null;
}

/** Saves a card (idempotent on the gateway's card id). */
export async function insertSavedCard(db: DbOrTx, values: typeof cartoesSalvos.$inferInsert) {
  await db.insert(cartoesSalvos).values(values).onConflictDoNothing();
}

/** Deletes one saved card of the customer; false when none was theirs. */
export async function deleteSavedCard(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  idcreditcard: number,
): Promise<boolean> {
  const rows = await db
    .delete(cartoesSalvos)
    .where(
      and(
        eq(cartoesSalvos.idcreditcard, idcreditcard),
        eq(cartoesSalvos.idfornecedor, idfornecedor),
        eq(cartoesSalvos.idcliente, idcliente),
      ),
    )
    .returning({ id: cartoesSalvos.idcreditcard });
  return rows.length > 0;
}
