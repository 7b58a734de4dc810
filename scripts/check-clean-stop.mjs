// Automated check that `npm start` stops cleanly (issue 6 §7): runs scripts/start.mjs on spare
// ports and a fresh embedded database, waits until both servers answer, sends SIGINT while a
// page request is in flight, and asserts that the request completed, that the process exited
// with code 0 and that nothing listens on either port any more. Builds the storefront first
// (start.mjs builds the API). Run by `npm run test:api` (scripts/test-api.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('..', import.meta.url);

class CheckFailed extends Error {}
function fail(message) {
  throw new CheckFailed(message);
}

/** A port nothing listens on now. */
function sparePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const built = spawnSync('npm', ['run', '-s', 'build', '-w', '@vitrine/storefront'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) {
  console.error('✗ clean stop: storefront build failed');
  process.exit(1);
}

const [apiPort, webPort] = [await sparePort(), await sparePort()];
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-clean-stop-'));
const { API_URL: _apiUrl, ...inherited } = process.env;
const start = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...inherited,
    API_PORT: String(apiPort),
    PORT: String(webPort),
    PGLITE_DIR: dataDir,
    DATABASE_URL: '',
  },
});
const exited = new Promise((resolve) =>
  start.once('exit', (code, signal) => resolve({ code, signal })),
);

try {
  const page = `http://127.0.0.1:${webPort}/serra-verde`;
  let up = false;
  for (let i = 0; i < 240 && !up && start.exitCode === null; i++) {
    await sleep(500);
    up = await fetch(page).then(
      (r) => r.ok,
      () => false,
    );
  }
  if (!up) fail(`storefront did not answer at ${page}`);

  // A page request in flight when the signal arrives still gets its page.
  const inFlight = fetch(page).then(
    (r) => r.status,
    (error) => `erro: ${error.message}`,
  );
  await sleep(20);
  start.kill('SIGINT');
  const status = await inFlight;
  if (status !== 200) fail(`the request in flight during the stop got ${status}`);

  const result = await Promise.race([exited, sleep(30_000).then(() => null)]);
  if (result === null) fail('npm start did not exit within 30 s of SIGINT');
  if (result.code !== 0) fail(`npm start exited with code ${result.code ?? result.signal}`);
  for (const port of [apiPort, webPort])
    if (await listening(port)) fail(`something still listens on port ${port}`);
  console.log(
    `✓ clean stop: SIGINT → in-flight request served, exit code 0, ports ${apiPort} and ${webPort} free`,
  );
} catch (error) {
  console.error(`✗ clean stop: ${error instanceof CheckFailed ? error.message : error}`);
  process.exitCode = 1;
  // Do not leave the servers behind: start.mjs stops both on SIGTERM.
  if (start.exitCode === null) {
    start.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
