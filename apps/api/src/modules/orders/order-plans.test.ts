import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { centavos, milli, RegraPreco, StatusPedido } from '@vitrine/domain';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { planCounts, rawStatementText } from '../../../test/generic-plan.ts';
import {
  latestOrderQuery,
  lockCustomerQuery,
  orderStatement,
  orderValues,
} from './orders-repository.ts';

/**
 * The prepared statements every order submit sends in its transaction (issue 12 §2, ADR 0065):
 * PostgreSQL must keep their generic plans instead of planning them again for each order. Runs
 * on PGlite and on PostgreSQL like every API test.
 */
const A = DEMO_SUPPLIERS.serraVerde.idfornecedor;

let t: TestApp;
let idcliente: number;
let idformapagto: number;
let produtos: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [cliente] = await rawRows<{ idcliente: unknown }>(
    db,
    sql`SELECT idcliente FROM cadastros_cliente WHERE idfornecedor = ${A} ORDER BY idcliente LIMIT 1`,
  );
  const [forma] = await rawRows<{ idformapagto: unknown }>(
    db,
    sql`SELECT idformapagto FROM formas_pagamento WHERE idfornecedor = ${A} ORDER BY idformapagto LIMIT 1`,
  );
  const ids = await rawRows<{ idproduto: unknown }>(
    db,
    sql`SELECT idproduto FROM produtos WHERE idfornecedor = ${A} AND ativo ORDER BY idproduto LIMIT 2`,
  );
  idcliente = Number(cliente!.idcliente);
  idformapagto = Number(forma!.idformapagto);
  produtos = ids.map((r) => Number(r.idproduto));
});
afterAll(() => t.close());

/** PostgreSQL's plans after 8 executions: the first five custom, the rest the kept generic one. */
const KEPT = { generic: 3, custom: 5 };

describe('the order statements', () => {
  it('the customer lock keeps its generic plan', async () => {
    const text = lockCustomerQuery(t.database.db).toSQL();
    expect(await planCounts(t.database.db, text, { idcliente })).toEqual(KEPT);
  });

  it('the latest order (duplicate check) keeps its generic plan', async () => {
    const text = latestOrderQuery(t.database.db).toSQL();
    expect(await planCounts(t.database.db, text, { idfornecedor: A, idcliente })).toEqual(KEPT);
  });

  it('the order row, its lines, status, payment and emptied cart keep their generic plan', async () => {
    const values = orderValues(
      {
        idfornecedor: A,
        idcliente,
        status: StatusPedido.ENVIADO,
        tipoEntrega: 'RETIRADA',
        canalVenda: 'WEB',
        canalOrigem: 'WEB_COMMERCE',
        idformapagto,
        totalItensCentavos: centavos(1000),
        taxaEntregaCentavos: centavos(0),
        descontoCentavos: centavos(0),
        totalCentavos: centavos(1000),
        fingerprint: 'plan-check',
        lojaRetira: {
          idloja: 1,
          nome: 'Loja',
          descricao_endereco_loja: 'Rua A, 1',
          coordenadas_loja: { latitude: -23.5, longitude: -46.6 },
        },
        criadoEm: new Date(),
      },
      produtos.map((idproduto) => ({
        idproduto,
        nome: 'Produto',
        unidade: 'UN',
        quantidadeMilli: milli(1000),
        precoUnitarioCentavos: centavos(500),
        regraPreco: RegraPreco.REGULAR,
        totalCentavos: centavos(500),
      })),
      { tipo: 'PIX', valorCentavos: centavos(1000) },
      { atualizadoEm: new Date() },
    );
    const text = rawStatementText(orderStatement());
    expect(await planCounts(t.database.db, text, values)).toEqual(KEPT);
  });
});
