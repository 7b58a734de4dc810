import { count, sql, type SQL } from 'drizzle-orm';
import { MAX_COUNTED_MATCHES, MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { produtos } from '../../db/schema/index.ts';

/**
 * A listing's total over all pages: exact, or, for a search matching more than
 * MAX_COUNTED_MATCHES products, that many with `capped` set ("mais de 10.000 produtos").
 * @see issue 12 §3 (no exact count over a large match set), ADR 0046
 */
export interface ListingTotal {
  total: number;
  capped: boolean;
}

/** An exact total (maintained counts, or a count that stopped before the cap). */
export function exactTotal(total: number): ListingTotal {
  return { total, capped: false };
}

/**
 * The total of a count that stops at `cap` + 1 rows: past the cap it is the cap, marked
 * `capped`.
 */
export function totalUpToCap(counted: number, cap = MAX_COUNTED_MATCHES): ListingTotal {
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/** The LIMIT of a capped count's inner query: one row more than the cap tells "more". */
export const COUNT_LIMIT = MAX_COUNTED_MATCHES + 1;

/**
 * Counts the active products matching `where`, stopping after MAX_COUNTED_ROW_MATCHES + 1 rows
 * (the planner stops the scan there instead of reading every matching row).
 */
export async function countProductsUpToCap(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<ListingTotal> {
  const matches = db
    .select({ one: sql<number>`1`.as('one') })
    .from(produtos)
    .where(where)
    .limit(MAX_COUNTED_ROW_MATCHES + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return totalUpToCap(row?.n ?? 0, MAX_COUNTED_ROW_MATCHES);
}
