import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql, type Logger } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/seed-demo.ts';

/** A built app over a fresh, migrated and seeded database, for `app.inject` tests. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /**
   * Call after a test writes a supplier, its payment methods or stores directly: drops the
   * app's supplier cache (ADR 0045). In production the NOTIFY of migration 0009 does it, but on
   * PostgreSQL that notification arrives a moment after the commit, so the next request could
   * still read the old configuration.
   */
  suppliersChanged(): void;
  close(): Promise<void>;
}

/**
 * Builds the app on PGlite in memory, or on the PostgreSQL server of `TEST_DATABASE_URL`
 * (schema dropped and re-created first, so every test file starts from the same seed).
 * `overrides` replace parsed config values, e.g. `{ LOGIN_RATE_LIMIT_PER_MINUTE: 3 }`. The
 * request limits are lifted by default (every test logs in from the one inject address);
 * login-limits.test.ts sets the production values. `logStream` receives the JSON log lines;
 * `logger` is told of every statement (see openDatabase), e.g. to count a route's round trips.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logStream?: Writable; logger?: Logger } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: 'memory://',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_FREE_FAILURES_PER_CLIENT: '1000',
      LOGIN_ACCOUNT_SOFT_FAILURES_PER_HOUR: '1000',
      LOGIN_ACCOUNT_HARD_FAILURES_PER_HOUR: '1000',
      CANDIDATE_RATE_LIMIT_PER_MINUTE: '1000',
      ACCOUNTS_RATE_LIMIT_PER_MINUTE: '1000',
    }),
    ...overrides,
  };
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: 'memory://',
    logger: options.logger,
  });
  if (databaseUrl) {
    await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
  }
  await database.migrate();
  await seedDemo(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    logStream: options.logStream,
  });
  return {
    app,
    database,
    suppliersChanged: () => app.suppliers.clear(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
