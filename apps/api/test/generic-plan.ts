import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.ts';
import { rawRows } from '../src/db/raw-rows.ts';

/** A statement's text with `$n` parameters and what each one is (a placeholder or a constant). */
export interface StatementText {
  sql: string;
  params: unknown[];
}

/** The text of a raw statement built with `sql.placeholder`s, as the databases prepare it. */
export function rawStatementText(statement: SQL): StatementText {
  return new PgDialect().sqlToQuery(statement);
}

/** Each check prepares its own name: PREPARE outlives a rolled-back transaction. */
let checks = 0;

/** A JavaScript value as an SQL literal for EXECUTE (the statement's own casts type it). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) {
    const element = (v: unknown) =>
      v === null || v === undefined ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`;
    return literal(`{${value.map(element).join(',')}}`);
  }
  if (typeof value === 'object') return literal(JSON.stringify(value));
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The arguments of `EXECUTE name(…)` for `statement`: placeholders filled from `values` by name. */
export function executeArguments(
  statement: StatementText,
  values: Record<string, unknown>,
): string {
  return statement.params
    .map((p) =>
      literal(typeof p === 'object' && p !== null && 'name' in p ? values[String(p.name)] : p),
    )
    .join(', ');
}

/**
 * How PostgreSQL planned a statement executed `executions` times on one connection: PREPAREd
 * from `statement`'s text (placeholders filled from `values` by name, constants as they are),
 * EXECUTEd, then read from pg_prepared_statements. PostgreSQL plans the first five executions
 * for their values and then keeps the generic plan only when it is estimated no dearer, so a
 * statement that keeps it shows 5 custom plans and the rest generic; one planned again for
 * every request shows only custom plans (ADR 0056). Runs in a transaction that is rolled back,
 * so a write statement leaves nothing behind.
 */
export async function planCounts(
  db: Db,
  statement: StatementText,
  values: Record<string, unknown>,
  executions = 8,
): Promise<{ generic: number; custom: number }> {
  const args = executeArguments(statement, values);
  const name = `plan_check_${++checks}`;
  let counts: { generic: number; custom: number } | null = null;
  const rolledBack = new Error('rolled back on purpose');
  await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`PREPARE ${name} AS ${statement.sql}`));
      for (let i = 0; i < executions; i++) await tx.execute(sql.raw(`EXECUTE ${name}(${args})`));
      const [row] = await rawRows<{ generic_plans: unknown; custom_plans: unknown }>(
        tx,
        sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = ${name}`,
      );
      await tx.execute(sql.raw(`DEALLOCATE ${name}`));
      counts = { generic: Number(row!.generic_plans), custom: Number(row!.custom_plans) };
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return counts!;
}

/** PostgreSQL's plans after 8 executions of a statement that keeps its generic plan. */
export const GENERIC_PLAN_KEPT = { generic: 3, custom: 5 };

/** Rows a statement's values can name at a seeded supplier. */
export interface PlanFixture {
  /** A customer registered at the supplier. */
  idcliente: number;
  /** One of the supplier's payment methods. */
  idformapagto: number;
  /** Three of the supplier's active products. */
  produtos: number[];
}

/** A customer, a payment method and three active products of the seeded supplier `idfornecedor`. */
export async function planFixture(db: Db, idfornecedor: string): Promise<PlanFixture> {
  const [row] = await rawRows<{ idcliente: unknown; idformapagto: unknown; produtos: unknown[] }>(
    db,
    sql`SELECT
      (SELECT idcliente FROM cadastros_cliente WHERE idfornecedor = ${idfornecedor}
        ORDER BY idcliente LIMIT 1) AS idcliente,
      (SELECT idformapagto FROM formas_pagamento WHERE idfornecedor = ${idfornecedor}
        ORDER BY idformapagto LIMIT 1) AS idformapagto,
      ARRAY(SELECT idproduto FROM produtos WHERE idfornecedor = ${idfornecedor} AND ativo
        ORDER BY idproduto LIMIT 3) AS produtos`,
  );
  return {
    idcliente: Number(row!.idcliente),
    idformapagto: Number(row!.idformapagto),
    produtos: row!.produtos.map(Number),
  };
}
