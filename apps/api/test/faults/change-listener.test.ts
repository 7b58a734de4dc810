import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ChangeListener, Database } from '../../src/db/client.ts';
import { openPostgres } from '../../src/db/postgres-database.ts';
import { rawRows } from '../../src/db/raw-rows.ts';

// The change feed of the supplier cache and the search totals (ADR 0045, ADR 0103) on a
// PostgreSQL server: one LISTEN connection for every channel; when the server terminates it,
// every subscriber is told (the caches then read through), and it comes back by itself and
// hears notices again. Runs in the PostgreSQL pass (TEST_DATABASE_URL is always set here).
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

  it('shares one connection between channels, each hearing only its own, through a loss', async () => {
    const OTHER = 'teste_feed_outro';
    const a = recorder();
    const b = recorder();
    const unlistenA = await database.listen(CHANNEL, a.listener);
    const unlistenB = await database.listen(OTHER, b.listener);
    expect([a.events, b.events]).toEqual([['up'], ['up']]);
    // The last statement of this feed's connection (not another test's API process's).
    const ours = [CHANNEL, OTHER].flatMap((c) => [`LISTEN "${c}"`, `UNLISTEN "${c}"`]);
    const feeds = async () =>
      (
        await rawRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from pg_stat_activity
              where query in ${ours}`,
        )
      )[0]!.n;
    expect(await feeds()).toBe(1);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query in ${ours} and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => b.events, { timeout: 5_000 }).toEqual(['up', 'down', 'up']);
    expect(a.events).toEqual(['up', 'down', 'up']);
    await notify('so-o-primeiro');
    await database.db.execute(sql`select pg_notify(${OTHER}, 'so-o-outro')`);
    await expect.poll(() => b.events).toContain('message:so-o-outro');
    await expect.poll(() => a.events).toContain('message:so-o-primeiro');
    expect(a.events).not.toContain('message:so-o-outro');
    expect(b.events).not.toContain('message:so-o-primeiro');
    // One channel left: the other keeps hearing; none left: the connection ends.
    await unlistenA();
    await database.db.execute(sql`select pg_notify(${OTHER}, 'ainda')`);
    await expect.poll(() => b.events).toContain('message:ainda');
    expect(await feeds()).toBe(1);
    await unlistenB();
    await expect.poll(feeds).toBe(0);
  });
});
