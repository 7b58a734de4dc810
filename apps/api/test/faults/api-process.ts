import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The storefront secret every API process of the suite shares. */
export const FAULTS_SECRET = 'faults-suite-storefront-secret-0123456789';

/** A free TCP port on loopback (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An API server running as a child process, from the TypeScript sources. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<string>;
  /** Everything the process wrote to stderr and stdout (crash reports). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `apps/api/src/server.ts` on `databaseUrl` (migrated and seeded at start-up) and waits
 * until `/health` answers.
 * @throws Error when it does not answer within 60 s or exits first.
 */
export async function startApi(databaseUrl: string): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=development', '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        STOREFRONT_API_SECRET: FAULTS_SECRET,
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE: '100000',
        CANDIDATE_RATE_LIMIT_PER_MINUTE: '100000',
        CANDIDATE_GLOBAL_RATE_LIMIT_PER_MINUTE: '100000',
        DB_CONNECT_TIMEOUT_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => resolve(String(code ?? signal))),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`a API terminou ao iniciar:\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A database of its own on the server of `baseUrl`, created empty and dropped by `drop()`. */
export async function scratchDatabase(
  baseUrl: string,
  name: string,
): Promise<{ url: string; admin: pg.Client; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: baseUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    admin,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Terminates every connection to database `name` but the caller's; returns how many. */
export async function terminateConnections(admin: pg.Client, name: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [name],
  );
  return rows[0]?.n ?? 0;
}
