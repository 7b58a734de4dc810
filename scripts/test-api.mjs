// Runs the API integration suite on the embedded PGlite, then again on the PostgreSQL server
// of DATABASE_URL when it is set (CI sets it) followed by the faults suite (real API processes
// whose database connections are killed, whose database goes away, and which are killed during
// order load: apps/api/test/faults, issue 7), then checks that `npm start` stops cleanly.
// The faults suite needs a PostgreSQL server, so a PGlite-only run leaves it out entirely
// rather than reporting it skipped. Used by `npm run test:api`.
import { spawnSync } from 'node:child_process';

function vitest(label, extraEnv, args = ['--project', 'api']) {
  console.log(`\n▶ API tests on ${label}`);
  const r = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

vitest('PGlite (embedded)', { TEST_DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  const server = { TEST_DATABASE_URL: process.env.DATABASE_URL };
  const host = new URL(process.env.DATABASE_URL).host;
  vitest(`PostgreSQL (${host})`, server);
  vitest(`PostgreSQL (${host}): faults`, server, [
    '--config',
    'apps/api/test/faults/vitest.config.ts',
  ]);
} else console.log('\nDATABASE_URL not set: skipping the PostgreSQL run of the API tests.');

// `npm start` then SIGINT: both servers stop gracefully and free their ports (issue 6 §7).
console.log('\n▶ Clean stop of npm start');
const stop = spawnSync(process.execPath, ['scripts/check-clean-stop.mjs'], { stdio: 'inherit' });
if (stop.status !== 0) process.exit(stop.status ?? 1);
