import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { centavos, milli, RegraPreco, StatusPedido } from '@vitrine/domain';
import { rawRows } from '../../db/raw-rows.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  GENERIC_PLAN_KEPT,
  planCounts,
  planFixture,
  rawStatementText,
} from '../../../test/generic-plan.ts';
import { registrationAccessQuery } from '../access/access-repository.ts';
import { characteristicsQuery } from '../accounts/accounts-repository.ts';
import { deliveryFormsQuery } from '../delivery/delivery-repository.ts';
import { activeStoresQuery, paymentMethodQuery } from '../suppliers/suppliers-repository.ts';
import { currentTermsQuery } from '../terms/terms-repository.ts';
import {
  lockCustomerQuery,
  orderStartQuery,
  orderStatement,
  orderValues,
} from './orders-repository.ts';

/**
 * The prepared statements every order submit sends in its transaction, its writes and its reads
 * (issue 12 §2, ADR 0065):
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
  ({ idcliente, idformapagto, produtos } = await planFixture(t.database.db, A));
});
afterAll(() => t.close());

const KEPT = GENERIC_PLAN_KEPT;

describe('the order statements', () => {
  it('the customer lock keeps its generic plan', async () => {
    const text = lockCustomerQuery(t.database.db).toSQL();
    expect(await planCounts(t.database.db, text, { idcliente })).toEqual(KEPT);
  });

  it('the stored cart, the payment method and the latest order (duplicate check) keep its generic plan, also for a customer with many orders', async () => {
    const db = t.database.db;
    const text = orderStartQuery(db).toSQL();
    expect(await planCounts(db, text, { idfornecedor: A, idcliente, idformapagto })).toEqual(KEPT);
    // A distributor's buyer orders every day: with the LIMIT bound as a parameter, PostgreSQL
    // re-planned this statement for every order of a customer with a hundred orders.
    await db.execute(sql`INSERT INTO pedidos (idfornecedor, idcliente, status, tipo_entrega,
        idformapagto, total_itens_centavos, taxa_entrega_centavos, total_centavos, fingerprint,
        criado_em)
      SELECT ${A}, ${idcliente}, 'ENVIADO', 'RETIRADA', ${idformapagto}, 100, 0, 100,
        'plan-' || n, now() - n * interval '1 hour'
      FROM generate_series(1, 150) AS n`);
    await db.execute(sql`ANALYZE pedidos`);
    try {
      expect(await planCounts(db, text, { idfornecedor: A, idcliente, idformapagto })).toEqual(
        KEPT,
      );
    } finally {
      await db.execute(sql`DELETE FROM pedidos WHERE fingerprint LIKE 'plan-%'`);
      await db.execute(sql`ANALYZE pedidos`);
    }
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

describe("the reads of an order's transaction", () => {
  it('the registration (share-locked) and the current terms keep their generic plans', async () => {
    const db = t.database.db;
    const registration = registrationAccessQuery(db, 'share').toSQL();
    expect(await planCounts(db, registration, { idcliente, idfornecedor: A })).toEqual(KEPT);
    const terms = currentTermsQuery(db).toSQL();
    expect(await planCounts(db, terms, { idfornecedor: A, agora: new Date() })).toEqual(KEPT);
  });

  it('the payment method and the pickup stores keep their generic plans', async () => {
    const db = t.database.db;
    const method = paymentMethodQuery(db).toSQL();
    expect(await planCounts(db, method, { idfornecedor: A, idformapagto })).toEqual(KEPT);
    expect(await planCounts(db, activeStoresQuery(db).toSQL(), { idfornecedor: A })).toEqual(KEPT);
  });

  it('the delivery forms with their windows and the characteristics keep their generic plans', async () => {
    const db = t.database.db;
    const forms = await rawRows<{ idformaentrega: unknown }>(
      db,
      sql`SELECT idformaentrega FROM formas_entrega WHERE idfornecedor = ${A} ORDER BY 1`,
    );
    expect(forms.length).toBeGreaterThan(0);
    const ids = forms.map((f) => Number(f.idformaentrega));
    for (const [tipo, only] of [
      ['RETIRADA', false],
      ['DELIVERY', false],
      ['DELIVERY', true],
    ] as const) {
      const text = deliveryFormsQuery(db, only).toSQL();
      expect(await planCounts(db, text, { idfornecedor: A, tipo, only: ids[0] })).toEqual(KEPT);
    }
    const characteristics = characteristicsQuery(db).toSQL();
    expect(await planCounts(db, characteristics, { idfornecedor: A, aplicacao: 'pedido' })).toEqual(
      KEPT,
    );
  });
});
