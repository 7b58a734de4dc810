import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { formasPagamento, lojas } from '../../db/schema/index.ts';

/**
 * The statements one cart save, cart read and order submit send to the database (issue 12 §2:
 * cart save and order submit at hundreds per second). Each statement is a round trip that wakes
 * a PostgreSQL backend, so their number is the cost these tests hold: a change that adds one
 * fails here and says which. Transaction control is not counted (PGlite does not report it).
 */

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let recording: string[] | null = null;

/** The statements `request` sends, as their first words (table names included). */
async function statementsOf(
  request: () => Promise<{ statusCode: number; body: string }>,
): Promise<string[]> {
  recording = [];
  try {
    const res = await request();
    expect(res.statusCode, res.body).toBe(200);
    return recording;
  } finally {
    recording = null;
  }
}

const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)/i;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: {
        logQuery(query) {
          if (recording && !CONTROL.test(query))
            recording.push(query.replace(/\s+/g, ' ').slice(0, 80));
        },
      },
    },
  );
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
});

afterAll(async () => {
  await t?.close();
});

const cartUrl = (s: DemoSession, idfornecedor: string) =>
  `/v2/app/vitrine-web~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${idfornecedor}`;

describe('round trips', () => {
  it('a cart save of three priced lines', async () => {
    const ids = await Promise.all(
      [
        'Maçã Fuji',
        'Café Torrado e Moído Pilão 500 g',
        'Água Mineral Crystal 500 ml Caixa com 12',
      ].map(async (nome) => (await productByName(t, SERRA, nome)).idproduto),
    );
    const save = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: cartUrl(ana, SERRA),
        headers: ana.headers,
        payload: { cartItens: ids.map((id, k) => ({ id, quantidade: 1 + ((n + k) % 3) })) },
      });
    await save(0); // the supplier's configuration is cached after the first request
    const statements = await statementsOf(() => save(1));
    // session, the products with the stored cart and its lines (one statement), the coupons
    // with the customer's history, and the write's transaction: the cart row, then its lines
    expect(statements, statements.join('\n')).toHaveLength(5);
  });

  it('a cart read', async () => {
    const statements = await statementsOf(() =>
      t.app.inject({ method: 'GET', url: cartUrl(ana, SERRA), headers: ana.headers }),
    );
    // session, stored cart with its lines, the products, the coupons with the customer's history
    expect(statements, statements.join('\n')).toHaveLength(4);
  });

  it('an order submit (pickup, paid on pickup)', async () => {
    const farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
    const [loja] = await t.database.db.select().from(lojas).where(eq(lojas.idfornecedor, MAR));
    const [forma] = await t.database.db
      .select()
      .from(formasPagamento)
      .where(and(eq(formasPagamento.idfornecedor, MAR), eq(formasPagamento.tipo, 'DINHEIRO')));
    const submit = (quantidade: number) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/app/vitrine-web/usuario/${padaria.idcliente}/pedido`,
        headers: padaria.headers,
        payload: {
          itens: [{ id: farinha.idproduto, quantidade }],
          idfornecedor: MAR,
          tipoEntrega: 'RETIRADA',
          lojaRetira: { idloja: loja!.idloja },
          formaPagamento: { idformapagto: forma!.idformapagto },
          canalVenda: 'WEB',
        },
      });
    const first = await submit(3);
    expect(first.statusCode, first.body).toBe(200);
    const statements = await statementsOf(() => submit(5));
    // session; customer lock, registration, terms; the stored cart, the payment method and the
    // latest order (duplicates) in one statement; products; coupons with history; store;
    // the forms with their windows; the windows' bookings (checked, window locked, checked
    // again); characteristics; the order row with its lines, first status and the emptied cart
    // (one statement); the coupon's use (claim, record). At most: the window statements depend
    // on the hour (none is booked once the day's windows are past).
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(16);
  });
});
