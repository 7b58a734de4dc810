import { afterEach, describe, expect, it } from 'vitest';
import { APP_MSG, MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import type { Config } from '../../config.ts';

// Issue 7 defects 6, 7 and 8: login and candidate-lookup limits keyed by the real client
// address (never a header a client sets on the API directly), per account and globally.

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;
const ANA = DEMO_CUSTOMERS.ana;
const PADARIA = DEMO_CUSTOMERS.padaria;
const SECRET = 's'.repeat(40);
const LOGIN_URL = '/v1/app/vitrine-web/usuario/autenticar';

/** The limits as production configures them (test-app defaults lift them for other files). */
const REAL_LIMITS: Partial<Config> = {
  LOGIN_RATE_LIMIT_PER_MINUTE: 10,
  LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE: 600,
  LOGIN_FREE_FAILURES_PER_CLIENT: 5,
  LOGIN_ACCOUNT_SOFT_FAILURES_PER_HOUR: 20,
  LOGIN_ACCOUNT_HARD_FAILURES_PER_HOUR: 100,
  CANDIDATE_RATE_LIMIT_PER_MINUTE: 20,
  CANDIDATE_GLOBAL_RATE_LIMIT_PER_MINUTE: 600,
  STOREFRONT_API_SECRET: SECRET,
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Headers the storefront sends when it forwards its visitor's address. */
function fromStorefront(ip: string): Record<string, string> {
  return { 'x-vitrine-storefront': SECRET, 'x-vitrine-client-ip': ip };
}

function login(app: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: LOGIN_URL, payload: body, headers });
}

describe('client address (defect 7)', () => {
  it('ignores X-Forwarded-For from loopback unless TRUST_PROXY is configured', async () => {
    t = await createTestApp({ ...REAL_LIMITS, LOGIN_RATE_LIMIT_PER_MINUTE: 2 });
    const statuses: number[] = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const res = await login(
        t,
        { cpf: '111.444.777-35', senha: 'x', idfornecedor: SERRA },
        { 'x-forwarded-for': ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('takes the forwarded address only with the storefront secret', async () => {
    t = await createTestApp({ ...REAL_LIMITS, LOGIN_RATE_LIMIT_PER_MINUTE: 2 });
    const attempt = (headers: Record<string, string>) =>
      login(t!, { cpf: '111.444.777-35', senha: 'x', idfornecedor: SERRA }, headers);
    // Three addresses vouched for by the storefront: three separate counters.
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await attempt(fromStorefront(ip))).statusCode).toBe(401);
    // A wrong secret: the header is ignored and the socket's address (loopback) counts.
    const forged = { 'x-vitrine-storefront': 'n'.repeat(40), 'x-vitrine-client-ip': '192.0.2.9' };
    expect((await attempt(forged)).statusCode).toBe(401);
    expect((await attempt({ 'x-vitrine-client-ip': '192.0.2.10' })).statusCode).toBe(401);
    expect((await attempt(forged)).statusCode).toBe(429);
  });
});

describe('login limits (defect 6)', () => {
  it('ten wrong passwords from one address do not stop the owner from another address', async () => {
    t = await createTestApp(REAL_LIMITS);
    for (let i = 0; i < 10; i++) {
      const res = await login(
        t,
        { cpf: ANA.login, senha: `errada-${i}`, idfornecedor: SERRA },
        fromStorefront('203.0.113.66'),
      );
      expect([401, 429]).toContain(res.statusCode);
    }
    // The attacker's address is now backed off for this account…
    const attacker = await login(
      t,
      { cpf: ANA.login, senha: DEMO_PASSWORD, idfornecedor: SERRA },
      fromStorefront('203.0.113.66'),
    );
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().mensagem).toBe(APP_MSG.rateLimited);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    // …while the owner, from their own address, logs in at once.
    const owner = await login(
      t,
      { cpf: ANA.login, senha: DEMO_PASSWORD, idfornecedor: SERRA },
      fromStorefront('198.51.100.7'),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('limits spraying one guess at many logins from one address', async () => {
    t = await createTestApp(REAL_LIMITS);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await login(
        t,
        { cpf: `cliente${i}@exemplo.com.br`, senha: 'Senha123', idfornecedor: SERRA },
        fromStorefront('203.0.113.99'),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('counts the e-mail and the CPF/CNPJ of one account together', async () => {
    t = await createTestApp(REAL_LIMITS);
    const from = fromStorefront('203.0.113.5');
    // Three wrong guesses by CNPJ and three by e-mail: six failures of one account from one
    // client, past the five free ones, so the next attempt waits whatever login it names.
    for (const cpf of [PADARIA.cpf, PADARIA.email, PADARIA.cpf, PADARIA.email, PADARIA.cpf]) {
      expect((await login(t, { cpf, senha: 'errada', idfornecedor: MAR }, from)).statusCode).toBe(
        401,
      );
    }
    expect(
      (await login(t, { cpf: PADARIA.email, senha: 'errada', idfornecedor: MAR }, from)).statusCode,
    ).toBe(401);
    const next = await login(
      t,
      { cpf: PADARIA.cpf, senha: DEMO_PASSWORD, idfornecedor: MAR },
      from,
    );
    expect(next.statusCode).toBe(429);
  });

  it('lets the correct password through below the account ceiling and refuses all at it', async () => {
    t = await createTestApp({
      ...REAL_LIMITS,
      LOGIN_ACCOUNT_SOFT_FAILURES_PER_HOUR: 3,
      LOGIN_ACCOUNT_HARD_FAILURES_PER_HOUR: 6,
    });
    // Distributed guessing: one wrong password from each of five addresses.
    for (let i = 1; i <= 5; i++) {
      const res = await login(
        t,
        { cpf: ANA.cpf, senha: 'errada', idfornecedor: SERRA },
        fromStorefront(`192.0.2.${i}`),
      );
      expect(res.statusCode).toBe(401);
    }
    // Past the soft ceiling, below the hard one: the owner's correct password still works.
    const owner = await login(
      t,
      { cpf: ANA.cpf, senha: DEMO_PASSWORD, idfornecedor: SERRA },
      fromStorefront('198.51.100.20'),
    );
    expect(owner.statusCode).toBe(200);
    expect(
      (
        await login(
          t,
          { cpf: ANA.cpf, senha: 'errada', idfornecedor: SERRA },
          fromStorefront('192.0.2.6'),
        )
      ).statusCode,
    ).toBe(401);
    // At the hard ceiling every attempt on the account waits, the right password too.
    const blocked = await login(
      t,
      { cpf: ANA.cpf, senha: DEMO_PASSWORD, idfornecedor: SERRA },
      fromStorefront('198.51.100.21'),
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('has a global ceiling over every client', async () => {
    t = await createTestApp({ ...REAL_LIMITS, LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await login(
        t,
        { cpf: `x${i}@exemplo.com.br`, senha: 'x', idfornecedor: SERRA },
        fromStorefront(`192.0.2.${i + 10}`),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('candidate lookup (defect 8)', () => {
  const lookup = (app: TestApp, login: string, query: string, ip = '203.0.113.50') =>
    app.app.inject({
      url: `/v2/app/vitrine-web/usuario/${encodeURIComponent(login)}${query}`,
      headers: fromStorefront(ip),
    });

  it('lets a customer of another supplier reach the password step, revealing no name nor supplier (spec §4 Login 5)', async () => {
    t = await createTestApp(REAL_LIMITS);
    const known = await lookup(t, PADARIA.email, `?idfornecedor=${MAR}`);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ nome: 'Padaria', cpf_length: 14 });
    // The password step follows; which supplier is said only after the password check.
    const otherSupplier = await lookup(t, PADARIA.email, `?idfornecedor=${SERRA}`);
    // Greeted without a name: the password step follows, and which supplier is said only after it.
    expect(otherSupplier.statusCode).toBe(200);
    expect(otherSupplier.json()).toEqual({ nome: '', cpf_length: 14 });
    const unknown = await lookup(t, 'ninguem@exemplo.com.br', `?idfornecedor=${SERRA}`);
    const noSupplier = await lookup(t, PADARIA.email, '');
    expect(noSupplier.body).toBe(unknown.body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ mensagem: MSG.invalidCredentials });
  });

  it('is limited per client address and globally', async () => {
    t = await createTestApp({
      ...REAL_LIMITS,
      CANDIDATE_RATE_LIMIT_PER_MINUTE: 3,
      CANDIDATE_GLOBAL_RATE_LIMIT_PER_MINUTE: 5,
    });
    const one = [];
    for (let i = 0; i < 4; i++)
      one.push((await lookup(t, ANA.email, `?idfornecedor=${SERRA}`)).statusCode);
    expect(one).toEqual([200, 200, 200, 429]);
    // Another address still gets two more before the global ceiling.
    const other = [];
    for (let i = 0; i < 3; i++)
      other.push((await lookup(t, ANA.email, `?idfornecedor=${SERRA}`, '198.51.100.1')).statusCode);
    expect(other).toEqual([200, 200, 429]);
  });
});
