// Runs the API integration suite on the embedded PGlite, then again on the PostgreSQL server
// of DATABASE_URL when it is set (CI sets it), then checks that `npm start` stops cleanly.
// Used by `npm run test:api`.
import { spawnSync } from 'node:child_process';

function vitest(label, extraEnv) {
  console.log(`\n▶ API tests on ${label}`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

vitest('PGlite (embedded)', { TEST_DATABASE_URL: '' });
if (process.env.DATABASE_URL)
  vitest(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, {
    TEST_DATABASE_URL: process.env.DATABASE_URL,
  });
else console.log('\nDATABASE_URL not set: skipping the PostgreSQL run of the API tests.');

// `npm start` then SIGINT: both servers stop gracefully and free their ports (issue 6 §7).
console.log('\n▶ Clean stop of npm start');
const stop = spawnSync(process.execPath, ['scripts/check-clean-stop.mjs'], { stdio: 'inherit' });
if (stop.status !== 0) process.exit(stop.status ?? 1);
