/**
 * Cluster benchmark (issue 12 §4; not part of `npm test`): two API instances behind Debian's
 * nginx on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL, default the local one), as
 * docs/deployment.md deploys them. It shows that both instances serve (the share each answered
 * through the proxy), what the pair sustains through the proxy against one instance alone, and
 * that the rate limits are shared: a client over the candidate-lookup limit is refused by
 * whichever instance it reaches. Run: `DATABASE_URL=postgres://… npm run bench:cluster`.
 */
import { randomInt } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from '../apps/api/src/db/seed/demo-ids.ts';
import { nginxAvailable, startNginx } from './cluster/nginx.ts';
import { measure, warmUp, type Figure } from './scale/measure.ts';
import { apiEnv, API_NODE_FLAGS, startServer, type ServerProcess } from './scale/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.log('cluster benchmark: set DATABASE_URL to a PostgreSQL database; skipped.');
  process.exit(0);
}
if (!nginxAvailable()) {
  console.log('cluster benchmark: needs nginx (apt-get install -y nginx); skipped.');
  process.exit(0);
}
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 3610);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Candidate lookups per client and minute in this run: low, so the shared limit shows. */
const CANDIDATE_LIMIT = 20;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;

console.log('▶ database: migrate and demo seed');
const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
await database.migrate();
await seedDemo(database.db);
await database.close();

console.log('▶ build the API (compiled JavaScript, as in production)');
const build = spawnSync('npm', ['run', '-s', 'build', '-w', '@vitrine/api'], {
  stdio: 'inherit',
  cwd: ROOT,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const ports = [PROXY_PORT + 1, PROXY_PORT + 2];
const instances: ServerProcess[] = [];
for (const port of ports) {
  instances.push(
    await startServer([...API_NODE_FLAGS, `${ROOT}apps/api/dist/server.js`], port, {
      ...apiEnv(databaseUrl, port),
      REDIS_URL,
      // nginx on this machine is the one proxy whose X-Forwarded-For the API reads.
      TRUST_PROXY: '127.0.0.1',
      CANDIDATE_RATE_LIMIT_PER_MINUTE: String(CANDIDATE_LIMIT),
    }),
  );
}
const proxy = await startNginx(
  PROXY_PORT,
  ports.map((p) => `127.0.0.1:${p}`),
);

try {
  // 1. Both serve: which instance answered each of 200 requests through the proxy.
  const theme = `/v2/configuracao/fornecedor/${SERRA}/tema`;
  const answeredBy = new Map<string, number>();
  for (let i = 0; i < 200; i++) {
    const res = await fetch(proxy.url + theme);
    if (!res.ok) throw new Error(`${theme} answered ${res.status} through the proxy`);
    await res.arrayBuffer();
    const upstream = res.headers.get('x-vitrine-upstream') ?? '?';
    answeredBy.set(upstream, (answeredBy.get(upstream) ?? 0) + 1);
  }
  console.log('\n▶ both instances serve (200 requests through nginx)');
  for (const [upstream, n] of answeredBy) console.log(`  ${upstream}: ${n}`);

  // 2. Throughput: the listing through the proxy (two instances) against one instance alone.
  const listing = { path: `/v2/app/vitrine-web/listaprodutos/${SERRA}` };
  const run = async (base: string, rss: () => number | null): Promise<Figure> => {
    await warmUp(base, listing, CONNECTIONS);
    return measure(base, listing, { connections: CONNECTIONS, durationS: DURATION_S, rss });
  };
  const one = await run(instances[0]!.url, () => instances[0]!.rssMb());
  const two = await run(proxy.url, () =>
    Math.max(instances[0]!.rssMb() ?? 0, instances[1]!.rssMb() ?? 0),
  );
  console.log(`\n▶ category listing, ${CONNECTIONS} connections, ${DURATION_S} s`);
  console.log('  setup                     req/s     p50 ms   p99 ms  errors  RSS MB (max)');
  for (const [label, f] of [
    ['one instance, direct', one],
    ['two instances via nginx', two],
  ] as const) {
    console.log(
      `  ${label.padEnd(24)} ${f.reqPerSec.toFixed(0).padStart(6)} ${f.p50.toFixed(1).padStart(9)} ${f.p99.toFixed(1).padStart(8)} ${String(f.errors).padStart(7)}  ${f.rssMb?.toFixed(0) ?? '-'}`,
    );
  }
  console.log(
    `  ratio two/one: ${(two.reqPerSec / one.reqPerSec).toFixed(2)} (2 cores shared by nginx, both instances and PostgreSQL)`,
  );

  // 3. Shared limits: one client (its own address) over the candidate-lookup limit.
  const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const candidate = `/v2/app/vitrine-web/usuario/${encodeURIComponent(DEMO_CUSTOMERS.ana.email)}?idfornecedor=${SERRA}`;
  const outcomes = { answered: 0, limited: 0, limitedBy: new Set<string>() };
  for (let i = 0; i < CANDIDATE_LIMIT + 10; i++) {
    const res = await fetch(proxy.url + candidate, { headers: { 'x-forwarded-for': client } });
    await res.arrayBuffer();
    if (res.status === 429) {
      outcomes.limited++;
      outcomes.limitedBy.add(res.headers.get('x-vitrine-upstream') ?? '?');
    } else outcomes.answered++;
  }
  const shared = outcomes.answered === CANDIDATE_LIMIT && outcomes.limitedBy.size === 2;
  console.log(
    `\n▶ rate limit shared through Redis (${CANDIDATE_LIMIT} lookups per client and minute)`,
  );
  console.log(
    `  ${CANDIDATE_LIMIT + 10} lookups by ${client}: ${outcomes.answered} answered, ${outcomes.limited} refused (429) by ${[...outcomes.limitedBy].join(' and ')}`,
  );
  console.log(`  shared: ${shared ? 'yes' : 'NO'}`);
  if (!shared) process.exitCode = 1;
} finally {
  await proxy.stop();
  for (const instance of instances) await instance.stop();
}
