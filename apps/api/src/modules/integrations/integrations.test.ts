import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES_MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { roleCustomers, serraOrder, SERRA, MAR } from '../../../test/roles.ts';
import { databaseFingerprint } from '../../../test/generated/fingerprint.ts';
import { apiKeys, pedidos } from '../../db/schema/index.ts';
import { DEMO_API_KEYS } from '../../db/seed/roles-seed.ts';
import { createApiKey, mapErpUser } from './api-keys-repository.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof roleCustomers>>;
const KEY = DEMO_API_KEYS.serraVerde.apiKey;

beforeAll(async () => {
  t = await createTestApp();
  ids = await roleCustomers(t);
});
afterAll(() => t.close());

const apiKeyLogin = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v4/api-key/login', payload });

describe('POST /v4/api-key/login (spec §2, §6)', () => {
  it('logs in as the customer mapped to the ERP user; the session and its orders carry idapikeys', async () => {
    const res = await apiKeyLogin({ apiKey: KEY, idErpUsuario: 'ERP-ANA', idFornecedor: SERRA });
    expect(res.statusCode, res.body).toBe(200);
    const usuario = res.json();
    expect(usuario).toMatchObject({ idcliente: ids.ana, idapikeys: expect.any(Number) });
    const order = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${ids.ana}/pedido`,
      headers: { authorization: `Bearer ${usuario.token}` },
      payload: await serraOrder(t, ids.ana),
    });
    expect(order.statusCode, order.body).toBe(200);
    const [pedido] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, order.json().numpedido));
    expect(pedido!.idapikeys).toBe(usuario.idapikeys);
  });

  it('refuses a key of another supplier (403), an unknown key (401), an unmapped ERP user (404): nothing changed', async () => {
    const cases = [
      [
        { apiKey: KEY, idErpUsuario: 'ERP-ANA', idFornecedor: MAR },
        403,
        ROLES_MSG.apiKeyOtherSupplier,
      ],
      [
        { apiKey: 'chave-inventada', idErpUsuario: 'ERP-ANA', idFornecedor: SERRA },
        401,
        ROLES_MSG.apiKeyInvalid,
      ],
      [
        { apiKey: KEY, idErpUsuario: 'ERP-NINGUEM', idFornecedor: SERRA },
        404,
        ROLES_MSG.erpUserUnknown,
      ],
      [
        { apiKey: KEY, idErpUsuario: 'ERP-PADARIA', idFornecedor: SERRA },
        404,
        ROLES_MSG.erpUserUnknown,
      ],
    ] as const;
    for (const [payload, status, mensagem] of cases) {
      const before = await databaseFingerprint(t.database.db);
      const res = await apiKeyLogin(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().mensagem).toBe(mensagem);
      expect(await databaseFingerprint(t.database.db)).toEqual(before);
    }
  });

  it('refuses a revoked key (401), nothing changed', async () => {
    const created = await createApiKey(t.database.db, 'serra-verde', 'Teste revogada');
    await mapErpUser(t.database.db, created!.idapikeys, 'ERP-X', ids.ana);
    const ok = await apiKeyLogin({
      apiKey: created!.apiKey,
      idErpUsuario: 'ERP-X',
      idFornecedor: SERRA,
    });
    expect(ok.statusCode).toBe(200);
    await t.database.db
      .update(apiKeys)
      .set({ revogadaEm: new Date() })
      .where(eq(apiKeys.idapikeys, created!.idapikeys));
    const before = await databaseFingerprint(t.database.db);
    const res = await apiKeyLogin({
      apiKey: created!.apiKey,
      idErpUsuario: 'ERP-X',
      idFornecedor: SERRA,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe(ROLES_MSG.apiKeyInvalid);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('stores only the SHA-256 of a key', async () => {
    const rows = await t.database.db.select().from(apiKeys);
    expect(rows.some((r) => r.keyHash === KEY)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.keyHash))).toBe(true);
  });
});
