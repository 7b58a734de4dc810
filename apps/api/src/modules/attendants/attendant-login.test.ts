import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_MSG, MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginAttendant, negotiationUrl } from '../../../test/attendant-session.ts';
import { loginDemo } from '../../../test/session.ts';
import type { Config } from '../../config.ts';
import { DEMO_ATTENDANT_PASSWORD, DEMO_ATTENDANTS } from '../../db/seed/attendants-seed.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { atendentes, sessoes, sessoesAtendente } from '../../db/schema/index.ts';
import { hashToken } from '../users/sessions.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const CARLA = DEMO_ATTENDANTS.serraVerde;
const SECRET = 's'.repeat(40);
const LOGIN_URL = '/v4/atendente/login';

/** One app for the tests that need no limits of their own. */
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(() => shared.close());

/** An app with production-like limits, for the throttle test only. */
let limited: TestApp | undefined;
afterEach(async () => {
  await limited?.close();
  limited = undefined;
});

function login(app: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: LOGIN_URL, payload: body, headers });
}

/** Headers the storefront sends when it forwards its visitor's address. */
const fromAddress = (ip: string) => ({ 'x-vitrine-storefront': SECRET, 'x-vitrine-client-ip': ip });

describe('attendant login (spec §6 Attendant)', () => {
  it('opens a revocable session of the attendant, storing only the token hash', async () => {
    const t = shared;
    const res = await login(t, {
      email: `  ${CARLA.email.toUpperCase()} `,
      senha: DEMO_ATTENDANT_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string; atendente: Record<string, unknown> }>();
    expect(body.atendente).toEqual({
      idatendente: expect.any(Number),
      nome: CARLA.nome,
      idfornecedor: SERRA,
    });
    const [row] = await t.database.db
      .select()
      .from(sessoesAtendente)
      .where(eq(sessoesAtendente.tokenHash, hashToken(body.token)));
    expect(row?.idatendente).toBe(body.atendente.idatendente);
    expect(row?.revogadoEm).toBeNull();
    // Never a customer session.
    expect(
      await t.database.db
        .select()
        .from(sessoes)
        .where(eq(sessoes.tokenHash, hashToken(body.token))),
    ).toEqual([]);
  });

  it('answers a wrong password and an unknown e-mail with the same generic pt-BR text', async () => {
    const t = shared;
    const wrong = await login(t, { email: CARLA.email, senha: 'errada' });
    const unknown = await login(t, { email: 'ninguem@serra-verde.demo.vitrine', senha: 'x' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ mensagem: MSG.invalidCredentials });
    }
  });

  it('refuses a deactivated attendant with the same text, and ends their open sessions', async () => {
    const t = shared;
    const carla = await loginAttendant(t, 'serraVerde');
    const ana = await loginDemo(t, 'ana');
    const setActive = (ativo: boolean) =>
      t.database.db.update(atendentes).set({ ativo }).where(eq(atendentes.email, CARLA.email));
    await setActive(false);
    const res = await login(t, { email: CARLA.email, senha: DEMO_ATTENDANT_PASSWORD });
    const open = await t.app.inject({
      method: 'GET',
      url: negotiationUrl(SERRA, ana.idcliente),
      headers: carla.headers,
    });
    await setActive(true);
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe(MSG.invalidCredentials);
    expect(open.statusCode).toBe(401);
  });

  it('refuses a customer login and password (customers are never attendants)', async () => {
    const t = shared;
    const res = await login(t, { email: 'ana.souza@exemplo.com.br', senha: 'vitrine123' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty e-mail or password with a pt-BR 400', async () => {
    const t = shared;
    const res = await login(t, { email: ' ', senha: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ mensagem: 'Informe o e-mail do atendente', campo: 'email' });
  });

  it('is throttled like the customer login: the guessing address waits, the owner does not', async () => {
    const limits: Partial<Config> = {
      LOGIN_RATE_LIMIT_PER_MINUTE: 10,
      LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE: 600,
      LOGIN_FREE_FAILURES_PER_CLIENT: 5,
      LOGIN_ACCOUNT_SOFT_FAILURES_PER_HOUR: 20,
      LOGIN_ACCOUNT_HARD_FAILURES_PER_HOUR: 100,
      STOREFRONT_API_SECRET: SECRET,
    };
    limited = await createTestApp(limits);
    const t = limited;
    for (let i = 0; i < 7; i++) {
      const res = await login(
        t,
        { email: CARLA.email, senha: `errada-${i}` },
        fromAddress('203.0.113.9'),
      );
      expect([401, 429]).toContain(res.statusCode);
    }
    const attacker = await login(
      t,
      { email: CARLA.email, senha: DEMO_ATTENDANT_PASSWORD },
      fromAddress('203.0.113.9'),
    );
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().mensagem).toBe(APP_MSG.rateLimited);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await login(
      t,
      { email: CARLA.email, senha: DEMO_ATTENDANT_PASSWORD },
      fromAddress('198.51.100.4'),
    );
    expect(owner.statusCode).toBe(200);
    // Past the per-address request limit, every attempt from there is refused.
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await login(t, { email: `x${i}@y.z`, senha: 'x' }, fromAddress('192.0.2.1')))
        .statusCode;
    expect(last).toBe(429);
  });
});

describe('attendant sessions and customer sessions do not mix', () => {
  it('logout revokes the session: the token no longer opens a cart, nor a second logout', async () => {
    const t = shared;
    const carla = await loginAttendant(t, 'serraVerde');
    const ana = await loginDemo(t, 'ana');
    const url = negotiationUrl(SERRA, ana.idcliente);
    expect((await t.app.inject({ method: 'GET', url, headers: carla.headers })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({
      method: 'GET',
      url: '/v4/atendente/logout',
      headers: carla.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await t.app.inject({ method: 'GET', url, headers: carla.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().mensagem).toBe(MSG.sessionExpired);
    const again = await t.app.inject({
      method: 'GET',
      url: '/v4/atendente/logout',
      headers: carla.headers,
    });
    expect(again.statusCode).toBe(401);
  });

  it("refuses a customer's token on attendant routes and an attendant's token on customer routes", async () => {
    const t = shared;
    const carla = await loginAttendant(t, 'serraVerde');
    const ana = await loginDemo(t, 'ana');
    for (const [method, url] of [
      ['GET', negotiationUrl(SERRA, ana.idcliente)],
      ['POST', negotiationUrl(SERRA, ana.idcliente, true)],
      ['GET', '/v4/atendente/logout'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: ana.headers });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: negotiationUrl(SERRA, ana.idcliente),
      headers: ana.headers,
      payload: { itens: [] },
    });
    expect(put.statusCode).toBe(401);
    for (const url of [
      `/v1/app/vitrine-web~${ana.idcliente}/cliente`,
      `/v1/app/vitrine-web~${ana.idcliente}/enderecos`,
      `/v4/app/pedido/cliente/${ana.idcliente}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: carla.headers });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
