import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ChangeListener, Database } from '../../src/db/client.ts';
import { openPostgres } from '../../src/db/postgres-database.ts';
import { rawRows } from '../../src/db/raw-rows.ts';

// The supplier cache's change feed (ADR 0045) on a PostgreSQL server: a LISTEN connection the
// server terminates says so (the cache then reads through), comes back by itself and hears
// notices again. Runs in the PostgreSQL pass (TEST_DATABASE_URL is always set here).
const url = process.env.TEST_DATABASE_URL!;
const CHANNEL = 'teste_feed_alteracoes';
let database: Database;

beforeAll(() => {
  database = openPostgres(
    url,
    {
      connectTimeoutMs: 3_000,
      statementTimeoutMs: 5_000,
      onConnectionError: () => undefined,
      poolSize: 2,
      slowQueryMs: 0,
      onSlowQuery: () => undefined,
    },
    'unused',
  );
});
afterAll(async () => database.close());

function recorder() {
  const events: string[] = [];
  const listener: ChangeListener = {
    message: (payload) => events.push(`message:${payload}`),
    up: () => events.push('up'),
    down: () => events.push('down'),
  };
  return { events, listener };
}

const notify = (payload: string) =>
  database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);

describe('LISTEN on a PostgreSQL server', () => {
  it('hears notices committed by any connection', async () => {
    const { events, listener } = recorder();
    const unlisten = await database.listen(CHANNEL, listener);
    expect(events).toEqual(['up']);
    await notify('a1');
    await expect.poll(() => events).toContain('message:a1');
    await unlisten();
    await notify('depois');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).not.toContain('message:depois');
  });

  it('reports a terminated connection, reconnects and hears again', async () => {
    const { events, listener } = recorder();
    const unlisten = await database.listen(CHANNEL, listener);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query = ${`LISTEN "${CHANNEL}"`} and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => events, { timeout: 5_000 }).toEqual(['up', 'down', 'up']);
    await notify('de-volta');
    await expect.poll(() => events).toContain('message:de-volta');
    const listeners = await rawRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_stat_activity where query = ${`LISTEN "${CHANNEL}"`}`,
    );
    expect(listeners[0]!.n).toBe(1);
    await unlisten();
  });
});
