import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The rows of a raw SQL statement, on PGlite and on node-postgres alike (both results carry
 * `rows`; the shared database type leaves the result untyped). The row type is the caller's
 * word for what its SELECT returns; the driver's own types (bigint as string) stay as they are.
 */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result)) {
    throw new Error('the driver returned no rows array');
  }
  const { rows } = result;
  if (!Array.isArray(rows)) throw new Error('the driver returned no rows array');
  return rows as T[];
}
