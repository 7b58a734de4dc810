import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { SlowQuery } from './db/slow-queries.ts';
import { buildApp } from './app.ts';

/** How long in-flight requests get to finish after SIGINT/SIGTERM before the process gives up, in ms. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

// Start-up: parse config, open + migrate the database, seed the demo data, listen.
const config = loadConfig();
// A dropped connection is logged through the app's logger once it exists (before: stderr).
let logConnectionError = (error: Error): void =>
  console.error(`[api] database connection lost: ${error.message}`);
let logSlowQuery = (query: SlowQuery): void =>
  console.error(`[api] slow query (${query.ms} ms): ${query.sql}`);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
  server: {
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    onConnectionError: (error) => logConnectionError(error),
    poolSize: config.DB_POOL_SIZE,
    slowQueryMs: config.DB_SLOW_QUERY_MS,
    onSlowQuery: (query) => logSlowQuery(query),
  },
});
await database.migrate();
// The demo data (its catalogs are about 190 kB of source) is loaded only when it is seeded: a
// production process never holds it (ADR 0085).
if (config.SEED_DEMO) await (await import('./db/seed/seed-demo.ts')).seedDemo(database.db);
const app = await buildApp({ config, db: database.db, listen: database.listen });
logConnectionError = (error) =>
  app.log.warn({ err: error }, 'database connection lost; discarded, the pool opens a new one');
logSlowQuery = (query) => app.log.warn({ ms: query.ms, sql: query.sql }, 'slow query');

let stopping = false;
/**
 * Graceful stop: Fastify stops accepting connections, closes idle keep-alive sockets and waits
 * for in-flight requests; then the database closes (PGlite flushes to disk). A stop that hangs
 * past SHUTDOWN_TIMEOUT_MS exits with code 1 rather than never.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    console.error(`[api] shutdown took more than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error('[api] shutdown failed', error);
    process.exit(1);
  }
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));

await app.listen({ host: config.API_HOST, port: config.API_PORT });
