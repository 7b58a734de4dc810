import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, ServerOptions } from './client.ts';
import * as schema from './schema/index.ts';
import { reportSlowQueries } from './slow-queries.ts';
import { serverFeed } from './server-listener.ts';

/** A transaction left open by a stuck request is ended by the server after this, in ms. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/**
 * A pooled connection unused for this long is closed, in ms. Each connection holds its own
 * named statements and, after five executions each, their generic plans (ADR 0042, 0056): a new
 * connection parses every statement again and plans it for its values five times, which costs a
 * search of several words 2-3 times its warm time per request (a cold connection served
 * "leite em po integral" at 100k in 24-50 ms, a warm one in 16-19 ms). node-postgres' default
 * of 10 s closed a pool's less used connections whenever the load dipped for that long, so each
 * rise of traffic paid that again (ADR 0102). Ten minutes still returns a quiet night's
 * connections to the server.
 */
export const POOL_IDLE_TIMEOUT_MS = 10 * 60_000;

/**
 * What every connection of the pool sets first (ADR 0095). The API's statements are short
 * index reads: JIT compilation, which PostgreSQL starts for any statement estimated above
 * `jit_above_cost`, cost about 100 ms for a 2 ms count whose term ranges the planner
 * overestimated; and parallel workers take cores from the other requests (ADR 0072).
 */
export const SESSION_SETTINGS = 'SET jit = off; SET max_parallel_workers_per_gather = 0';

/**
 * A pooled node-postgres database on the server of `databaseUrl`, with the timeouts of
 * `server`. A connection the server drops never crashes the process (issue 7 defect 1):
 * node-postgres emits 'error' on an idle pooled client, and on a checked-out client between
 * queries (inside a transaction); without a listener Node throws it. Both get one here, the
 * pool discards the broken client, and queries on it fail with a connection error that the
 * HTTP layer answers 503.
 */
export function openPostgres(
  databaseUrl: string,
  server: ServerOptions,
  migrationsFolder: string,
  logger?: Logger,
): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: server.poolSize,
    connectionTimeoutMillis: server.connectTimeoutMs,
    statement_timeout: server.statementTimeoutMs,
    query_timeout: server.statementTimeoutMs + 2_000,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    keepAlive: true,
    // Awaited before the pool hands the new client out: a query queued behind another on one
    // client is deprecated in node-postgres 8 and goes in 9. A server without these settings
    // keeps its defaults.
    onConnect: async (client) => {
      await client.query(SESSION_SETTINGS).catch(() => undefined);
    },
  });
  // Every client, idle or checked out, reports its connection loss here (once per client).
  pool.on('connect', (client) => {
    client.on('error', server.onConnectionError);
    reportSlowQueries(client, server.slowQueryMs, server.onSlowQuery);
  });
  // pg-pool re-emits an idle client's error on the pool; the client listener above logged it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, ...(logger ? { logger } : {}) });
  return {
    db,
    migrate: () => migrateWithoutTimeout(databaseUrl, server, migrationsFolder),
    listen: serverFeed(databaseUrl, server.connectTimeoutMs),
    close: () => pool.end(),
  };
}

/**
 * Applies the migrations on a connection of their own without the pool's statement timeout: a
 * migration may fill a table or build an index over the whole catalog (migration 0010 reads a
 * million products), which a request's timeout would cancel and so stop the API from starting.
 */
async function migrateWithoutTimeout(
  databaseUrl: string,
  server: ServerOptions,
  migrationsFolder: string,
): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: server.connectTimeoutMs,
  });
  client.on('error', server.onConnectionError);
  await client.connect();
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
