/**
 * Catalog latency benchmark (not part of `npm test`): builds the API on a fresh in-memory
 * PGlite with the demo seed, listens on a loopback port, and drives the product list and the
 * full-text suggestions with autocannon for a bounded time. Prints requests/s and latency
 * percentiles (ms), and the ratio of the search route to the plain list.
 * Run: `npm run bench`.
 */
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo.ts';
import { DEMO_SUPPLIERS } from '../apps/api/src/db/seed/demo-ids.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DIR: 'memory://' });
const database = await openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({ config, db: database.db });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const supplier = DEMO_SUPPLIERS.serraVerde.idfornecedor;

async function run(title: string, path: string): Promise<autocannon.Result> {
  const result = await autocannon({ url: address + path, connections: 10, duration: DURATION_S });
  const l = result.latency;
  console.log(
    `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  errors ${result.errors + result.non2xx}`,
  );
  return result;
}

const list = await run(
  'listaprodutos (page 1)',
  `/v2/app/vitrine-web/listaprodutos/${supplier}?page=1`,
);
const search = await run(
  'listaprodutos (sk=cafe)',
  `/v2/app/vitrine-web/listaprodutos/${supplier}?sk=cafe`,
);
await run(
  'full-text suggestions',
  `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${supplier}&query=acucar`,
);
console.log(
  `search/list p50 ratio: ${(search.latency.p50 / Math.max(1, list.latency.p50)).toFixed(2)}`,
);

await app.close();
await database.close();
