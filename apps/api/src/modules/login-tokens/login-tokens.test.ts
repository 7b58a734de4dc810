import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, roleCustomers, SERRA, MAR } from '../../../test/roles.ts';
import { newSession } from '../../../test/generated/actors.ts';
import { databaseFingerprint } from '../../../test/generated/fingerprint.ts';
import { loginTokens } from '../../db/schema/index.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../db/seed/demo-ids.ts';
import {
  DEMO_LINKED_USER_PASSWORD,
  DEMO_LINKED_USERS,
  DEMO_ROLE_CUSTOMERS,
} from '../../db/seed/roles-seed.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof roleCustomers>>;
const MARINA = DEMO_ROLE_CUSTOMERS.marina;

beforeAll(async () => {
  t = await createTestApp();
  ids = await roleCustomers(t);
});
afterAll(() => t.close());

const exchange = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v4/login-token/trocar', payload });

describe('login at another supplier (spec §4 Login 5)', () => {
  it('a mar-azul customer logging in at serra-verde gets a token for mar-azul, exchanged once', async () => {
    const reply = await login(t, MARINA.email, DEMO_PASSWORD, SERRA);
    expect(reply).toMatchObject({
      outroFornecedor: true,
      idfornecedor: MAR,
      fornecedor_slug: 'mar-azul',
      loginemail: MARINA.email,
    });
    const [row] = await t.database.db.select().from(loginTokens);
    expect(row!.tokenHash).not.toBe(reply.logintoken);
    expect(row!.expiraEm.getTime() - row!.criadoEm.getTime()).toBeLessThanOrEqual(
      2 * 60_000 + 1000,
    );
    const payload = {
      logintoken: reply.logintoken,
      loginemail: reply.loginemail,
      idfornecedor: MAR,
    };
    // Bound to the e-mail and the supplier: a mismatch fails and does not use the token up.
    for (const wrong of [{ loginemail: 'outra@exemplo.com.br' }, { idfornecedor: SERRA }]) {
      const res = await exchange({ ...payload, ...wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toBe(MSG.tokenLoginFailed);
    }
    const ok = await exchange(payload);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ idcliente: ids.marina, idfornecedor: MAR });
    const before = await databaseFingerprint(t.database.db);
    const used = await exchange(payload);
    expect(used.statusCode).toBe(401);
    expect(used.json().mensagem).toBe(MSG.tokenLoginFailed);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('an expired or invented token fails with the spec text', async () => {
    const reply = await login(t, MARINA.cpf, DEMO_PASSWORD, SERRA);
    await t.database.db.update(loginTokens).set({ expiraEm: new Date(Date.now() - 1000) });
    for (const logintoken of [reply.logintoken, 'x'.repeat(43)]) {
      const res = await exchange({ logintoken, loginemail: reply.loginemail, idfornecedor: MAR });
      expect(res.statusCode).toBe(401);
      expect(res.json().mensagem).toBe(MSG.tokenLoginFailed);
    }
  });
});

describe('POST /v4/login-token/emitir (moving to the supplier domain)', () => {
  it('issues a token for the session, carrying the customer over', async () => {
    const ana = await newSession(t, ids.ana, SERRA);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v4/login-token/emitir',
      headers: ana.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { logintoken, loginemail } = res.json();
    const ok = await exchange({ logintoken, loginemail, idfornecedor: SERRA });
    expect(ok.json()).toMatchObject({ idcliente: ids.ana, idfornecedor: SERRA });
    const anon = await t.app.inject({ method: 'POST', url: '/v4/login-token/emitir' });
    expect(anon.statusCode).toBe(401);
  });

  it('carries the actor: a linked user stays a linked user', async () => {
    const joana = await login(
      t,
      DEMO_LINKED_USERS.serraVerde.email,
      DEMO_LINKED_USER_PASSWORD,
      SERRA,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v4/login-token/emitir',
      headers: { authorization: `Bearer ${joana.token}` },
    });
    const { logintoken, loginemail } = res.json();
    expect(loginemail).toBe(DEMO_CUSTOMERS.ana.email);
    const ok = await exchange({ logintoken, loginemail, idfornecedor: SERRA });
    expect(ok.json()).toMatchObject({
      idcliente: ids.ana,
      principal: false,
      usuario_vinculado_logado: { email: DEMO_LINKED_USERS.serraVerde.email },
    });
  });
});
