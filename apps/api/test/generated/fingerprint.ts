import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';

const TABLES: PgTable[] = Object.values(schema).flatMap((value: unknown) =>
  is(value, PgTable) ? [value] : [],
);

/**
 * A fingerprint of the whole database: for every table of the schema, its row count and an
 * MD5 of its rows as text (in a stable order). Two equal fingerprints mean no row was added,
 * removed or changed in between — what a refused request must leave behind (issue 7).
 * @returns `table → "count:md5"`, for `expect(after).toEqual(before)` to name the table that moved.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      // `"table"::text` is the whole row as text, so every column counts.
      const [row] = await db
        .select({
          count: sql<string>`count(*)::text`,
          hash: sql<string>`coalesce(md5(string_agg(${table}::text, '|' order by ${table}::text)), '')`,
        })
        .from(table);
      return [getTableName(table), `${row?.count}:${row?.hash}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}
