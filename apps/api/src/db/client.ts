import type { SlowQuery } from './slow-queries.ts';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

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

/** What a {@link Database.listen} subscriber is told. */
export interface ChangeListener {
  /** A notification on the channel, with its payload. */
  message(payload: string): void;
  /** The subscription is live (first time, and again after a lost connection came back). */
  up(): void;
  /** The subscription's connection was lost: notifications may be missed until `up`. */
  down(): void;
}

/** An open database: the handle, its migrator and how to close it. */
export interface Database {
  db: Db;
  /**
   * Subscribes to PostgreSQL `NOTIFY` on `channel` (LISTEN): on a server through one dedicated
   * connection, shared by every channel, that reconnects after a loss; on PGlite in process.
   * @returns how to unsubscribe.
   */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
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
  /** Connections per API instance (see DB_POOL_SIZE in config.ts). */
  poolSize: number;
  /** Statements at least this slow are reported to `onSlowQuery`, in ms; 0: none. */
  slowQueryMs: number;
  /** Told of each slow statement (duration and SQL text, never its parameters). */
  onSlowQuery: (query: SlowQuery) => void;
}

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set (pooled, with the timeouts
 * of `server`; see postgres-database.ts), otherwise the embedded PGlite in `pgliteDir` (created
 * when missing; `memory://` for an in-memory one). Each driver is imported only when chosen, so
 * a server-backed API never loads PGlite's WASM engine and an embedded one never loads pg.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  server?: Partial<ServerOptions>;
  /**
   * Told of every statement the app sends through Drizzle (SQL text and parameters), on either
   * driver; tests count a route's round trips with it. Transaction control (BEGIN/COMMIT) is
   * reported on node-postgres only.
   */
  logger?: Logger;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres-database.ts');
    return openPostgres(
      opts.databaseUrl,
      {
        connectTimeoutMs: 3_000,
        statementTimeoutMs: 10_000,
        onConnectionError: (error) =>
          console.error(`[api] database connection lost: ${error.message}`),
        poolSize: 10,
        slowQueryMs: 0,
        onSlowQuery: () => undefined,
        ...opts.server,
      },
      migrationsFolder,
      opts.logger,
    );
  }
  const { openPglite } = await import('./pglite-database.ts');
  return openPglite(opts.pgliteDir, migrationsFolder, opts.logger);
}
