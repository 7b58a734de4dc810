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

/** How the API talks to a PostgreSQL server: timeouts that keep a lost database from hanging requests. */
export interface ServerOptions {
  /** Longest wait for a new connection (or for a free one of the pool) before the query fails, in ms. */
  connectTimeoutMs: number;
  /** PostgreSQL `statement_timeout` of every connection, in ms; the client gives up 2 s later. */
  statementTimeoutMs: number;
  /**
   * Told when a pooled connection fails outside any query (the server terminated it, a
   * failover, a network cut). The connection is discarded and the next query opens a new one.
   */
  onConnectionError: (error: Error) => void;
}

/** Pool size per API instance: PostgreSQL's default 100 connections serve about eight instances. */
const POOL_SIZE = 10;
/** A transaction left open by a stuck request is ended by the server after this, in ms. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, otherwise the embedded
 * PGlite in `pgliteDir` (created when missing; `memory://` for an in-memory one).
 *
 * On a server, a connection the server drops never crashes the process (issue 7 defect 1):
 * node-postgres emits 'error' on an idle pooled client, and on a checked-out client between
 * queries (inside a transaction); without a listener Node throws it. Both get one here, the
 * pool discards the broken client, and queries on it fail with a connection error that the
 * HTTP layer answers 503.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  server?: Partial<ServerOptions>;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const server: ServerOptions = {
      connectTimeoutMs: 3_000,
      statementTimeoutMs: 10_000,
      onConnectionError: (error) =>
        console.error(`[api] database connection lost: ${error.message}`),
      ...opts.server,
    };
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: server.connectTimeoutMs,
      statement_timeout: server.statementTimeoutMs,
      query_timeout: server.statementTimeoutMs + 2_000,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      keepAlive: true,
    });
    // Every client, idle or checked out, reports its connection loss here (once per client).
    pool.on('connect', (client) => client.on('error', server.onConnectionError));
    // pg-pool re-emits an idle client's error on the pool; the client listener above logged it.
    pool.on('error', () => undefined);
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
