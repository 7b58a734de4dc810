import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { executeArguments, type StatementText } from './generic-plan.ts';

/** A node of an `EXPLAIN (FORMAT JSON)` plan, with the fields the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** An index scan's condition, as EXPLAIN prints it. */
  'Index Cond'?: string;
  Alias?: string;
  /** A join whose inner side PostgreSQL proved to hold one row per outer row. */
  'Inner Unique'?: boolean;
  /** The planner's estimate of the node's whole cost, in its cost units. */
  'Total Cost'?: number;
  Plans?: PlanNode[];
}

/** The planner settings a plan test may price out (`SET LOCAL … = off`). */
export type PlannerSetting =
  'enable_sort' | 'enable_seqscan' | 'enable_hashjoin' | 'enable_nestloop';

/**
 * The root of `query`'s plan, with `off` priced out for this one EXPLAIN (in a transaction, so
 * the settings end with it).
 */
export async function explainPlan(
  db: Db,
  query: SQL,
  off: readonly PlannerSetting[] = [],
): Promise<PlanNode> {
  const raw = await db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${query}`);
    return row!['QUERY PLAN'];
  });
  return parsePlan(raw);
}

/** Each plan its own name: PREPARE outlives a transaction that failed. */
let prepared = 0;

/**
 * The root of the generic plan of `statement` (its text with placeholders, as the API prepares
 * it), executed with `values` by name, with `off` priced out: the plan PostgreSQL keeps for a
 * prepared statement once it has chosen the generic one.
 */
export async function explainGenericPlan(
  db: Db,
  statement: StatementText,
  values: Record<string, unknown>,
  off: readonly PlannerSetting[] = [],
): Promise<PlanNode> {
  return explainPreparedPlan(db, statement, values, 'force_generic_plan', off);
}

/**
 * The root of the plan PostgreSQL makes for `statement` executed with `values` by name:
 * `force_generic_plan` the one it keeps, `force_custom_plan` the one it makes for those values
 * (the first five executions, and every one after when the generic plan looks dearer).
 */
export async function explainPreparedPlan(
  db: Db,
  statement: StatementText,
  values: Record<string, unknown>,
  mode: 'force_generic_plan' | 'force_custom_plan',
  off: readonly PlannerSetting[] = [],
): Promise<PlanNode> {
  const name = `prepared_plan_${++prepared}`;
  const raw = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = ${mode}`));
    for (const setting of off) await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    await tx.execute(sql.raw(`PREPARE ${name} AS ${statement.sql}`));
    const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(
      tx,
      sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${name}(${executeArguments(statement, values)})`),
    );
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    return row!['QUERY PLAN'];
  });
  return parsePlan(raw);
}

/**
 * The root of an `EXPLAIN (FORMAT JSON)` row's `QUERY PLAN`: text from PGlite, already parsed
 * from node-postgres.
 */
export function parsePlan(raw: unknown): PlanNode {
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return json[0]!.Plan;
}

/** A plan's nodes, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
