// CPU cost of one server-rendered page, per process: drives a storefront URL with autocannon for a
// fixed number of requests and reads the CPU time (user + system, /proc/<pid>/stat) the storefront,
// the API and the API's PostgreSQL backends spent meanwhile. CPU per page is what limits pages/s on
// a shared machine, and it is far less noisy than req/s when other work runs beside the benchmark.
// The storefront's cluster workers (WEB_CONCURRENCY) count with it.
// Usage: node bench/ssr/page-cost.mjs <storefront-pid> <api-pid> <url> [requests=1000] [connections=20]
//   A URL containing {n} gets 1, 2, 3… (e.g. /slug/produto/{n} over many products), modulo PAGE_IDS
//   (env, default 1000) plus PAGE_ID_BASE (default 0).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuMs } from '../process-cpu.mjs';

const [webPid, apiPid, url, amountArg, connectionsArg] = process.argv.slice(2);
if (!url) {
  console.error(
    'usage: node bench/ssr/page-cost.mjs <web-pid> <api-pid> <url> [requests] [connections]',
  );
  process.exit(2);
}
const amount = Number(amountArg ?? 1000);
const connections = Number(connectionsArg ?? 20);
const ids = Number(process.env.PAGE_IDS ?? 1000);
const idBase = Number(process.env.PAGE_ID_BASE ?? 0);

/** PIDs of the PostgreSQL backends serving `pid`'s connections to port 5432 (from ss). */
function backendsOf(pid) {
  const out = execFileSync('ss', ['-tnp'], { encoding: 'utf8' });
  const localPorts = out
    .split('\n')
    .filter((l) => l.includes(`pid=${pid},`) && /:5432\s/.test(l))
    .map((l) => l.trim().split(/\s+/)[3].split(':').pop());
  return out
    .split('\n')
    .filter((l) => localPorts.some((p) => new RegExp(`:5432\\s+\\S+:${p}\\s`).test(l)))
    .map((l) => /pid=(\d+)/.exec(l)?.[1])
    .filter(Boolean);
}

// One warm-up pass so the pools are open and the code is compiled.
await autocannon({ url: url.replaceAll('{n}', String(idBase + 1)), connections, amount: 200 });
const backends = backendsOf(apiPid);
/** The PIDs of a process's children (none: ps exits 1). */
function childrenOf(pid) {
  try {
    return execFileSync('ps', ['--ppid', pid, '-o', 'pid='], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}
// A storefront with WEB_CONCURRENCY > 1: its cluster workers do the work.
const workers = childrenOf(webPid);
const pids = { storefront: [webPid, ...workers], api: [apiPid], postgres: backends };
const before = Object.fromEntries(
  Object.entries(pids).map(([k, list]) => [k, list.reduce((s, p) => s + cpuMs(p), 0)]),
);
let n = 0;
const started = Date.now();
const result = await autocannon({
  url: url.replaceAll('{n}', '1'),
  connections,
  amount,
  requests: [
    {
      setupRequest: (req) => {
        n += 1;
        const path = new URL(url.replaceAll('{n}', String(idBase + 1 + (n % ids)))).pathname;
        const search = new URL(url.replaceAll('{n}', '1')).search;
        return { ...req, path: path + search };
      },
    },
  ],
});
const seconds = (Date.now() - started) / 1000;
const answered = result['2xx'];
console.log(
  `${url}: ${amount} requests, ${answered} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors; ` +
    `${(amount / seconds).toFixed(0)} pages/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms ` +
    `(${backends.length} PostgreSQL backends)`,
);
let sum = 0;
for (const [k, list] of Object.entries(pids)) {
  const ms = list.reduce((s, p) => s + cpuMs(p), 0) - before[k];
  sum += ms;
  console.log(`  ${k.padEnd(10)} ${(ms / amount).toFixed(2)} ms CPU per page`);
}
console.log(
  `  ${'total'.padEnd(10)} ${(sum / amount).toFixed(2)} ms CPU per page → at most ${((2000 / sum) * amount).toFixed(0)} pages/s on 2 cores`,
);
