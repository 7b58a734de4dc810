import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The Drizzle database handle the repositories use, whichever driver is behind it. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle: same query API as {@link Db}. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, otherwise the embedded
 * PGlite in `pgliteDir` (created when missing; `memory://` for an in-memory one).
 */
export async function openDatabase(opts: { databaseUrl?: string; pgliteDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Both drivers expose the same PostgreSQL query builder; the cast unifies their types.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, close: () => pool.end() };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  return { db, close: () => client.close() };
}
