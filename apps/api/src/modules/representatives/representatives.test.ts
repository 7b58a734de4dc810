import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_MSG, MSG, ROLES_MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { roleCustomers, serraOrder, SERRA, MAR } from '../../../test/roles.ts';
import { newSession } from '../../../test/generated/actors.ts';
import { databaseFingerprint } from '../../../test/generated/fingerprint.ts';
import { pedidos, representantes } from '../../db/schema/index.ts';
import { DEMO_REPRESENTATIVE_PASSWORD, DEMO_REPRESENTATIVES } from '../../db/seed/roles-seed.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof roleCustomers>>;
const PAULO = DEMO_REPRESENTATIVES.serraVerde;

beforeAll(async () => {
  t = await createTestApp();
  ids = await roleCustomers(t);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function repLogin(cpf: string, senha: string, idfornecedor: string = SERRA) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar/representante',
    payload: { cpf, senha, idfornecedor, loginAsRepresentante: true },
  });
}

async function paulo() {
  const res = await repLogin(PAULO.email, DEMO_REPRESENTATIVE_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('representative login (spec §6)', () => {
  it('returns idusuario, tokenRepresentante and the portfolio', async () => {
    const body = await paulo();
    expect(body).toMatchObject({ nome: PAULO.nome, idfornecedor: SERRA });
    expect(body.tokenRepresentante).toEqual(expect.any(String));
    expect(body.access.map((c: { idcliente: number }) => c.idcliente).sort()).toEqual(
      [ids.ana, ids.mercearia].sort(),
    );
  });

  it("refuses a wrong password, an unknown e-mail and another supplier alike (401 'Usuário inexistente…')", async () => {
    for (const [email, senha, idf] of [
      [PAULO.email, 'errada-123', SERRA],
      ['ninguem@exemplo.com.br', DEMO_REPRESENTATIVE_PASSWORD, SERRA],
      [PAULO.email, DEMO_REPRESENTATIVE_PASSWORD, MAR],
    ] as const) {
      const res = await repLogin(email, senha, idf);
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toBe(MSG.invalidCredentials);
    }
  });

  it("the customer login refuses loginAsRepresentante=true with 'Erro tentando autenticar…'", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/app/vitrine-web/usuario/autenticar',
      payload: {
        cpf: PAULO.email,
        senha: DEMO_REPRESENTATIVE_PASSWORD,
        idfornecedor: SERRA,
        loginAsRepresentante: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(MSG.authenticationError);
  });

  it('a deactivated representative is refused', async () => {
    const rep = DEMO_REPRESENTATIVES.marAzul;
    await t.database.db
      .update(representantes)
      .set({ ativo: false })
      .where(eq(representantes.email, rep.email));
    const res = await repLogin(rep.email, DEMO_REPRESENTATIVE_PASSWORD, MAR);
    expect(res.statusCode).toBe(401);
    await t.database.db
      .update(representantes)
      .set({ ativo: true })
      .where(eq(representantes.email, rep.email));
  });
});

describe('portfolio and access', () => {
  it('lists the portfolio of the representative at their supplier', async () => {
    const rep = await paulo();
    const res = await t.app.inject({
      method: 'GET',
      url: `/v4/representante/${rep.idusuario}/${SERRA}`,
      headers: bearer(rep.tokenRepresentante),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().clientes).toHaveLength(2);
  });

  it("refuses another representative's portfolio, another supplier, and customer tokens", async () => {
    const rep = await paulo();
    const ana = await newSession(t, ids.ana, SERRA);
    const cases = [
      [`/v4/representante/${rep.idusuario + 1}/${SERRA}`, bearer(rep.tokenRepresentante), 403],
      [`/v4/representante/${rep.idusuario}/${MAR}`, bearer(rep.tokenRepresentante), 403],
      [`/v4/representante/${rep.idusuario}/${SERRA}`, ana.headers, 401],
      [`/v4/representante/${rep.idusuario}/${SERRA}`, {}, 401],
      [`/v4/acessorepresentante/${ids.ana}`, ana.headers, 401],
    ] as const;
    for (const [url, headers, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(status);
      if (status === 401) expect(res.json().mensagem).toBe(APP_MSG.unauthenticated);
    }
  });

  it('acts for a client outside the portfolio: 403, nothing changed', async () => {
    const rep = await paulo();
    for (const idcliente of [ids.padaria, ids.marina, 999_999]) {
      const before = await databaseFingerprint(t.database.db);
      const res = await t.app.inject({
        method: 'GET',
        url: `/v4/acessorepresentante/${idcliente}`,
        headers: bearer(rep.tokenRepresentante),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().mensagem).toBe(ROLES_MSG.notInPortfolio);
      expect(await databaseFingerprint(t.database.db)).toEqual(before);
    }
  });

  it('acts for a client of the portfolio and orders: the order carries representante', async () => {
    const rep = await paulo();
    const res = await t.app.inject({
      method: 'GET',
      url: `/v4/acessorepresentante/${ids.mercearia}`,
      headers: bearer(rep.tokenRepresentante),
    });
    expect(res.statusCode, res.body).toBe(200);
    const usuario = res.json();
    expect(usuario).toMatchObject({
      idcliente: ids.mercearia,
      loginAsRepresentante: true,
      representante: { idrepresentante: rep.idusuario, nome: PAULO.nome },
    });
    const order = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${ids.mercearia}/pedido`,
      headers: bearer(usuario.token),
      payload: await serraOrder(t, ids.mercearia),
    });
    expect(order.statusCode, order.body).toBe(200);
    const [pedido] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, order.json().numpedido));
    expect(pedido!.idrepresentante).toBe(rep.idusuario);
    // The customer session cannot act for another client.
    const other = await t.app.inject({
      method: 'GET',
      url: `/v1/app/vitrine-web~${ids.ana}/cliente`,
      headers: bearer(usuario.token),
    });
    expect(other.statusCode).toBe(403);
  });

  it('a customer session acting for a client cannot manage linked users', async () => {
    const rep = await paulo();
    const access = await t.app.inject({
      method: 'GET',
      url: `/v4/acessorepresentante/${ids.ana}`,
      headers: bearer(rep.tokenRepresentante),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/app/vitrine-web/usuario/${ids.ana}/usuarios`,
      headers: bearer(access.json().token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('representative login limits', () => {
  it('backs off after repeated wrong passwords', async () => {
    const limited = await createTestApp({
      LOGIN_FREE_FAILURES_PER_CLIENT: 2,
      LOGIN_ACCOUNT_SOFT_FAILURES_PER_HOUR: 100,
      LOGIN_ACCOUNT_HARD_FAILURES_PER_HOUR: 100,
    });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/app/vitrine-web/usuario/autenticar/representante',
          payload: { cpf: PAULO.email, senha: 'errada-123', idfornecedor: SERRA },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
