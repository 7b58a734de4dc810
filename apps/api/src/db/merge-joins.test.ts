import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { withMergeJoins } from './merge-joins.ts';
import { rawRows } from './raw-rows.ts';

/**
 * The transaction in which several words' term entries are joined in merge joins only: its
 * statements are planned with `enable_nestloop` and `enable_hashjoin` off, and the settings end
 * with it, whether the read succeeds or fails (on PGlite's one connection, and on PostgreSQL's
 * pool).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The two join settings on the connection `db` runs on. */
const joins = async (db: Parameters<typeof rawRows>[0]) =>
  (
    await rawRows<{ n: string; h: string }>(
      db,
      sql`SELECT current_setting('enable_nestloop') AS n, current_setting('enable_hashjoin') AS h`,
    )
  )
    .map(({ n, h }) => `${n}/${h}`)
    .join();

describe('withMergeJoins', () => {
  it('plans its statements without nested loops or hash joins and returns what they read', async () => {
    const db = t.database.db;
    const read = await withMergeJoins(db, async (tx) => ({
      setting: await joins(tx),
      rows: await rawRows<{ n: number }>(tx, sql`SELECT 41 + 1 AS n`),
    }));
    expect(read).toEqual({ setting: 'off/off', rows: [{ n: 42 }] });
  });

  it('leaves the settings as they were, after a read and after a failure', async () => {
    const db = t.database.db;
    await withMergeJoins(db, (tx) => joins(tx));
    await expect(
      withMergeJoins(db, (tx) => rawRows(tx, sql`SELECT 1 / 0 AS never`)),
    ).rejects.toThrow();
    // Every connection the pool may hand out next: each read runs on one of them.
    const settings = await Promise.all(Array.from({ length: 4 }, () => joins(db)));
    expect(settings).toEqual(['on/on', 'on/on', 'on/on', 'on/on']);
  });
});
