import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server process under test: its URL, start time and a resident-memory sampler. */
export interface ServerProcess {
  url: string;
  /** From spawn to the first healthy answer, in ms. */
  startMs: number;
  /** Resident memory now, in MB (null once the process is gone). */
  rssMb(): number | null;
  stop(): Promise<void>;
}

/**
 * VmRSS of a Linux process and of the processes it started (the storefront's cluster workers),
 * in MB, from /proc; null once the process is gone.
 */
export function processRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    if (!kb) return null;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return children.reduce((sum, child) => sum + (processRssMb(child) ?? 0), Number(kb) / 1024);
  } catch {
    return null;
  }
}

/**
 * Starts `node <args>` with `env` and waits until `healthPath` answers 200 (at most 60 s).
 * The process is the measured one itself (no npm or shell in between), so its RSS is the
 * server's own.
 */
export async function startServer(
  args: string[],
  port: number,
  env: Record<string, string>,
  options: { healthPath?: string; cwd?: string } = {},
): Promise<ServerProcess> {
  const healthPath = options.healthPath ?? '/health';
  const entry = args.join(' ');
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    cwd: options.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode}`);
    if (Date.now() - started > 60_000) throw new Error(`${entry} did not start within 60 s`);
    try {
      const res = await fetch(url + healthPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  const startMs = Date.now() - started;
  return {
    url,
    startMs,
    rssMb: () => processRssMb(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Node's flags of a production API process (docs/deployment.md, ADR 0056): a 112 MB old space
 * and 8 MB semi-spaces hold its RSS near 140 MB under load, where V8's defaults let the heap
 * grow to 250–300 MB before collecting about 40 MB of live data.
 */
export const API_NODE_FLAGS = ['--max-old-space-size=112', '--max-semi-space-size=8'];

/** Shared by the API and the storefront under test, as `npm start` does. */
const STOREFRONT_API_SECRET = randomBytes(32).toString('hex');

/** Production environment of the API under test: compiled JS, PostgreSQL, quiet logs. */
export function apiEnv(databaseUrl: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    API_PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    STOREFRONT_API_SECRET,
  };
}

/** Production environment of the storefront under test (its built server.mjs), on `apiUrl`. */
export function storefrontEnv(apiUrl: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    INSECURE_COOKIES: 'true',
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    STOREFRONT_API_SECRET,
  };
}
