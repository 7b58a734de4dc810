// Starts the API (embedded PGlite by default, migrated and seeded) and the storefront, and stops
// both together. `--dev` runs them in watch mode. Used by `npm start` / `npm run dev`.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// The API logs warnings and errors only, unless LOG_LEVEL says otherwise.
const env = { LOG_LEVEL: 'warn', ...process.env, API_PORT: apiPort, PORT: webPort, API_URL: apiUrl };

const children = [];
function run(name, cmd, args, extraEnv = {}, cwd = process.cwd()) {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd, env: { ...env, ...extraEnv } });
  child.on('exit', (code) => {
    console.error(`[${name}] terminou (código ${code ?? 0})`);
    stopAll(code ?? 0);
  });
  children.push(child);
  return child;
}
function stopAll(code) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

run('api', 'npx', ['tsx', ...(dev ? ['watch'] : []), 'apps/api/src/server.ts']);

// The storefront renders pages from the API: wait until it answers (first start seeds the demo).
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${apiUrl}/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await sleep(500);
}
// react-router-serve finds the client assets relative to its working directory.
const web = 'apps/storefront';
if (dev) run('storefront', 'npx', ['react-router', 'dev', '--port', webPort], { NODE_ENV: 'development' }, web);
else run('storefront', 'npx', ['react-router-serve', 'build/server/index.js'], { NODE_ENV: 'production', INSECURE_COOKIES: process.env.INSECURE_COOKIES ?? 'true' }, web);
console.log(`\nVitrine: http://localhost:${webPort}/serra-verde  ·  http://localhost:${webPort}/mar-azul  ·  API ${apiUrl}/docs\n`);
