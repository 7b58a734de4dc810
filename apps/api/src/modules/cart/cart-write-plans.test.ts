import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { planCounts, rawStatementText } from '../../../test/generic-plan.ts';
import { cartHeaderStatement, cartLinesStatement } from './cart-repository.ts';

/**
 * The two prepared statements of every cart save's write (issue 12 §2, ADR 0065): PostgreSQL
 * must keep their generic plans instead of planning them again for each save. Runs on PGlite
 * and on PostgreSQL like every API test.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;

let t: TestApp;
let idcliente: number;
let idcarrinho: number;
let produtos: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [cliente] = await rawRows<{ idcliente: unknown }>(
    db,
    sql`SELECT idcliente FROM cadastros_cliente WHERE idfornecedor = ${A} ORDER BY idcliente LIMIT 1`,
  );
  idcliente = Number(cliente!.idcliente);
  const [cart] = await rawRows<{ idcarrinho: unknown }>(
    db,
    sql`INSERT INTO carrinhos (idfornecedor, idcliente) VALUES (${A}, ${idcliente})
        ON CONFLICT (idfornecedor, idcliente) DO UPDATE SET atualizado_em = now()
        RETURNING idcarrinho`,
  );
  idcarrinho = Number(cart!.idcarrinho);
  const ids = await rawRows<{ idproduto: unknown }>(
    db,
    sql`SELECT idproduto FROM produtos WHERE idfornecedor = ${A} AND ativo ORDER BY idproduto LIMIT 3`,
  );
  produtos = ids.map((r) => Number(r.idproduto));
});
afterAll(() => t.close());

/** PostgreSQL's plans after 8 executions: the first five custom, the rest the kept generic one. */
const KEPT = { generic: 3, custom: 5 };

describe('the cart write statements', () => {
  it('the cart row (created, or its header updated unless locked) keeps its generic plan', async () => {
    const values = {
      idfornecedor: A,
      idcliente,
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
      ids: produtos,
      quantidades: produtos.map(() => 1000),
      embalar: produtos.map(() => false),
      precos: produtos.map(() => null),
    };
    expect(await planCounts(t.database.db, rawStatementText(cartLinesStatement()), values)).toEqual(
      KEPT,
    );
  });
});
