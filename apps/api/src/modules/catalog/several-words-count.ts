import { sql, type SQL } from 'drizzle-orm';
import { MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { runPreparedSql } from '../../db/prepared.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withMergeJoins } from '../../db/merge-joins.ts';
import { totalUpToCap, type ListingTotal } from './listing-total.ts';
import { PROBED_ENTRIES } from './probed-count.ts';
import { inCategorySql } from './search-terms-repository.ts';
import { wordsArrayLiteral } from './search-text.ts';
import { MAX_MERGED_TERMS, type WordRange } from './term-order-page.ts';

/**
 * What probing one entry of the walked range for the other words costs (two primary-key descents,
 * 7–9 µs at 1M), in entries a merge reads in order (0.15–0.2 µs each): a merge reads at most
 * every entry of every range, so a walked range smaller than the others by this factor is
 * cheaper probed ("ipe roxo": 50 entries against 130,020 of "integral").
 */
export const PROBE_COST_IN_READS = 40;

/**
 * Words (stems of one term each) whose total vitrine_contagem_termos counts (migration 0017): its
 * merge joins are written out for two to this many.
 */
export const MAX_COUNTED_WORDS = 4;

/**
 * One word's products in product order: each term's entries read in product order (from
 * `produto_termos_produto_idx`, or `produto_termos_categoria_produto_idx` for a category's,
 * ADR 0100), merged (a Merge Append: every branch is ordered itself). A product holding two terms
 * of the range comes twice.
 */
function productStream(idfornecedor: string, termos: readonly string[], idcategoria?: number): SQL {
  const branches = termos.map(
    (termo) => sql`(SELECT t.idproduto FROM produto_termos t
      WHERE t.idfornecedor = ${idfornecedor} ${inCategorySql('t', idcategoria)}
        AND t.termo = ${termo}
      ORDER BY t.idproduto)`,
  );
  return sql`(${sql.join(branches, sql` UNION ALL `)})`;
}

/**
 * The products (of the category, when given) holding a term of every one of the words' ranges,
 * each once and in product order, up to `limit`: the ranges read in product order and
 * merge-joined (a statement to nest).
 */
export function intersectedIdsQuery(
  idfornecedor: string,
  ranges: readonly (readonly string[])[],
  limit: number,
  idcategoria?: number,
): SQL {
  const [first, ...others] = ranges.map((termos) =>
    productStream(idfornecedor, termos, idcategoria),
  );
  const joins = others.map((stream, i) => {
    const alias = sql.raw(`w${i + 1}`);
    return sql`JOIN ${stream} ${alias} ON ${alias}.idproduto = w0.idproduto`;
  });
  return sql`SELECT w0.idproduto FROM ${first} w0 ${sql.join(joins, sql` `)}
      GROUP BY w0.idproduto
      LIMIT ${limit}`;
}

/**
 * The statement of {@link intersectedCount} for the words' ranges (of the category, when given),
 * counting up to `limit` products (its plan is tested).
 */
export function intersectedCountQuery(
  idfornecedor: string,
  ranges: readonly string[][],
  limit = MAX_COUNTED_ROW_MATCHES + 1,
  idcategoria?: number,
): SQL {
  const ids = intersectedIdsQuery(idfornecedor, ranges, limit, idcategoria);
  return sql`SELECT count(*)::int AS n FROM (${ids}) m`;
}

/**
 * The total of a search of several words without a category, up to MAX_COUNTED_ROW_MATCHES (ADR
 * 0095): the products holding a term of every stem's range. Each word's range is read in product
 * order and the words are intersected by merge joins, which stop at the cap: the entries read
 * follow where the cap's matches lie in product order, never a probe per entry ("leite integral"
 * at a million products: 9,000 entries read in order, 1.3 ms, where 3,600 primary-key probes took
 * 11-16 ms), and at worst the ranges once each.
 *
 * Ranges of one term each (two to MAX_COUNTED_WORDS) are counted by vitrine_contagem_termos in
 * a prepared statement (ADR 0097); other shapes by a statement composed for them. Within a
 * category, only the category's entries of each range are merged (ADR 0100).
 *
 * @param ranges the walked stem's range first, then each other word's (wordRanges), their
 *   entries at the supplier in all categories: a category's are at most as many
 * @param idcategoria the category, when the search is within one
 * @returns the total, or null when the probes of countByTerm answer it better: a walked range of
 *   at most PROBED_ENTRIES entries and PROBE_COST_IN_READS times smaller than the other ranges
 *   (each entry probed once, however big the others), or a range of more than MAX_MERGED_TERMS
 *   terms (a short prefix)
 */
export async function intersectedCount(
  db: DbOrTx,
  idfornecedor: string,
  ranges: readonly WordRange[],
  idcategoria?: number,
): Promise<ListingTotal | null> {
  const limit = MAX_COUNTED_ROW_MATCHES + 1;
  const counted = await intersectionUpTo(db, idfornecedor, ranges, limit, idcategoria);
  return counted === null ? null : totalUpToCap(counted, MAX_COUNTED_ROW_MATCHES);
}

/**
 * The products (of the category, when given) holding a term of every range, up to `limit`;
 * null as for intersectedCount.
 */
async function intersectionUpTo(
  db: DbOrTx,
  idfornecedor: string,
  ranges: readonly WordRange[],
  limit: number,
  idcategoria?: number,
): Promise<number | null> {
  if (ranges.some((r) => r.termos.length === 0)) return 0;
  if (!rangesMerged(ranges)) return null;
  const oneTermEach = ranges.every((r) => r.termos.length === 1);
  if (oneTermEach && ranges.length <= MAX_COUNTED_WORDS) {
    const termos = ranges.map((r) => r.termos[0]!);
    return idcategoria === undefined
      ? termsIntersectionCount(db, idfornecedor, termos, limit)
      : categoryTermsIntersectionCount(db, idfornecedor, idcategoria, termos, limit);
  }
  const terms = ranges.map((r) => r.termos);
  // Merged in product order whatever the planner makes of the words' joint frequency.
  const [row] = await withMergeJoins(db, (tx) =>
    rawRows<{ n: number }>(tx, intersectedCountQuery(idfornecedor, terms, limit, idcategoria)),
  );
  return Number(row?.n ?? 0);
}

/**
 * Whether the words' total is counted by merging their ranges (intersectedCount) rather than by
 * the probes of countByTerm: no range holds more than MAX_MERGED_TERMS terms (a short prefix),
 * and the walked range is not so much smaller than the others that probing it is cheaper
 * (probesCountBetter).
 *
 * @param ranges the walked stem's range first, then each other word's
 */
export function rangesMerged(ranges: readonly WordRange[]): boolean {
  const walked = ranges[0]?.entradas ?? 0;
  const others = ranges.slice(1).reduce((sum, r) => sum + r.entradas, 0);
  if (probesCountBetter(walked, others)) return false;
  return ranges.every((r) => r.termos.length <= MAX_MERGED_TERMS);
}

/**
 * Whether probing each of the walked range's `walked` entries for the other words counts a
 * total more cheaply than merging it with their `others` entries (see PROBE_COST_IN_READS).
 */
export function probesCountBetter(walked: number, others: number): boolean {
  return walked <= PROBED_ENTRIES && walked * PROBE_COST_IN_READS < others;
}

/**
 * The products holding every one of `termos` (two to MAX_COUNTED_WORDS terms, one per word), up
 * to `limite`: vitrine_contagem_termos (migration 0017, ADR 0097) merges the terms' entries in
 * product order, in one prepared statement.
 */
async function termsIntersectionCount(
  db: DbOrTx,
  idfornecedor: string,
  termos: string[],
  limite: number,
): Promise<number> {
  const [row] = await runPreparedSql<{ n: number }>(
    db,
    'vitrine_contagem_termos',
    () => sql`SELECT vitrine_contagem_termos(${sql.placeholder('idfornecedor')}::uuid,
      ${sql.placeholder('termos')}::text[], ${sql.placeholder('limite')}::int) AS n`,
    { idfornecedor, termos: wordsArrayLiteral(termos), limite },
  );
  return Number(row?.n ?? 0);
}

/**
 * The products of a category holding every one of `termos` (two to MAX_COUNTED_WORDS terms, one
 * per word), up to `limite`: vitrine_produtos_termos_categoria (migration 0019, ADR 0100) merges
 * the terms' entries of the category in product order, in one prepared statement.
 */
async function categoryTermsIntersectionCount(
  db: DbOrTx,
  idfornecedor: string,
  idcategoria: number,
  termos: string[],
  limite: number,
): Promise<number> {
  const [row] = await runPreparedSql<{ n: number }>(
    db,
    'vitrine_contagem_termos_categoria',
    () => sql`SELECT count(*)::int AS n FROM vitrine_produtos_termos_categoria(
      ${sql.placeholder('idfornecedor')}::uuid, ${sql.placeholder('idcategoria')}::int,
      ${sql.placeholder('termos')}::text[], ${sql.placeholder('limite')}::int)`,
    { idfornecedor, idcategoria, termos: wordsArrayLiteral(termos), limite },
  );
  return Number(row?.n ?? 0);
}
