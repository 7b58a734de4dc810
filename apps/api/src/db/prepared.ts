import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client.ts';

/**
 * Prepared statements by database, then by name (each database prepares its own). Keyed by the
 * database's relational schema object, which Drizzle creates once per database and hands to
 * every transaction of it, so a transaction finds its database's statements.
 */
const statements = new WeakMap<object, Map<string, object>>();

/**
 * The statement `name` of `db`'s database, prepared once by `build` and kept for the
 * database's life: no SQL is composed per request, and on PostgreSQL it is a named statement
 * each connection parses once (ADR 0042, 0055). `build` must use placeholders for every value.
 *
 * `db` may be a transaction: the statement then runs on the transaction's connection (a
 * statement prepared on the pool would run on another one, outside the transaction), still
 * without composing its SQL again (ADR 0065). A view of the kept statement whose `client`
 * is the transaction's is made per call; Drizzle's prepared queries of both drivers (node-postgres
 * and PGlite) send through that field. prepared.test.ts holds this on both databases.
 */
export function preparedStatement<T extends object>(
  db: DbOrTx,
  name: string,
  build: (db: Db) => T,
): T {
  const key = db._.schema ?? db;
  let byName = statements.get(key);
  if (!byName) statements.set(key, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    // Built on the database itself when it is one; a transaction builds it only the first time,
    // and every call below binds it to the caller's connection anyway.
    byName.set(name, (statement = build(db)));
  }
  const client = clientOf(db._.session);
  if (clientOf(statement) === client) return statement;
  return Object.create(statement, { client: { value: client } }) as T;
}

/** The SQL types a statement's value is hidden as (see {@link unseenByPlanner}). */
export type HiddenValueType = 'uuid' | 'int' | 'text' | 'text[]';

/**
 * A prepared statement's value (a placeholder, or an expression of placeholders and literals)
 * as an InitPlan, `(SELECT (value)::type)`, whose result the planner does not know (ADR 0104). An
 * index condition on it is still an index condition. PostgreSQL keeps a named statement's
 * generic plan only while it looks no dearer than the average of the custom plans the
 * statement made on that connection; a value the planner reads (a small supplier, a small
 * OFFSET) makes a custom plan cheaper, and a pooled connection that served such pages then
 * planned every later request again, a big supplier's too (1.5 ms of planning for page 50 of
 * `sk=cafe` at 100k products, 0.75 ms to execute it). Hidden, the values cannot make a custom
 * plan cheaper than the generic one, which is then kept after five executions whatever the
 * connection served before.
 */
export function unseenByPlanner(value: unknown, type: HiddenValueType): SQL {
  return sql`(SELECT (${value})::${sql.raw(type)})`;
}

/** The `client` field of a Drizzle session or prepared query (the pool or a connection). */
function clientOf(holder: object): unknown {
  return 'client' in holder ? holder.client : undefined;
}

/** Turns a raw statement into its text and parameters once (the databases' own dialect). */
const dialect = new PgDialect();

/**
 * Runs the raw statement `name` (`build` gives its SQL, with `sql.placeholder` for every value)
 * prepared once per database like {@link preparedStatement}, on `db`'s connection (the
 * transaction's when `db` is one), and returns its rows as the driver gives them (column names
 * as selected; `R` is the caller's word for them). For statements the query builder cannot
 * prepare, such as data-modifying CTEs.
 */
export async function runPreparedSql<R>(
  db: DbOrTx,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<R[]> {
  const statement = preparedStatement(db, name, (d) =>
    d._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
  );
  // Without selected fields both drivers answer their raw result, whose rows are objects.
  const result = (await statement.execute(values)) as { rows: R[] };
  return result.rows;
}
