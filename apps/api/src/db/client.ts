import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The tables the query builder knows (relational queries, `db.query.*`). */
export type Schema = typeof schema;

/**
 * The database handle the repositories use, whichever driver is behind it. Both drivers'
 * databases (PGlite, node-postgres) are subclasses of Drizzle's `PgDatabase`; only the shape
 * of a raw query result (`PgQueryResultHKT`) differs, and no repository reads raw results.
 * See docs/decisions/0010.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle (PgTransaction is itself a `PgDatabase` with rollback). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * What a repository function takes: the database, or the transaction it must join.
 * Functions that only make sense inside a transaction (row locks) take {@link Tx}.
 */
export type DbOrTx = Db | Tx;

/** An open database: the handle, its migrator and how to close it. */
export interface Database {
  db: Db;
  /** Applies the pending drizzle-kit migrations of `db/migrations`, with the driver's own migrator. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, otherwise the embedded
 * PGlite in `pgliteDir` (created when missing; `memory://` for an in-memory one).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    return { db, migrate: () => migratePg(db, { migrationsFolder }), close: () => pool.end() };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
