import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { APP_MSG, MSG, SUPPLIER_TAGS } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { cadastrosCliente, clientes, fornecedores, sessoes } from '../../db/schema/index.ts';
import { hashToken } from './sessions.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;
const ANA = DEMO_CUSTOMERS.ana;
const PADARIA = DEMO_CUSTOMERS.padaria;
// A valid CPF nobody in the seed uses, and one for the unapproved customer created below.
const UNKNOWN_CPF = '111.444.777-35';
const CARLOS = {
  nome: 'Carlos Pereira Lima',
  cpf: '39053344705',
  email: 'carlos@exemplo.com.br',
  senha: 'senha-do-carlos',
};

let t: TestApp;
let inject: TestApp['app']['inject'];

beforeAll(async () => {
  // High limit: this file logs in many times from the same address; the limit has its own test.
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  inject = t.app.inject.bind(t.app);
  // Carlos: registered (not approved yet) at serra-verde only.
  const [carlos] = await t.database.db
    .insert(clientes)
    .values({
      nome: CARLOS.nome,
      cpf: CARLOS.cpf,
      email: CARLOS.email,
      senhaHash: await hash(CARLOS.senha),
    })
    .returning();
  await t.database.db
    .insert(cadastrosCliente)
    .values({ idcliente: carlos!.idcliente, idfornecedor: SERRA, cadastroAprovado: false });
});
afterAll(async () => {
  await t.close();
});

function autenticar(payload: Record<string, unknown>, apptoken = 'vitrine-web') {
  return inject({ method: 'POST', url: `/v1/app/${apptoken}/usuario/autenticar`, payload });
}

async function setTags(idfornecedor: string, tags: string[]): Promise<string[]> {
  const [before] = await t.database.db
    .select({ tags: fornecedores.tags })
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, idfornecedor));
  await t.database.db
    .update(fornecedores)
    .set({ tags })
    .where(eq(fornecedores.idfornecedor, idfornecedor));
  t.suppliersChanged();
  return before!.tags;
}

describe('POST /v1/app/{apptoken}/usuario/autenticar', () => {
  it('logs in by masked CPF and returns the Usuario with tokens', async () => {
    const res = await autenticar({
      cpf: ANA.login,
      senha: DEMO_PASSWORD,
      idfornecedor: SERRA,
      loginAsRepresentante: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      nome: ANA.nome,
      email: ANA.email,
      cpf: ANA.cpf,
      cpf_length: 11,
      idfornecedor: SERRA,
      fornecedor_logado: SERRA,
      fornecedor_slug: DEMO_SUPPLIERS.serraVerde.slug,
      cadastro_aprovado: true,
      principal: true,
    });
    expect(typeof body.idcliente).toBe('number');
    expect(typeof body.idcadastroextracliente).toBe('number');
    expect(typeof body.termosuso).toBe('boolean');
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.jwttoken.split('.')).toHaveLength(3);
    expect(body).not.toHaveProperty('senha');
    expect(body).not.toHaveProperty('senhaHash');
  });

  it('logs in by unmasked CPF', async () => {
    const res = await autenticar({ cpf: ANA.cpf, senha: DEMO_PASSWORD, idfornecedor: SERRA });
    expect(res.statusCode).toBe(200);
    expect(res.json().cpf).toBe(ANA.cpf);
  });

  it('logs in by e-mail, case-insensitively, and reports a CNPJ as cpf_length 14', async () => {
    const res = await autenticar({
      cpf: PADARIA.email.toUpperCase(),
      senha: DEMO_PASSWORD,
      idfornecedor: MAR,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: PADARIA.email,
      cpf: PADARIA.cpf,
      cpf_length: 14,
      fornecedor_slug: DEMO_SUPPLIERS.marAzul.slug,
    });
  });

  it('refuses a wrong password with 401 and the exact message', async () => {
    const res = await autenticar({ cpf: ANA.login, senha: 'errada123', idfornecedor: SERRA });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensagem: 'Usuário inexistente ou credenciais inválidas' });
  });

  it('refuses an unknown login with the same 401', async () => {
    const res = await autenticar({ cpf: UNKNOWN_CPF, senha: DEMO_PASSWORD, idfornecedor: SERRA });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe(MSG.invalidCredentials);
    const byEmail = await autenticar({
      cpf: 'ninguem@exemplo.com.br',
      senha: DEMO_PASSWORD,
      idfornecedor: SERRA,
    });
    expect(byEmail.statusCode).toBe(401);
  });

  it('sends a customer registered only at another supplier there, after the password check', async () => {
    const wrong = await autenticar({ cpf: CARLOS.cpf, senha: 'errada-123', idfornecedor: MAR });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().mensagem).toBe(MSG.invalidCredentials);
    const res = await autenticar({ cpf: CARLOS.cpf, senha: CARLOS.senha, idfornecedor: MAR });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outroFornecedor: true,
      loginemail: CARLOS.email,
      idfornecedor: SERRA,
      fornecedor_slug: 'serra-verde',
    });
    expect(res.json()).not.toHaveProperty('token');
  });

  it("answers 400 'Email ou CPF Invalido' for a malformed login", async () => {
    for (const cpf of ['123', '529.982.247-26', 'nome sem arroba', 'a@b']) {
      const res = await autenticar({ cpf, senha: DEMO_PASSWORD, idfornecedor: SERRA });
      expect(res.statusCode, cpf).toBe(400);
      expect(res.json().mensagem).toBe('Email ou CPF Invalido');
    }
  });

  it('answers 400 for a missing password or an invalid supplier id', async () => {
    expect((await autenticar({ cpf: ANA.login, idfornecedor: SERRA })).json()).toMatchObject({
      mensagem: 'Informe a senha',
      campo: 'senha',
    });
    expect(
      (await autenticar({ cpf: ANA.login, senha: DEMO_PASSWORD, idfornecedor: 'serra' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a wrong app token with 401', async () => {
    const res = await autenticar(
      { cpf: ANA.login, senha: DEMO_PASSWORD, idfornecedor: SERRA },
      'outro-app',
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe(APP_MSG.invalidAppToken);
  });

  it('does not support representative login yet', async () => {
    const res = await autenticar({
      cpf: ANA.login,
      senha: DEMO_PASSWORD,
      idfornecedor: SERRA,
      loginAsRepresentante: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('Erro tentando autenticar. Verifique suas credenciais');
  });

  it('logs an unapproved customer in with cadastro_aprovado false when the supplier requires approval', async () => {
    const before = await setTags(SERRA, [SUPPLIER_TAGS.BLOCK_NOT_APPROVED_USER]);
    try {
      const res = await autenticar({ cpf: CARLOS.email, senha: CARLOS.senha, idfornecedor: SERRA });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ nome: CARLOS.nome, cadastro_aprovado: false });
      await setTags(SERRA, [SUPPLIER_TAGS.SUPPORT_BUDGET]);
      expect(
        (await autenticar({ cpf: CARLOS.email, senha: CARLOS.senha, idfornecedor: SERRA })).json()
          .cadastro_aprovado,
      ).toBe(false);
      // Without those tags the supplier does not gate on approval.
      await setTags(SERRA, []);
      expect(
        (await autenticar({ cpf: CARLOS.email, senha: CARLOS.senha, idfornecedor: SERRA })).json()
          .cadastro_aprovado,
      ).toBe(true);
    } finally {
      await setTags(SERRA, before);
    }
  });
});

describe('GET /v2/app/{apptoken}/usuario/{login}', () => {
  it('finds a candidate by masked CPF revealing only the first name and cpf_length', async () => {
    const res = await inject({
      url: `/v2/app/vitrine-web/usuario/${encodeURIComponent(ANA.login)}?idfornecedor=${SERRA}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // No customer id and nothing about other suppliers (issue 7 defect 8).
    expect(body).toEqual({ nome: 'Ana', cpf_length: 11 });
  });

  it('finds a candidate registered at the supplier, or elsewhere (then the login sends them there)', async () => {
    const atMar = await inject({
      url: `/v2/app/vitrine-web/usuario/${PADARIA.email}?idfornecedor=${MAR}`,
    });
    expect(atMar.json()).toEqual({ nome: 'Padaria', cpf_length: 14 });
    const carlos = await inject({
      url: `/v2/app/vitrine-web/usuario/${CARLOS.cpf}?idfornecedor=${MAR}`,
    });
    // Registered elsewhere: no name, but the password step can follow and the login can send
    // them to their supplier (spec §4 Login 5, ADR 0030).
    expect(carlos.statusCode).toBe(200);
    expect(carlos.json()).toEqual({ nome: '', cpf_length: 11 });
    // No supplier named: the unknown-login reply.
    const noSupplier = await inject({ url: `/v2/app/vitrine-web/usuario/${CARLOS.cpf}` });
    expect(noSupplier.statusCode).toBe(404);
  });

  it("answers 404 'Usuário inexistente ou credenciais inválidas' for an unknown login", async () => {
    const res = await inject({ url: `/v2/app/vitrine-web/usuario/${UNKNOWN_CPF}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe('Usuário inexistente ou credenciais inválidas');
  });

  it("answers 400 'Email ou CPF Invalido' for a malformed login", async () => {
    const res = await inject({ url: '/v2/app/vitrine-web/usuario/12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('Email ou CPF Invalido');
  });

  it('refuses a wrong app token with 401', async () => {
    expect((await inject({ url: `/v2/app/errado/usuario/${ANA.cpf}` })).statusCode).toBe(401);
  });
});

describe('session check and logout', () => {
  async function loginAna(): Promise<{ idcliente: number; token: string }> {
    const res = await autenticar({ cpf: ANA.cpf, senha: DEMO_PASSWORD, idfornecedor: SERRA });
    return res.json();
  }
  const check = (idcliente: number, token?: string) =>
    inject({
      url: `/v1/app/vitrine-web~${idcliente}/cliente`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('returns the logged-in customer without tokens', async () => {
    const { idcliente, token } = await loginAna();
    const res = await check(idcliente, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      idcliente,
      nome: ANA.nome,
      idfornecedor: SERRA,
      fornecedor_slug: 'serra-verde',
    });
    expect(body).not.toHaveProperty('token');
    expect(body).not.toHaveProperty('jwttoken');
  });

  it("answers 403 for another customer's id", async () => {
    const { idcliente, token } = await loginAna();
    const res = await check(idcliente + 1000, token);
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token or with a wrong app token', async () => {
    const { idcliente, token } = await loginAna();
    expect((await check(idcliente)).json()).toEqual({
      mensagem: 'Sessão expirada, efetue login novamente',
    });
    const wrongApp = await inject({
      url: `/v1/app/outro~${idcliente}/cliente`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(wrongApp.statusCode).toBe(401);
  });

  it('expires after logout; logout is idempotent', async () => {
    const { idcliente, token } = await loginAna();
    const logout = () =>
      inject({
        url: '/v1/app/vitrine-web/cliente/logout',
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await logout();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const res = await check(idcliente, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe('Sessão expirada, efetue login novamente');
    expect((await logout()).statusCode).toBe(200);
    expect((await inject({ url: '/v1/app/vitrine-web/cliente/logout' })).json()).toEqual({
      ok: true,
    });
  });

  it('expires when the session is past its expiry', async () => {
    const { idcliente, token } = await loginAna();
    await t.database.db
      .update(sessoes)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(sessoes.tokenHash, hashToken(token)));
    expect((await check(idcliente, token)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same customer alive after one logout', async () => {
    const a = await loginAna();
    const b = await loginAna();
    await inject({
      url: '/v1/app/vitrine-web/cliente/logout',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect((await check(b.idcliente, b.token)).statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  it('answers 429 with a pt-BR message after LOGIN_RATE_LIMIT_PER_MINUTE attempts', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/app/vitrine-web/usuario/autenticar',
          payload: { cpf: ANA.cpf, senha: 'errada123', idfornecedor: SERRA },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json().mensagem).toBe(APP_MSG.rateLimited);
      // Other routes are not limited.
      expect(
        (
          await limited.app.inject({
            url: `/v2/app/vitrine-web/usuario/${ANA.cpf}?idfornecedor=${SERRA}`,
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
