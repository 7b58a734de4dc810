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
  type PlanFixture,
} from '../../../test/generic-plan.ts';
import { cartHeaderStatement, cartLinesStatement } from './cart-repository.ts';

/**
 * The two prepared statements of every cart save's write (issue 12 §2, ADR 0065): PostgreSQL
 * must keep their generic plans instead of planning them again for each save. Runs on PGlite
 * and on PostgreSQL like every API test.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;

let t: TestApp;
let fixture: PlanFixture;
let idcarrinho: number;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await planFixture(t.database.db, A);
  const [cart] = await rawRows<{ idcarrinho: unknown }>(
    t.database.db,
    sql`INSERT INTO carrinhos (idfornecedor, idcliente) VALUES (${A}, ${fixture.idcliente})
        ON CONFLICT (idfornecedor, idcliente) DO UPDATE SET atualizado_em = now()
        RETURNING idcarrinho`,
  );
  idcarrinho = Number(cart!.idcarrinho);
});
afterAll(() => t.close());

const KEPT = GENERIC_PLAN_KEPT;

describe('the cart write statements', () => {
  it('the cart row (created, or its header updated unless locked) keeps its generic plan', async () => {
    const values = {
      idfornecedor: A,
      idcliente: fixture.idcliente,
      observacao: null,
      numPedidoCliente: null,
      codigoCupom: null,
      cupomAplicacaoAutomatica: true,
      tipoEntrega: null,
      idenderecoEntrega: null,
      idformaentrega: null,
      atualizadoEm: new Date(),
    };
    expect(
      await planCounts(t.database.db, rawStatementText(cartHeaderStatement()), values),
    ).toEqual(KEPT);
  });

  it('the lines (deleted, inserted or updated in place) keep their generic plan', async () => {
    const values = {
      idcarrinho,
      ids: fixture.produtos,
      quantidades: fixture.produtos.map(() => 1000),
      embalar: fixture.produtos.map(() => false),
      precos: fixture.produtos.map(() => null),
    };
    expect(await planCounts(t.database.db, rawStatementText(cartLinesStatement()), values)).toEqual(
      KEPT,
    );
  });
});
