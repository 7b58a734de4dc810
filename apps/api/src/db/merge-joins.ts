import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.ts';

/**
 * Runs `read` in a transaction whose statements PostgreSQL plans without nested loops
 * (`SET LOCAL enable_nestloop = off`, undone at its end), for the composed statements that join
 * the term entries of several words on their product or order keys.
 *
 * The planner estimates such a join as if the words were independent (a few rows out of
 * "agua" ⋈ "mineral" ⋈ "gas", where every "agua mineral" product holds "gas"), and for a few rows
 * it chose a nested loop that re-read a word's whole range for each of them: 41 ms for a page in
 * name order at 100k, against 0.5 ms merged. The count functions of migrations 0017 and 0018 set
 * the same for their own statements. A read that must probe does so in its own statement.
 *
 * @param read the statements to run, on the transaction it is given
 * @returns what `read` returns; three more round trips (BEGIN, SET, COMMIT) than reading alone
 */
export async function withMergeJoins<T>(db: Db, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_nestloop = off`);
    return read(tx);
  });
}
