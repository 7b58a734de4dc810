import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, POOL_IDLE_TIMEOUT_MS } from '../../src/db/postgres-database.ts';
import type { Database } from '../../src/db/client.ts';
import { rawRows } from '../../src/db/raw-rows.ts';
import type { SlowQuery } from '../../src/db/slow-queries.ts';

// Slow-query logging and the pool size (issue 12 §3) exist on the PostgreSQL driver only:
// this suite runs in the PostgreSQL pass (TEST_DATABASE_URL is always set here).
const url = process.env.TEST_DATABASE_URL!;
const reported: SlowQuery[] = [];
let database: Database;

const OPTIONS = {
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 1_000,
  onConnectionError: () => undefined,
  poolSize: 2,
  slowQueryMs: 40,
  onSlowQuery: (query: SlowQuery) => reported.push(query),
};

beforeAll(() => {
  database = openPostgres(url, OPTIONS, 'unused');
});
afterAll(async () => database.close());

describe('slow-query logging', () => {
  it('reports a statement over the threshold with its text, not its parameters', async () => {
    reported.length = 0;
    await database.db.execute(sql`select pg_sleep(${0.08}) as dormiu, ${'segredo'} as valor`);
    await database.db.execute(sql`select 1 as rapido`);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.ms).toBeGreaterThanOrEqual(40);
    expect(reported[0]!.sql).toContain('pg_sleep($1)');
    expect(reported[0]!.sql).not.toContain('segredo');
  });

  it('reports a statement the server cancels at statement_timeout', async () => {
    reported.length = 0;
    await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toThrow();
    expect(reported).toHaveLength(1);
    expect(reported[0]!.ms).toBeGreaterThanOrEqual(900);
  });

  it('plans every pooled statement without JIT or parallel workers (ADR 0095)', async () => {
    const settings = () =>
      rawRows<{ jit: string; workers: string }>(
        database.db,
        sql`select current_setting('jit') as jit,
              current_setting('max_parallel_workers_per_gather') as workers`,
      );
    // Both connections of the pool, each as its first statement and later.
    const rows = (await Promise.all([settings(), settings(), settings()])).flat();
    expect(rows).toEqual(Array.from({ length: 3 }, () => ({ jit: 'off', workers: '0' })));
  });

  it('holds at most the configured pool size of connections', async () => {
    // drizzle's queries are lazy thenables: Promise.resolve starts each one now.
    const sleeps = Array.from({ length: 5 }, () =>
      Promise.resolve(database.db.execute(sql`select pg_sleep(0.3)`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Seen from a connection of its own: the pool runs two of the five statements at a time.
    const observer = openPostgres(url, { ...OPTIONS, onSlowQuery: () => undefined }, 'unused');
    const rows = await rawRows<{ n: number }>(
      observer.db,
      sql`select count(*)::int as n from pg_stat_activity where state = 'active' and query like '%pg_sleep(0.3)%' and pid <> pg_backend_pid()`,
    );
    await observer.close();
    await Promise.all(sleeps);
    expect(rows[0]!.n).toBe(2);
  });
});

describe('idle pooled connections (ADR 0102)', () => {
  /** The server processes behind the pool's two connections, both checked out at once. */
  async function backendPids(db: Database['db']): Promise<number[]> {
    const pid = () =>
      rawRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`);
    const rows = (await Promise.all([pid(), pid()])).flat();
    return rows.map((r) => r.pid).sort((a, b) => a - b);
  }

  it('keep their connection, and its prepared plans, through a quiet spell; close after the idle timeout', async () => {
    const pool = openPostgres(url, { ...OPTIONS, slowQueryMs: 0 }, 'unused');
    try {
      // Only the pool's idle timers are faked: they are set when a connection is handed back.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const first = await backendPids(pool.db);
      expect(new Set(first).size).toBe(2);
      // A lull of a minute, long past node-postgres' default of 10 s.
      vi.advanceTimersByTime(60_000);
      expect(await backendPids(pool.db)).toEqual(first);
      vi.advanceTimersByTime(POOL_IDLE_TIMEOUT_MS + 1_000);
      vi.useRealTimers();
      // Ending a connection takes a round trip of its own.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await backendPids(pool.db);
      expect(after.filter((pid) => first.includes(pid))).toEqual([]);
    } finally {
      vi.useRealTimers();
      await pool.close();
    }
  });
});
