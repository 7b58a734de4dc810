import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { preparedStatement, runPreparedSql } from './prepared.ts';
import { clientes } from './schema/index.ts';

/**
 * Statements prepared once per database run on the connection of the handle they are given: a
 * transaction's statement sees what the transaction wrote and has not committed (on PostgreSQL a
 * pooled connection would not; on PGlite it would wait for the transaction to end), and the same
 * kept statement serves the database afterwards (ADR 0065).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = 'prepared-statement@vitrine.test';

function customerByEmail(db: TestApp['database']['db']) {
  return preparedStatement(db, 'test_customer_by_email', (d) =>
    d
      .select({ nome: clientes.nome })
      .from(clientes)
      .where(eq(clientes.email, sql.placeholder('email')))
      .prepare('test_customer_by_email'),
  );
}

const customerByEmailSql = () =>
  sql`SELECT nome FROM ${clientes} WHERE email = ${sql.placeholder('email')}::text`;

describe('preparedStatement and runPreparedSql', () => {
  it("run in a transaction on the transaction's connection, then on the database's", async () => {
    const db = t.database.db;
    const rolledBack = new Error('rolled back on purpose');
    let seen: unknown[] = [];
    await db
      .transaction(async (tx) => {
        await tx
          .insert(clientes)
          .values({ nome: 'Ainda não gravado', email: EMAIL, senhaHash: '!' });
        seen = [
          await customerByEmail(tx).execute({ email: EMAIL }),
          await runPreparedSql(tx, 'test_customer_by_email_sql', customerByEmailSql, {
            email: EMAIL,
          }),
        ];
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(seen).toEqual([[{ nome: 'Ainda não gravado' }], [{ nome: 'Ainda não gravado' }]]);
    // Rolled back: the database's connections see nothing, through the same kept statements.
    expect(await customerByEmail(db).execute({ email: EMAIL })).toEqual([]);
    expect(
      await runPreparedSql(db, 'test_customer_by_email_sql', customerByEmailSql, { email: EMAIL }),
    ).toEqual([]);
  });
});
