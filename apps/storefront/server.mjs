// Production server of the storefront (usage, from apps/storefront: node server.mjs). A page's
// render is CPU work in one Node process (ADR 0060, ADR 0064), so in production it runs one
// process per core as a node:cluster: the primary forks STOREFRONT_WORKERS processes
// (default: the machine's available parallelism; 1 outside production) that share the port,
// restarts one that dies, and on SIGINT/SIGTERM passes the signal on and exits once every
// process has stopped gracefully (server-worker.mjs), with 1 when any did not. Each process
// keeps its own reply cache (app/lib/api-cache.server.ts).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

const configured = Number(process.env.STOREFRONT_WORKERS);
const workers =
  Number.isInteger(configured) && configured >= 1
    ? configured
    : process.env.NODE_ENV === 'production'
      ? availableParallelism()
      : 1;

if (!cluster.isPrimary || workers === 1) {
  await import('./server-worker.mjs');
} else {
  let stopping = false;
  let failed = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      console.error(
        `[storefront] process ${worker.process.pid} ended (${signal ?? code}): restarting`,
      );
      cluster.fork();
      return;
    }
    if (code !== 0) failed = true;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
