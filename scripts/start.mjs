// Starts the API (embedded PGlite by default, migrated and seeded) and the storefront, and stops
// both together. Used by `npm start` (compiled API + storefront production build; the root
// script builds the storefront first, this script builds the API) and `npm run dev` (--dev:
// TypeScript sources in watch mode).
//
// Stopping: SIGINT (Ctrl-C) or SIGTERM is forwarded once to each server, storefront first, and
// each closes gracefully (in-flight requests finish, database closed). Each server runs in a process group
// of its own, so that after STOP_TIMEOUT_MS whatever is left of a group (a watcher's child
// too) is killed, and nothing keeps listening on the ports. Exit code 0 when both stopped cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT || '3001';
const webPort = process.env.PORT || '3000';
const apiUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}`;
/** Grace period of each server after the stop signal, in ms (the servers' own timeout is 10 s). */
const STOP_TIMEOUT_MS = 15_000;
// The API logs warnings and errors only, unless LOG_LEVEL says otherwise.
// STOREFRONT_API_SECRET: the storefront proves with it that the client address it forwards
// (x-vitrine-client-ip) is its visitor's; both servers must hold the same one, so when the
// environment has none this script makes one for this run and gives it to both.
const env = {
  LOG_LEVEL: 'warn',
  STOREFRONT_API_SECRET: randomBytes(32).toString('hex'),
  ...process.env,
  API_PORT: apiPort,
  PORT: webPort,
  API_URL: apiUrl,
};
const node = process.execPath;
const fromApi = createRequire(new URL('../apps/api/package.json', import.meta.url));
const fromStorefront = createRequire(new URL('../apps/storefront/package.json', import.meta.url));

if (!dev) {
  const built = spawnSync('npm', ['run', '-s', 'build', '-w', '@vitrine/api'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** @type {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<number> }[]} */
const servers = [];
let stopping = false;
let exitCode = 0;

function run(name, args, extraEnv = {}, cwd = process.cwd()) {
  const child = spawn(node, args, {
    stdio: 'inherit',
    cwd,
    env: { ...env, ...extraEnv },
    detached: true,
  });
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      const result = code ?? (signal ? 1 : 0);
      if (!stopping) {
        console.error(`[${name}] terminou (código ${code ?? signal})`);
        exitCode = result || 1;
        void stopAll();
      }
      resolve(result);
    });
  });
  servers.push({ name, child, exited });
}

async function stopAll() {
  if (stopping) return;
  stopping = true;
  // Reverse start order: the storefront drains its in-flight pages (which still call the API)
  // before the API stops.
  let clean = true;
  for (const { name, child, exited } of [...servers].reverse()) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const result = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => 'timeout')]);
    // Whatever is left in the server's process group (a watcher's child included) goes now.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* the group is already gone */
    }
    if (result === 'timeout')
      console.error(`[${name}] não parou em ${STOP_TIMEOUT_MS} ms: encerrado à força`);
    clean &&= result === 0;
  }
  process.exit(exitCode !== 0 ? exitCode : clean ? 0 : 1);
}
process.once('SIGINT', () => void stopAll());
process.once('SIGTERM', () => void stopAll());

if (dev)
  run('api', [
    fromApi.resolve('tsx/cli'),
    'watch',
    '--conditions=development',
    'apps/api/src/server.ts',
  ]);
else run('api', ['apps/api/dist/server.js']);

// The storefront renders pages from the API: wait until it answers (first start seeds the demo).
for (let i = 0; i < 240 && !stopping; i++) {
  try {
    if ((await fetch(`${apiUrl}/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await sleep(500);
}
if (!stopping) {
  // Both storefront servers find the client assets relative to apps/storefront.
  const web = 'apps/storefront';
  if (dev) {
    // The react-router CLI (bin.js is not in the package's exports; it sits beside dist/).
    const reactRouterCli = join(
      dirname(fromStorefront.resolve('@react-router/dev/config')),
      '..',
      'bin.js',
    );
    run('storefront', [reactRouterCli, 'dev', '--port', webPort], { NODE_ENV: 'development' }, web);
  } else {
    run(
      'storefront',
      ['server.mjs'],
      {
        NODE_ENV: 'production',
        // The demo runs over plain HTTP, so its cookies are not Secure: the storefront then
        // listens on loopback only, and gets a cookie key for this run unless one is given.
        INSECURE_COOKIES: process.env.INSECURE_COOKIES ?? 'true',
        // The demo's own domain, http://horta-viva.localhost:{port} (loopback only, README).
        LOCAL_OWN_DOMAINS: process.env.LOCAL_OWN_DOMAINS ?? 'true',
        HOST: process.env.HOST ?? '127.0.0.1',
        COOKIE_SECRET: process.env.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
      },
      web,
    );
  }
  console.log(
    `\nVitrine: http://localhost:${webPort}/serra-verde  ·  http://localhost:${webPort}/mar-azul  ·  API ${apiUrl}/docs\n`,
  );
}
