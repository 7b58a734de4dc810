/**
 * Scale benchmark (issue 12 §1; not part of `npm test`). With DATABASE_URL set to a PostgreSQL
 * database it may fill, it generates benchmark suppliers of 10k, 100k and 1M products
 * (BENCH_SIZES, reused when present), starts the compiled API as in production and a bare
 * Fastify + pg limit server, and drives each with autocannon: saturation (BENCH_CONNECTIONS,
 * default 50) for req/s, and a fixed offered rate for latency (BENCH_LATENCY_CONNECTIONS,
 * default 10). Prints one table with every size side by side and the ratio to the bare limit,
 * and writes the figures as JSON to bench/results/. Run: `DATABASE_URL=postgres://… npm run
 * bench`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo.ts';
import { maxReachablePage } from '../packages/domain/src/constants.ts';
import { ensureBareTable } from './scale/bare-limit-table.ts';
import { benchCustomers, type BenchCustomer } from './scale/bench-customers.ts';
import { ensureOrderSettings, orderCount, type OrderSettings } from './scale/bench-orders.ts';
import { measure, warmUp, type Figure, type Target } from './scale/measure.ts';
import { printTable, type Row } from './scale/report.ts';
import { ensureScaleCatalog, TEMPLATE_SLUG, type ScaleCatalog } from './scale/scale-catalog.ts';
import { evaluateTargets, MEASURE, printTargets } from './scale/targets.ts';
import {
  apiEnv,
  API_NODE_FLAGS,
  startServer,
  storefrontEnv,
  type ServerProcess,
} from './scale/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.log('scale benchmark: set DATABASE_URL to a PostgreSQL database it may fill; skipped.');
  process.exit(0);
}
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Connections of the fixed-rate latency runs. autocannon does not spread an offered rate over
 * the second: it gives each connection a quota of rate ÷ connections requests per second, and a
 * connection sends its quota back to back from the start of each second, then waits for the
 * next. At 100/s over 10 connections the 100 requests arrive within the first 100-150 ms of
 * each second (timed on a server answering in 5 ms), so the latency measured is the server's
 * at 10 requests in flight until the second's quota is served. With 50 connections it was that
 * of 50 in flight (the bare route's p50 was 11 ms at 200/s that way, 2 ms with 4 connections).
 */
const LATENCY_CONNECTIONS = Number(process.env.BENCH_LATENCY_CONNECTIONS ?? 10);
/**
 * Warm-up of a server's first measure, in s (later measures warm up 2 s). A fresh process
 * compiles its code while it serves: in session 28's runs the storefront's two processes served
 * the first catalog's pages (10k, measured first) at 46–80 % of the rate of the same kind of page
 * at 100k and 1M, which costs as much to render, so the 10k column measured their start.
 */
const FIRST_WARM_UP_S = 8;
/** Only the measures whose name contains this text (e.g. `cart`); all when unset. */
const ONLY = process.env.BENCH_ONLY;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3590);
const BARE_PORT = API_PORT + 1;
const WEB_PORT = API_PORT + 2;
/** The repository root: npm runs this script from bench/. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

console.log('▶ database: migrate, demo seed, benchmark catalogs');
// Migrations over a big benchmark catalog (index builds, backfills) outlast the API's timeout.
const database = await openDatabase({
  databaseUrl,
  pgliteDir: 'memory://',
  server: { statementTimeoutMs: 3_600_000 },
});
await database.migrate();
await seedDemo(database.db);
await database.close();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const catalogs: ScaleCatalog[] = [];
const buyers = new Map<string, BenchCustomer[]>();
const orderSettings = new Map<string, OrderSettings>();
for (const size of SIZES) {
  const catalog = await ensureScaleCatalog(pool, size);
  await ensureBareTable(pool, catalog.idfornecedor, size);
  catalogs.push(catalog);
  buyers.set(catalog.idfornecedor, await benchCustomers(pool, catalog.idfornecedor, catalog.slug));
  orderSettings.set(
    catalog.idfornecedor,
    await ensureOrderSettings(pool, TEMPLATE_SLUG, catalog.idfornecedor),
  );
}
await pool.end();

console.log('▶ build the API (compiled JavaScript, as in production) and the storefront');
// The storefront is built and started only when a measure of it runs (BENCH_ONLY).
const needsWeb = !ONLY || [MEASURE.ssrProduct, MEASURE.ssrCategory].some((n) => n.includes(ONLY));
for (const workspace of needsWeb ? ['@vitrine/api', '@vitrine/storefront'] : ['@vitrine/api']) {
  const build = spawnSync('npm', ['run', '-s', 'build', '-w', workspace], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const api = await startServer(
  [...API_NODE_FLAGS, `${ROOT}apps/api/dist/server.js`],
  API_PORT,
  apiEnv(databaseUrl, API_PORT),
);
const bare = await startServer(
  // The workspace packages from their TypeScript source: nothing builds their dist/ (ADR 0101).
  ['--conditions=development', '--import', 'tsx', `${ROOT}bench/scale/bare-limit-server.ts`],
  BARE_PORT,
  {
    DATABASE_URL: databaseUrl,
    BARE_PORT: String(BARE_PORT),
  },
);
const web = needsWeb
  ? await startServer(['server.mjs'], WEB_PORT, storefrontEnv(api.url, WEB_PORT), {
      healthPath: '/',
      cwd: `${ROOT}apps/storefront`,
    })
  : null;
console.log(`  API started in ${api.startMs} ms, RSS ${api.rssMb()?.toFixed(0)} MB`);

/** One measure of one catalog: what to drive, and the offered rate of its latency run. */
interface Measure {
  name: string;
  server: ServerProcess | null;
  target: Target;
  /** Offered req/s of the latency run; null when the measure has none. */
  rate: number | null;
  /** Runs of a fixed number of requests (nothing in flight at the end), for order submit. */
  fixedAmount?: boolean;
  /**
   * Connections of the latency run when LATENCY_CONNECTIONS cannot offer the rate: a
   * connection sends its next request only when the last one is answered, so offering `rate`
   * needs at least rate × latency connections (Little's law). An order took about 50 ms: 10
   * connections could send at most 200 orders/s with none to spare, and served 167/s. More
   * connections than needed measure autocannon's bursts instead (see LATENCY_CONNECTIONS).
   * autocannon paces each connection at a whole number of requests per second, so the
   * connections divide the rate: 20 send 10/s each (15 sent 13/s each, 195/s in all).
   */
  latencyConnections?: number;
}

/** The measures of one catalog, in the order they run; `cafes`: the matches of `sk=cafe`. */
function measures(c: ScaleCatalog, cafes: number): Measure[] {
  const customers = buyers.get(c.idfornecedor)!;
  const buyer = (n: number) => customers[n % customers.length]!;
  const product = (n: number) => c.productIds[n % c.productIds.length]!;
  const settings = orderSettings.get(c.idfornecedor)!;
  const list = `/v2/app/vitrine-web/listaprodutos/${c.idfornecedor}?categ=${c.idcategoria}`;
  const authorized = (n: number) => ({
    authorization: `Bearer ${buyer(n).token}`,
    'content-type': 'application/json',
  });
  // The deepest page a buyer can reach (the listing stops at MAX_LISTING_DEPTH products).
  const lastPage = Math.min(maxReachablePage(20), Math.max(1, Math.ceil(c.categorySize / 20)));
  const searchLastPage = Math.min(maxReachablePage(20, true), Math.max(1, Math.ceil(cafes / 20)));
  return [
    {
      name: MEASURE.bare,
      server: bare,
      target: { path: `/bare/listaprodutos/${c.idfornecedor}?categ=${c.idcategoria}&page=1` },
      rate: 200,
    },
    { name: MEASURE.listing, server: api, target: { path: `${list}&page=1` }, rate: 200 },
    {
      name: MEASURE.deepest,
      server: api,
      target: { path: `${list}&page=${lastPage}` },
      rate: null,
    },
    {
      name: MEASURE.search,
      server: api,
      target: { path: `/v2/app/vitrine-web/listaprodutos/${c.idfornecedor}?sk=cafe` },
      rate: 100,
    },
    {
      // The search's deepest reachable page (MAX_SEARCH_DEPTH), or its last page.
      name: MEASURE.searchDeepest,
      server: api,
      target: {
        path: `/v2/app/vitrine-web/listaprodutos/${c.idfornecedor}?sk=cafe&page=${searchLastPage}`,
      },
      rate: null,
    },
    {
      // Two words that often occur together, each common on its own: the walked word's entries
      // are checked for the other (ADR 0095).
      name: MEASURE.searchWords,
      server: api,
      target: {
        path: `/v2/app/vitrine-web/listaprodutos/${c.idfornecedor}?sk=leite%20integral`,
      },
      rate: 100,
    },
    {
      name: MEASURE.suggestions,
      server: api,
      target: {
        path: `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${c.idfornecedor}&query=acuc`,
      },
      rate: 100,
    },
    {
      name: MEASURE.ssrProduct,
      server: web,
      target: { path: (n) => `/${c.slug}/produto/${product(n)}` },
      rate: 50,
    },
    {
      name: MEASURE.ssrCategory,
      server: web,
      target: { path: `/${c.slug}/produtos?categoria=${c.idcategoria}` },
      rate: 50,
    },
    {
      // Many buyers each saving a priced 3-line cart (a different cart row per connection).
      name: MEASURE.cart,
      server: api,
      target: {
        method: 'POST',
        path: (n) =>
          `/v2/app/vitrine-web~${buyer(n).idcliente}/usuario/${buyer(n).idcliente}/cart?idfornecedor=${c.idfornecedor}`,
        headers: authorized,
        body: (n) =>
          JSON.stringify({
            cartItens: [0, 1, 2].map((k) => ({
              id: product(n + k),
              quantidade: 1 + ((n + k) % 4),
            })),
          }),
      },
      rate: 500,
    },
    {
      // Many buyers each placing a pickup order of two priced lines, paid on pickup.
      name: MEASURE.order,
      server: api,
      target: {
        method: 'POST',
        path: (n) => `/v2/app/vitrine-web/usuario/${buyer(n).idcliente}/pedido`,
        headers: authorized,
        body: (n) =>
          JSON.stringify({
            // A buyer's next order differs from its last one (quantities follow the round).
            itens: [0, 1].map((k) => ({
              id: product(n + k),
              quantidade: 1 + (Math.floor(n / customers.length) % 5),
            })),
            idfornecedor: c.idfornecedor,
            tipoEntrega: 'RETIRADA',
            lojaRetira: { idloja: settings.idloja },
            formaPagamento: { idformapagto: settings.idformapagto },
            canalVenda: 'WEB',
          }),
      },
      rate: 200,
      fixedAmount: true,
      latencyConnections: 20,
    },
    {
      name: MEASURE.detail,
      server: api,
      target: {
        path: (n) => `/v2/app/vitrine-web/fornecedor/${c.idfornecedor}/produto/${product(n)}`,
      },
      rate: null,
    },
  ];
}

/** The listing total of searching `sk` at a supplier, as the API answers it. */
async function searchTotal(server: ServerProcess, idfornecedor: string, sk: string) {
  const path = `/v2/app/vitrine-web/listaprodutos/${idfornecedor}?sk=${sk}`;
  const res = await fetch(server.url + path);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { quantidadeProdutos: number }).quantidadeProdutos;
}

async function check(server: ServerProcess, target: Target): Promise<void> {
  const path = typeof target.path === 'function' ? target.path(0) : target.path;
  const res = await fetch(server.url + path, {
    method: target.method ?? 'GET',
    headers: typeof target.headers === 'function' ? target.headers(0) : target.headers,
    body: typeof target.body === 'function' ? target.body(0) : target.body,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

const rows: Row[] = [];
const warmed = new Set<ServerProcess>();
const orders = new Map<string, { stored: number; answered: number }>();
const counter = new pg.Pool({ connectionString: databaseUrl, max: 1 });
// The servers share this process's stderr: stop them whatever happens.
try {
  for (const c of catalogs) {
    console.log(`▶ ${c.label}: category ${c.idcategoria} with ${c.categorySize} products`);
    const cafes = await searchTotal(api, c.idfornecedor, 'cafe');
    for (const m of measures(c, cafes)) {
      // The bare limit always runs: every figure's ratio to it is read in the same run.
      if ((ONLY && !m.name.includes(ONLY) && m.name !== MEASURE.bare) || !m.server) continue;
      await check(m.server, m.target);
      // A fixed amount: as many requests as the offered rate would send in the run's time.
      const amount = m.fixedAmount && m.rate !== null ? m.rate * DURATION_S : undefined;
      await warmUp(m.server.url, m.target, CONNECTIONS, {
        amount: amount && m.rate! * 2,
        durationS: warmed.has(m.server) ? undefined : FIRST_WARM_UP_S,
      });
      warmed.add(m.server);
      const before = m.fixedAmount ? await orderCount(counter, c.idfornecedor) : 0;
      const saturation = await measure(m.server.url, m.target, {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        rss: m.server.rssMb,
        amount,
      });
      let atRate: Figure | null = null;
      if (m.rate !== null) {
        atRate = await measure(m.server.url, m.target, {
          connections: Math.max(LATENCY_CONNECTIONS, m.latencyConnections ?? 0),
          durationS: DURATION_S,
          overallRate: m.rate,
          rss: m.server.rssMb,
          amount,
        });
      }
      if (m.fixedAmount) {
        orders.set(c.label, {
          stored: (await orderCount(counter, c.idfornecedor)) - before,
          answered: saturation.ok2xx + (atRate?.ok2xx ?? 0),
        });
      }
      rows.push({ measure: m.name, size: c.label, saturation, rate: m.rate, atRate });
      console.log(
        `  ${m.name}: ${saturation.reqPerSec.toFixed(0)} req/s, answers ${JSON.stringify(saturation.statuses)}` +
          (saturation.timeouts ? `, ${saturation.timeouts} timed out` : ''),
      );
    }
  }
} finally {
  await web?.stop();
  await api.stop();
  await bare.stop();
  await counter.end();
}

const sizes = catalogs.map((c) => c.label);
printTable(rows, sizes, { apiStartMs: api.startMs });
const verdicts = evaluateTargets(rows, sizes, { apiStartMs: api.startMs, orders });
printTargets(verdicts);
mkdirSync(`${ROOT}bench/results`, { recursive: true });
const file = `${ROOT}bench/results/scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      apiStartMs: api.startMs,
      catalogs,
      rows,
      orders: Object.fromEntries(orders),
      verdicts,
    },
    null,
    2,
  ),
);
console.log(`\nfigures written to ${file}`);
