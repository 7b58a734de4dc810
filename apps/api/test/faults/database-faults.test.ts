import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../src/db/seed/demo-ids.ts';
import {
  freePort,
  scratchDatabase,
  startApi,
  terminateConnections,
  type ApiProcess,
} from './api-process.ts';

// Issue 7, the faults part of the suite: defect 1 (a dropped connection crashed the API) and
// "a kill -9 during order load leaves every order whole or absent".

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('O conjunto de falhas precisa de TEST_DATABASE_URL (PostgreSQL).');

const DB_NAME = `vitrine_faults_${process.pid}`;
const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
let db: Awaited<ReturnType<typeof scratchDatabase>>;

beforeAll(async () => {
  db = await scratchDatabase(baseUrl, DB_NAME);
});
afterAll(async () => {
  await db?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Status of a GET that reads the database, or 0 when no HTTP answer came within 8 s. */
async function statusOf(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(8_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Polls `url` until it answers 200; the time it took, in ms. */
async function until200(url: string, withinMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < withinMs) {
    if ((await statusOf(url)) === 200) return Date.now() - start;
    await sleep(200);
  }
  throw new Error(`${url} não voltou a 200 em ${withinMs} ms`);
}

// A read that reaches the database on every request: the category list (the supplier itself
// may come from the in-process cache of ADR 0045, which would answer without the database).
const readUrl = (api: ApiProcess) =>
  `${api.url}/v2/app/vitrine-web/listacategoriasprodutos/${SERRA}`;

describe('connections killed under the API (defect 1)', () => {
  it('keeps serving: 200 or 503 while they die, 200 after, no crash', async () => {
    const api = await startApi(db.url);
    try {
      // Idle connections first: the pool holds some after start-up and a few reads.
      for (let i = 0; i < 5; i++) expect(await statusOf(readUrl(api))).toBe(200);
      expect(await terminateConnections(db.admin, DB_NAME)).toBeGreaterThan(0);
      await sleep(300);
      expect(api.child.exitCode).toBeNull();

      // Then during requests: a burst of reads while every connection is killed repeatedly.
      const statuses: number[] = [];
      let killing = true;
      const killer = (async () => {
        while (killing) {
          await terminateConnections(db.admin, DB_NAME);
          await sleep(50);
        }
      })();
      const readers = Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 15; i++) statuses.push(await statusOf(readUrl(api)));
      });
      await Promise.all(readers);
      killing = false;
      await killer;

      expect(api.child.exitCode, api.output()).toBeNull();
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      await until200(readUrl(api), 5_000);
      expect(await statusOf(`${api.url}/ready`)).toBe(200);
    } finally {
      await api.stop();
    }
  });
});

/** A TCP relay to the PostgreSQL server that the test can cut and restore. */
async function relay(
  target: URL,
): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void> }> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => {
            sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await open();
  return {
    port,
    cut: async () => {
      const closing = server;
      server = null;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    restore: open,
  };
}

describe('database unreachable (defect 1)', () => {
  it('answers 503 quickly while it is away, and recovers by itself', async () => {
    const target = new URL(db.url);
    const link = await relay(target);
    const viaRelay = new URL(db.url);
    viaRelay.host = `127.0.0.1:${link.port}`;
    const api = await startApi(viaRelay.toString());
    try {
      expect(await statusOf(readUrl(api))).toBe(200);
      expect(await statusOf(`${api.url}/ready`)).toBe(200);

      await link.cut();
      const started = Date.now();
      expect(await statusOf(readUrl(api))).toBe(503);
      expect(await statusOf(`${api.url}/ready`)).toBe(503);
      // Bounded: connection timeout, not a hang.
      expect(Date.now() - started).toBeLessThan(5_000);
      const body = await (await fetch(readUrl(api))).json();
      expect(body).toEqual({ mensagem: expect.stringMatching(/indisponível/) });
      expect(await statusOf(`${api.url}/health`)).toBe(200);

      await link.restore();
      await until200(`${api.url}/ready`, 10_000);
      expect(await statusOf(readUrl(api))).toBe(200);
      expect(api.child.exitCode, api.output()).toBeNull();
    } finally {
      await api.stop();
      await link.cut();
    }
  });
});

describe('kill -9 during a burst of orders', () => {
  it('leaves every order whole (order, lines, status history, payment) or absent', async () => {
    const api = await startApi(db.url);
    const sql = new pg.Client({ connectionString: db.url });
    sql.on('error', () => undefined);
    await sql.connect();
    try {
      const ana = DEMO_CUSTOMERS.ana;
      const login = await fetch(`${api.url}/v1/app/vitrine-web/usuario/autenticar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cpf: ana.cpf, senha: DEMO_PASSWORD, idfornecedor: SERRA }),
      });
      expect(login.status).toBe(200);
      const { idcliente, token } = (await login.json()) as { idcliente: number; token: string };
      const one = async <T>(q: string, params: unknown[]): Promise<T> =>
        (await sql.query(q, params)).rows[0] as T;
      const { idendereco } = await one<{ idendereco: number }>(
        'SELECT idendereco FROM enderecos WHERE idcliente = $1 LIMIT 1',
        [idcliente],
      );
      const { idformapagto } = await one<{ idformapagto: number }>(
        `SELECT idformapagto FROM formas_pagamento WHERE idfornecedor = $1 AND tipo = 'PIX'`,
        [SERRA],
      );
      const { idproduto } = await one<{ idproduto: number }>(
        `SELECT idproduto FROM produtos WHERE idfornecedor = $1 AND nome = 'Maçã Fuji'`,
        [SERRA],
      );
      const { before, last } = await one<{ before: number; last: number }>(
        'SELECT count(*)::int AS before, coalesce(max(numpedido), 0)::int AS last FROM pedidos',
        [],
      );

      // Every order differs in quantity, so none is refused as a duplicate.
      const submit = (i: number) =>
        fetch(`${api.url}/v2/app/vitrine-web/usuario/${idcliente}/pedido`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            itens: [{ id: idproduto, quantidade: 1 + i * 0.25 }],
            idfornecedor: SERRA,
            cupom: null,
            tipoEntrega: 'DELIVERY',
            enderecoentrega: { idendereco },
            formaPagamento: { idformapagto, temForma: true },
            canalVenda: 'WEB',
          }),
        })
          .then(async (res) => ({ status: res.status, body: await res.text() }))
          .catch(() => ({ status: 0, body: '' }));
      const burst = Array.from({ length: 40 }, (_, i) => submit(i));
      // Let some orders land, then kill the process mid-burst without any chance to clean up.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const { n } = await one<{ n: number }>('SELECT count(*)::int AS n FROM pedidos', []);
        if (n - before >= 3) break;
        await sleep(20);
      }
      api.child.kill('SIGKILL');
      const results = await Promise.all(burst);
      expect(await api.exited).toBe('SIGKILL');

      const placed = results.filter((r) => r.status === 200);
      expect(placed.length).toBeGreaterThan(0);
      expect(results.some((r) => r.status === 0)).toBe(true);

      // The server's transactions of the dead process are rolled back once it notices.
      await sleep(500);
      const broken = await sql.query(
        `SELECT p.numpedido,
                (SELECT count(*) FROM pedido_itens i WHERE i.numpedido = p.numpedido)::int AS itens,
                (SELECT count(*) FROM pedido_status_historico h WHERE h.numpedido = p.numpedido)::int AS historico,
                (SELECT count(*) FROM pagamentos g WHERE g.numpedido = p.numpedido)::int AS pagamentos
           FROM pedidos p
          WHERE p.idcliente = $1 AND p.numpedido > $2`,
        // Only the burst's orders: the demo seed's orders have their own histories and payments.
        [idcliente, last],
      );
      const partial = broken.rows.filter(
        (r: { itens: number; historico: number; pagamentos: number }) =>
          r.itens !== 1 || r.historico < 1 || r.pagamentos !== 1,
      );
      expect(partial).toEqual([]);
      // Every order the client was told about exists.
      for (const r of placed) {
        const { numpedido } = JSON.parse(r.body) as { numpedido: number };
        expect(broken.rows.some((row: { numpedido: number }) => row.numpedido === numpedido)).toBe(
          true,
        );
      }
    } finally {
      await sql.end();
      await api.stop();
    }
  });
});
