import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MSG, ACCOUNTS_MSG } from '@vitrine/domain';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { caracteristicas, pedidos } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo } from '../../../test/session.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ACCOUNTS_RATE_LIMIT_PER_MINUTE: 2 });
});
afterAll(() => t.close());

describe('accounts request limits', () => {
  it('refuses the third registry lookup, recovery or registration of a minute from one address', async () => {
    const urls = [
      { method: 'GET' as const, url: '/v1/app/~/usuario/dados-receita/22333444000181' },
      {
        method: 'GET' as const,
        url: `/v2/app/vitrine-web/cliente/senha/recuperar/x@exemplo.com.br?idfornecedor=${SERRA}`,
      },
      {
        method: 'POST' as const,
        url: '/v1/app/vitrine-web/usuario',
        payload: { idfornecedor: SERRA },
      },
      {
        method: 'GET' as const,
        url: `/v4/verificacao/enviar-verificacao?canal=email&idcliente=1&idfornecedor=${SERRA}`,
      },
    ];
    for (const request of urls) {
      for (let i = 0; i < 2; i++) expect((await t.app.inject(request)).statusCode).not.toBe(429);
      const third = await t.app.inject(request);
      expect(third.statusCode, request.url).toBe(429);
      expect(third.json().mensagem).toBe(APP_MSG.rateLimited);
    }
  });
});

describe('order characteristics at submit', () => {
  it('refuses an order without a required one and stores the answers of an accepted one', async () => {
    const [def] = await t.database.db
      .insert(caracteristicas)
      .values({
        idfornecedor: SERRA,
        aplicacao: 'pedido',
        nome: 'Doca de entrega',
        tipo: 'texto',
        obrigatoria: true,
        ordem: 9,
      })
      .returning();
    const ana = await loginDemo(t, 'ana');
    const examples = await import('../../../test/generated/examples.ts');
    const { examples: all } = await examples.createExamples(t);
    const example = all['orders.submit']!.parts.body as { itens: { id: number }[] };
    // Above the delivery form's minimum.
    const order = { ...example, itens: example.itens.map((i) => ({ ...i, quantidade: 20 })) };
    const submit = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
        headers: ana.headers,
        payload: body,
      });
    const before = (await t.database.db.select().from(pedidos)).length;
    const refused = await submit(order);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      campo: 'caracteristicas',
      mensagem: ACCOUNTS_MSG.characteristicRequired('Doca de entrega'),
    });
    expect((await t.database.db.select().from(pedidos)).length).toBe(before);
    const placed = await submit({
      ...order,
      caracteristicas: [{ id: def!.idcaracteristica, valor: ' Doca 3 ' }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, placed.json().numpedido));
    expect(row!.caracteristicas).toEqual([{ id: def!.idcaracteristica, valor: 'Doca 3' }]);
  });
});
