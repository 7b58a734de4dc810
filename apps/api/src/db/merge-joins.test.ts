import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { withMergeJoins } from './merge-joins.ts';
import { rawRows } from './raw-rows.ts';

/**
 * The transaction in which several words' term entries are joined without nested loops: its
 * statements are planned with `enable_nestloop` off, and the setting ends with it, whether the
 * read succeeds or fails (on PGlite's one connection, and on PostgreSQL's pool).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nestedLoops = async (db: Parameters<typeof rawRows>[0]) =>
  (await rawRows<{ enable_nestloop: string }>(db, sql`SHOW enable_nestloop`))[0]!.enable_nestloop;

describe('withMergeJoins', () => {
  it('plans its statements without nested loops and returns what they read', async () => {
    const db = t.database.db;
    const read = await withMergeJoins(db, async (tx) => ({
      setting: await nestedLoops(tx),
      rows: await rawRows<{ n: number }>(tx, sql`SELECT 41 + 1 AS n`),
    }));
    expect(read).toEqual({ setting: 'off', rows: [{ n: 42 }] });
  });

  it('leaves the setting as it was, after a read and after a failure', async () => {
    const db = t.database.db;
    await withMergeJoins(db, (tx) => nestedLoops(tx));
    await expect(
      withMergeJoins(db, (tx) => rawRows(tx, sql`SELECT 1 / 0 AS never`)),
    ).rejects.toThrow();
    // Every connection the pool may hand out next: each SHOW runs on one of them.
    const settings = await Promise.all(Array.from({ length: 4 }, () => nestedLoops(db)));
    expect(settings).toEqual(['on', 'on', 'on', 'on']);
  });
});
