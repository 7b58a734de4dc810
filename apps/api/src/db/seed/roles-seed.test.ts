import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { idOf, login } from '../../../test/roles.ts';
import {
  apiKeys,
  cadastrosCliente,
  fornecedores,
  representantes,
  sessoesRepresentante,
  usuariosVinculados,
} from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_SUPPLIERS } from './demo-ids.ts';
import { GATES_CUSTOMERS } from './gates-seed.ts';
import {
  DEMO_API_KEYS,
  DEMO_LINKED_USER_PASSWORD,
  DEMO_LINKED_USERS,
  DEMO_OWN_DOMAIN,
  DEMO_REPRESENTATIVE_PASSWORD,
  DEMO_REPRESENTATIVES,
} from './roles-seed.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * Issue 11 §7 "Seed: per supplier, an approved and a pending customer, a linked user, a
 * representative with two clients, an API key; all credentials in the README": every demo
 * supplier has each role, and each README login works through the real routes.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUPPLIERS = Object.entries(DEMO_SUPPLIERS) as [
  keyof typeof DEMO_SUPPLIERS,
  (typeof DEMO_SUPPLIERS)[keyof typeof DEMO_SUPPLIERS],
][];

describe.each(SUPPLIERS)('demo supplier %s', (key, supplier) => {
  it('has an approved and a pending customer who log in with the demo password', async () => {
    const mine = Object.values(GATES_CUSTOMERS).filter((c) => c.fornecedor === key);
    const approved = mine.find((c) => c.aprovado);
    const pending = mine.find((c) => !c.aprovado);
    expect(approved, 'aprovado').toBeDefined();
    expect(pending, 'pendente').toBeDefined();
    for (const who of [approved!, pending!]) {
      const body = await login(t, who.email, DEMO_PASSWORD, supplier.idfornecedor);
      expect(body.idfornecedor).toBe(supplier.idfornecedor);
      const [cadastro] = await t.database.db
        .select({ aprovado: cadastrosCliente.cadastroAprovado })
        .from(cadastrosCliente)
        .where(
          and(
            eq(cadastrosCliente.idcliente, body.idcliente),
            eq(cadastrosCliente.idfornecedor, supplier.idfornecedor),
          ),
        );
      expect(cadastro?.aprovado, who.email).toBe(who.aprovado);
    }
  });

  it('has a linked user of two clients who logs in and may choose between them', async () => {
    const who = DEMO_LINKED_USERS[key];
    const body = await login(t, who.email, DEMO_LINKED_USER_PASSWORD, supplier.idfornecedor);
    expect(body.usuario_vinculado_logado).toMatchObject({ email: who.email });
    const clients = body.listaClientesVinculados.map((c: { idcliente: number }) => c.idcliente);
    const expected = await Promise.all(who.clientes.map((cpf) => idOf(t, cpf)));
    expect([...clients].sort()).toEqual([...expected].sort());
  });

  it('has a representative with two clients in the portfolio', async () => {
    const who = DEMO_REPRESENTATIVES[key];
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/app/vitrine-web/usuario/autenticar/representante',
      payload: {
        cpf: who.email,
        senha: DEMO_REPRESENTATIVE_PASSWORD,
        idfornecedor: supplier.idfornecedor,
        loginAsRepresentante: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const portfolio = res.json().access.map((c: { idcliente: number }) => c.idcliente);
    const expected = await Promise.all(who.clientes.map((cpf) => idOf(t, cpf)));
    expect([...portfolio].sort()).toEqual([...expected].sort());
  });

  it('has an api key that logs each mapped ERP user in as its customer', async () => {
    const key_ = DEMO_API_KEYS[key];
    for (const [idErpUsuario, cpf] of Object.entries(key_.usuariosErp)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v4/api-key/login',
        payload: { apiKey: key_.apiKey, idErpUsuario, idFornecedor: supplier.idfornecedor },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().idcliente).toBe(await idOf(t, cpf));
    }
  });
});

describe('roles seed', () => {
  it("serves the demo's own-domain supplier under its .localhost domain", async () => {
    const [row] = await t.database.db
      .select({ dominio: fornecedores.dominio })
      .from(fornecedores)
      .where(eq(fornecedores.idfornecedor, DEMO_OWN_DOMAIN.fornecedor.idfornecedor));
    expect(row?.dominio).toBe(DEMO_OWN_DOMAIN.dominio);
  });

  it('is idempotent, and gives a database seeded before them the new roles', async () => {
    const db = t.database.db;
    const count = async () => ({
      vinculados: (await db.select({ n: sql<number>`count(*)::int` }).from(usuariosVinculados))[0]!
        .n,
      representantes: (await db.select({ n: sql<number>`count(*)::int` }).from(representantes))[0]!
        .n,
      chaves: (await db.select({ n: sql<number>`count(*)::int` }).from(apiKeys))[0]!.n,
    });
    const before = await count();
    const [rep] = await db
      .select({ id: representantes.idrepresentante })
      .from(representantes)
      .where(eq(representantes.email, DEMO_REPRESENTATIVES.casaDoPao.email));
    await db.delete(sessoesRepresentante).where(eq(sessoesRepresentante.idrepresentante, rep!.id));
    await db.delete(representantes).where(eq(representantes.idrepresentante, rep!.id));
    expect((await count()).representantes).toBe(before.representantes - 1);
    await seedDemo(db);
    expect(await count()).toEqual(before);
  });
});
