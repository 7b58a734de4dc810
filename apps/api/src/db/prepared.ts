import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from './client.ts';

/** Prepared statements by database, then by name (each database prepares its own). */
const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `name` of `db`, prepared once by `build` and kept for the database's life: no
 * SQL is composed per request, and on PostgreSQL it is a named statement each pooled connection
 * parses once (ADR 0042, 0055). `build` must use placeholders for every value.
 */
export function preparedStatement<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db)));
  return statement;
}

/**
 * Whether `db` is a transaction. A statement prepared on the database runs on any pooled
 * connection, not on the transaction's: inside one, a repository composes its query instead.
 */
export function isTransaction(db: DbOrTx): db is Tx {
  return is(db, PgTransaction);
}
