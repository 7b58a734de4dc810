// CPU per page of the storefront's server build alone, in process: React Router's request handler
// called `pages` times (`concurrency` at once) without node:http, sockets or compression, after a
// warm-up of 300 pages. Steadier than bench/ssr/page-cost.mjs for comparing two builds of the
// same page (copy each build aside under apps/storefront, so it finds the same node_modules, and
// alternate them); page-cost.mjs measures the whole server. It lives here, not in bench/, because
// it must load the very react-router the build imports (ADR 0064).
// Usage (from apps/storefront, with the storefront's environment: API_URL, HOST, secrets…):
//   BUILD_DIR=build node scripts/render-loop.mjs <page-url> [pages=2000] [concurrency=10] [rounds=1]
// Prints one JSON line: the build, ms of CPU per page of each round, the page's bytes.
import { createRequestHandler } from 'react-router';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
const [url, nArg, concArg, roundsArg] = process.argv.slice(2);
const dir = resolve(process.env.BUILD_DIR ?? 'build');
const build = await import(pathToFileURL(`${dir}/server/index.js`).href);
const handler = createRequestHandler(build, 'production');
async function one() {
  const res = await handler(
    new Request(url, { headers: { 'x-vitrine-peer-address': '127.0.0.1' } }),
  );
  const b = await res.arrayBuffer();
  if (res.status !== 200) throw new Error('status ' + res.status);
  return b.byteLength;
}
const n = Number(nArg ?? 2000),
  conc = Number(concArg ?? 10);
for (let i = 0; i < 300; i++) await one();
const out = [];
for (let round = 0; round < Number(roundsArg ?? 1); round++) {
  const c0 = process.cpuUsage();
  let left = n;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (left-- > 0) bytes = await one();
    }),
  );
  const c = process.cpuUsage(c0);
  out.push((c.user + c.system) / 1000 / n);
  out.bytes = bytes;
}
console.log(JSON.stringify({ dir, ms: out, bytes: out.bytes }));
process.exit(0);
