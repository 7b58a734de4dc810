/**
 * CPU cost of one cart save, order submit, category listing page or search (issue 12 §2), per
 * process: starts the compiled API as scale.bench.ts does on a benchmark catalog, sends a fixed
 * number of the benchmark's own requests (bench-orders.ts) and reads the CPU time (user + system, /proc/<pid>/stat) of the API
 * process and of its PostgreSQL backends meanwhile. On a machine shared with other work, CPU per
 * request moves far less than req/s or latency, and it is what bounds both on two cores.
 *
 * Usage (PostgreSQL benchmark database with the catalogs already generated):
 *   DATABASE_URL=postgres://…/bench npx tsx --conditions=development bench/scale/request-cost.ts
 * Environment: COST_MEASURE `cart` | `order` | `listing` | `search` (sk=cafe) | `words` (sk=leite
 * integral) | `suggestions` (default cart,order, alternating), COST_SIZE (100000),
 * COST_AMOUNT requests per round (2000), COST_CONNECTIONS (10), COST_ROUNDS (3), COST_PORT
 * (3820), COST_API (the compiled server, default apps/api/dist/server.js), COST_RATE (offered
 * req/s, as the benchmark's latency runs; default as fast as answered), COST_CPU_PROF (a
 * folder: the API runs with `--cpu-prof` and writes its profile there on exit).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuMs } from '../process-cpu.mjs';
import { benchCustomers } from './bench-customers.ts';
import {
  cartSaveTarget,
  ensureOrderSettings,
  orderCount,
  orderSubmitTarget,
  type BuyingContext,
} from './bench-orders.ts';
import { measure, warmUp, type Target } from './measure.ts';
import { ensureScaleCatalog, TEMPLATE_SLUG } from './scale-catalog.ts';
import { API_NODE_FLAGS, apiEnv, startServer } from './server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('request-cost: set DATABASE_URL to the PostgreSQL benchmark database.');
  process.exit(2);
}
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SIZE = Number(process.env.COST_SIZE ?? 100_000);
const AMOUNT = Number(process.env.COST_AMOUNT ?? 2000);
const CONNECTIONS = Number(process.env.COST_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.COST_ROUNDS ?? 3);
const PORT = Number(process.env.COST_PORT ?? 3820);
const SERVER = process.env.COST_API ?? `${ROOT}apps/api/dist/server.js`;
const PROFILE_DIR = process.env.COST_CPU_PROF;
const MEASURES = (process.env.COST_MEASURE ?? 'cart,order').split(',');
/** Offered req/s over all connections (autocannon's overall rate); unset = as fast as answered. */
const RATE = process.env.COST_RATE ? Number(process.env.COST_RATE) : undefined;
/** The API's connections name themselves so their backends can be told from other sessions'. */
const APP_NAME = `request-cost-${process.pid}`;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

/** PIDs of the PostgreSQL backends of the API under test. */
async function backends(): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [APP_NAME],
  );
  return rows.map((r) => r.pid);
}

const catalog = await ensureScaleCatalog(pool, SIZE);
const context: BuyingContext = {
  idfornecedor: catalog.idfornecedor,
  productIds: catalog.productIds,
  customers: await benchCustomers(pool, catalog.idfornecedor, catalog.slug),
  settings: await ensureOrderSettings(pool, TEMPLATE_SLUG, catalog.idfornecedor),
};
const targets: Record<string, Target> = {
  cart: cartSaveTarget(context),
  order: orderSubmitTarget(context),
  // The category listing's page 1, anonymous, as scale.bench.ts drives it.
  listing: {
    path: `/v2/app/vitrine-web/listaprodutos/${catalog.idfornecedor}?categ=${catalog.idcategoria}&page=1`,
  },
  // The searches of scale.bench.ts: one word, two words, suggestions.
  search: { path: `/v2/app/vitrine-web/listaprodutos/${catalog.idfornecedor}?sk=cafe` },
  words: {
    path: `/v2/app/vitrine-web/listaprodutos/${catalog.idfornecedor}?sk=leite%20integral`,
  },
  suggestions: {
    path: `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${catalog.idfornecedor}&query=acuc`,
  },
};

const api = await startServer(
  [
    ...API_NODE_FLAGS,
    ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
    SERVER,
  ],
  PORT,
  { ...apiEnv(databaseUrl, PORT), PGAPPNAME: APP_NAME },
);
const apiPid = Number(
  execFileSync('ss', ['-tlnpH', `sport = :${PORT}`], { encoding: 'utf8' }).match(/pid=(\d+)/)?.[1],
);
console.log(`${SERVER} (pid ${apiPid}), ${catalog.label}, ${AMOUNT} requests × ${ROUNDS} rounds`);
try {
  // A fresh process compiles its hot code over its first thousand requests or so.
  for (const name of MEASURES) await warmUp(api.url, targets[name]!, CONNECTIONS, { amount: 1000 });
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of MEASURES) {
      const target = targets[name]!;
      await warmUp(api.url, target, CONNECTIONS, { amount: 400 });
      const pids = await backends();
      const apiBefore = cpuMs(apiPid);
      const dbBefore = new Map(pids.map((p) => [p, cpuMs(p)]));
      const ordersBefore = await orderCount(pool, catalog.idfornecedor);
      const figure = await measure(api.url, target, {
        connections: CONNECTIONS,
        durationS: 10,
        amount: AMOUNT,
        overallRate: RATE,
      });
      const apiMs = cpuMs(apiPid) - apiBefore;
      // A backend opened during the run counts from its start.
      const after = new Set([...pids, ...(await backends())]);
      const dbMs = [...after].reduce((s, p) => s + cpuMs(p) - (dbBefore.get(p) ?? 0), 0);
      const stored = (await orderCount(pool, catalog.idfornecedor)) - ordersBefore;
      console.log(
        `${name} #${round}: API ${(apiMs / AMOUNT).toFixed(2)} ms + PostgreSQL ${(dbMs / AMOUNT).toFixed(2)} ms CPU per request ` +
          `(${after.size} backends); ${figure.reqPerSec.toFixed(0)} req/s, p50 ${figure.p50} p95 ${figure.p95} ms, ` +
          `answers ${JSON.stringify(figure.statuses)}` +
          (name === 'order' ? `, orders stored ${stored}` : ''),
      );
    }
  }
} finally {
  await api.stop();
  await pool.end();
}
