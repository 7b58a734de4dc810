import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { APP_MSG } from '@vitrine/domain';
import { createTestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from '../db/seed/demo-ids.ts';

// Issue 7 defects 1 (liveness and readiness) and 3 (personal data in logs).

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const ANA = DEMO_CUSTOMERS.ana;

/** A log destination that keeps every JSON line pino writes. */
function logCapture(): {
  stream: Writable;
  lines: () => Record<string, unknown>[];
  text: () => string;
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { stream, lines, text };
}

describe('GET /health and GET /ready', () => {
  it('answers liveness and readiness on a migrated database', async () => {
    const t = await createTestApp();
    try {
      const health = await t.app.inject({ url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ ok: true });
      const ready = await t.app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ok: true });
    } finally {
      await t.close();
    }
  });

  it('is alive but not ready without migrations, and not ready once the database is gone', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DIR: 'memory://' });
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const app = await buildApp({ config, db: database.db });
    try {
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      const unmigrated = await app.inject({ url: '/ready' });
      expect(unmigrated.statusCode).toBe(503);
      expect(unmigrated.json()).toEqual({ mensagem: APP_MSG.serviceUnavailable });
      await database.migrate();
      expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
      await database.close();
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/ready' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  it('carry request id, route, status and timing, and no personal data', async () => {
    const log = logCapture();
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
    try {
      const token = 'tok-abcdefghijklmnopqrstuvwxyz';
      await t.app.inject({
        url: `/v2/app/vitrine-web/usuario/${encodeURIComponent(ANA.email)}?idfornecedor=${SERRA}`,
        headers: { authorization: `Bearer ${token}`, cookie: `commerce-auth-token=${token}` },
      });
      await t.app.inject({
        method: 'POST',
        url: '/v1/app/vitrine-web/usuario/autenticar',
        payload: { cpf: ANA.login, senha: 'senha-secreta-1', idfornecedor: SERRA },
      });
      // A failed query with a customer's e-mail among its parameters (the database is gone).
      await t.database.close();
      const failed = await t.app.inject({
        method: 'POST',
        url: '/v1/app/vitrine-web/usuario/autenticar',
        payload: { cpf: ANA.email, senha: 'senha-secreta-2', idfornecedor: SERRA },
      });
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(failed.body).not.toContain(ANA.email);

      const text = log.text();
      for (const secret of [
        ANA.email,
        ANA.cpf,
        ANA.login,
        encodeURIComponent(ANA.email),
        'senha-secreta',
        token,
        'Souza',
      ])
        expect(text).not.toContain(secret);
      expect(text).not.toMatch(/params: (?!\[redacted\])/);
      const completed = log.lines().filter((l) => l.msg === 'request completed');
      expect(completed.length).toBe(3);
      for (const line of completed) {
        expect(line.reqId).toBeTruthy();
        expect(typeof line.responseTime).toBe('number');
        expect(line.res).toMatchObject({ statusCode: expect.any(Number) });
      }
      const incoming = log.lines().filter((l) => l.msg === 'incoming request');
      expect(incoming.map((l) => (l.req as { route?: string }).route)).toEqual([
        '/v2/app/:apptoken/usuario/:login',
        '/v1/app/:apptoken/usuario/autenticar',
        '/v1/app/:apptoken/usuario/autenticar',
      ]);
      // The failure itself is logged (a warning: the database is away), without the query's values.
      expect(log.lines().some((l) => Number(l.level) >= 40 && l.err !== undefined)).toBe(true);
    } finally {
      await t.app.close();
    }
  });
});
