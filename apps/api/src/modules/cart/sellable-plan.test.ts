import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  GENERIC_PLAN_KEPT,
  planCounts,
  planFixture,
  rawStatementText,
} from '../../../test/generic-plan.ts';
import { cartAndSellableQuery, sellableQuery, storedCartJson } from './cart-repository.ts';

/**
 * The sellable-products statement, sent by every cart save and read (issue 12 §2, ADR 0056):
 * PostgreSQL must keep its generic plan instead of planning it again for each cart's ids.
 * Runs on PGlite and on PostgreSQL like every API test.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sellable-products statement', () => {
  it('is planned once per connection: PostgreSQL keeps its generic plan from the sixth cart on', async () => {
    const db = t.database.db;
    const ids = await rawRows<{ idproduto: unknown }>(
      db,
      sql`SELECT idproduto FROM produtos WHERE idfornecedor = ${A} AND ativo ORDER BY idproduto LIMIT 3`,
    );
    expect(ids).toHaveLength(3);
    const { sql: text, params } = sellableQuery(
      db,
      sql.placeholder('idfornecedor'),
      sql.placeholder('ids'),
    ).toSQL();
    const values: Record<string, string> = {
      idfornecedor: `'${A}'`,
      ids: `'{${ids.map((r) => Number(r.idproduto)).join(',')}}'`,
    };
    // Placeholders by name; the statement's own constants (`ativo = true`) as they are.
    const args = params
      .map((p) =>
        typeof p === 'object' && p !== null && 'name' in p ? values[String(p.name)]! : String(p),
      )
      .join(', ');
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`PREPARE carrinho_vendaveis AS ${text}`));
      let found = 0;
      for (let i = 0; i < 8; i++) {
        found = (await rawRows(tx, sql.raw(`EXECUTE carrinho_vendaveis(${args})`))).length;
      }
      const [row] = await rawRows<{ generic_plans: unknown; custom_plans: unknown }>(
        tx,
        sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements
            WHERE name = 'carrinho_vendaveis'`,
      );
      await tx.execute(sql`DEALLOCATE carrinho_vendaveis`);
      return { found, generic: Number(row!.generic_plans), custom: Number(row!.custom_plans) };
    });
    expect(result).toEqual({ found: 3, generic: 3, custom: 5 });
  });

  it('with the stored cart (what a save reads) keeps its generic plan, as the cart alone', async () => {
    const db = t.database.db;
    const { idcliente, produtos } = await planFixture(db, A);
    await db.execute(sql`INSERT INTO carrinhos (idfornecedor, idcliente) VALUES (${A}, ${idcliente})
      ON CONFLICT (idfornecedor, idcliente) DO NOTHING`);
    const values = { idfornecedor: A, idcliente, ids: produtos };
    expect(await planCounts(db, cartAndSellableQuery(db).toSQL(), values)).toEqual(
      GENERIC_PLAN_KEPT,
    );
    const cartAlone = rawStatementText(
      sql`SELECT ${storedCartJson(sql.placeholder('idfornecedor'), sql.placeholder('idcliente'))}`,
    );
    expect(await planCounts(db, cartAlone, values)).toEqual(GENERIC_PLAN_KEPT);
  });
});
