import { readFileSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { bigint, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The drizzle migrator's own bookkeeping table (`drizzle.__drizzle_migrations`), read-only here. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: integer('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** How many migrations this build ships (drizzle-kit's journal beside the SQL files). */
const shippedMigrations = (
  JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * Readiness (`GET /ready`): the database answers a query and every migration this build ships
 * has been applied. Works the same on PGlite (in-process) and on a PostgreSQL server.
 * @returns false instead of throwing when the database is unreachable, closed or not migrated.
 */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    const [row] = await db.select({ applied: count() }).from(appliedMigrations);
    return (row?.applied ?? 0) >= shippedMigrations;
  } catch {
    return false;
  }
}

/**
 * SQLSTATE classes and codes that mean "the database is not there right now", not "this request
 * is wrong": connection exceptions (08…), the server shutting down or starting (57P01–57P03),
 * too many connections (53300), a statement cancelled by `statement_timeout` (57014).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
/** Socket-level failures of node-postgres (the server closed, refused or never answered). */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool raise these as plain Errors, without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|Connection ended|PGlite is closed/i;

/**
 * Whether `error` (or any error in its `cause` chain, e.g. Drizzle's DrizzleQueryError around a
 * driver error) says the database is unreachable, so the request deserves 503 and a retry, not
 * 500 (issue 7 defect 1).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))
    )
      return true;
    if (UNAVAILABLE_MESSAGE.test(e.message.split('\n', 1)[0] ?? '')) return true;
    e = e.cause;
  }
  return false;
}
