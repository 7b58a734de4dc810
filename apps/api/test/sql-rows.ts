import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';

/**
 * The rows of a raw SQL statement, on PGlite and on node-postgres alike (both results carry
 * `rows`; the shared database type leaves the result untyped).
 */
export async function sqlRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
