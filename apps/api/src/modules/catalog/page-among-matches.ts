import { sql, type SQL } from 'drizzle-orm';
import { MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import type { Db } from '../../db/client.ts';
import { withMergeJoins } from '../../db/merge-joins.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { totalUpToCap, type ListingTotal } from './listing-total.ts';
import { intersectedIdsQuery, MAX_COUNTED_WORDS, rangesMerged } from './several-words-count.ts';
import { wordsArrayLiteral } from './search-text.ts';
import {
  boundWalk,
  filterSql,
  inCategorySql,
  MAX_SEARCH_TERMS,
  termRankingCtes,
  type TermPage,
} from './search-terms-repository.ts';
import type { WordRange } from './term-order-page.ts';
import { deepMergeKey, UNREMEMBERED_TOTALS, type SearchTotals } from './search-totals.ts';

/**
 * Matches merged for a page that far down: past the count's cap a page's matches are not all
 * among the first 1,001 in product order, and the walk's probes grow with the depth ("integral
 * light" page 50 at 1M: 3,340 matches among 100,000 entries, 120 ms). Merging up to this many
 * reads at most every entry of the ranges once, in index order (about 15 ms for 230,000 entries
 * at 1M), and the hash holds them within work_mem.
 */
export const MATCHES_RANKED_DEEP = 10_000;

/** The first offset (in products) whose page is ranked among up to MATCHES_RANKED_DEEP matches. */
export const DEEP_OFFSET = 200;

/**
 * The matches a page merges (of the category, when the search is within one: ADR 0100): the
 * count's cap + 1, or MATCHES_RANKED_DEEP + 1 for a deep page of words of one term each. A stem
 * of several terms is merged from a Merge Append of its terms, materialized, about three
 * times dearer an entry: where its words occur together more than MATCHES_RANKED_DEEP times
 * ("sabao em po", 16,667 at 1M) that merge was wasted (10 → 43 ms for page 50) and the walk, which
 * fills a dense page in few probes, answers.
 */
export function matchesLimit(offset: number, ranges: readonly (readonly string[])[]): number {
  const oneTermEach = ranges.every((termos) => termos.length === 1);
  const deep = offset >= DEEP_OFFSET && oneTermEach;
  return (deep ? MATCHES_RANKED_DEEP : MAX_COUNTED_ROW_MATCHES) + 1;
}

/**
 * Whether the matches of `ranges` come from the merge functions of migrations 0018 and 0019
 * (ranges of one term each, two to MAX_COUNTED_WORDS), which plan their own merge joins; other
 * ranges are merged by a composed statement (intersectedIdsQuery).
 */
function mergedByFunction(ranges: readonly (readonly string[])[]): boolean {
  return ranges.length <= MAX_COUNTED_WORDS && ranges.every((termos) => termos.length === 1);
}

/**
 * The matches of the words' ranges (of the category's entries alone, when given), up to `limit`:
 * for ranges of one term each (two to MAX_COUNTED_WORDS), vitrine_produtos_termos (migration
 * 0018) or vitrine_produtos_termos_categoria (migration 0019), whose merge joins of plain
 * relations need no Materialize; otherwise the ranges' streams merged (intersectedIdsQuery).
 */
function matchesQuery(
  idfornecedor: string,
  ranges: readonly (readonly string[])[],
  limit: number,
  idcategoria: number | undefined,
): SQL {
  if (mergedByFunction(ranges)) {
    const termos = wordsArrayLiteral(ranges.map((r) => r[0]!));
    return idcategoria === undefined
      ? sql`SELECT f.idproduto FROM vitrine_produtos_termos(${idfornecedor}::uuid,
          ${termos}::text[], ${limit}::int) f`
      : sql`SELECT f.idproduto FROM vitrine_produtos_termos_categoria(${idfornecedor}::uuid,
          ${idcategoria}::int, ${termos}::text[], ${limit}::int) f`;
  }
  return intersectedIdsQuery(idfornecedor, ranges, limit, idcategoria);
}

/**
 * The first and last product of the first range's first term (of the category, when given:
 * `primeiro`, `derradeiro`, two index descents), against which the last merged match tells how
 * far the merge went.
 */
function spanOf(idfornecedor: string, termos: readonly string[], idcategoria?: number): SQL {
  const entries = sql`FROM produto_termos t
    WHERE t.idfornecedor = ${idfornecedor} ${inCategorySql('t', idcategoria)}
      AND t.termo = ${termos[0]!}`;
  return sql`(SELECT min(t.idproduto) ${entries}) AS primeiro,
      (SELECT max(t.idproduto) ${entries}) AS derradeiro`;
}

/**
 * How many products the words hold together, estimated from a merge that stopped at `matched`
 * matches on product `ultimo` of the first term's products `primeiro`..`derradeiro`: the merge
 * reads in product order, and product ids follow creation, not the words, so the matches before
 * `ultimo` are about their share of all. Only chooses a way (a deep page's merge); no total
 * shown comes from it.
 */
export function estimatedMatches(
  matched: number,
  span: { primeiro: number; ultimo: number; derradeiro: number },
): number {
  const read = Math.max(1, span.ultimo - span.primeiro + 1);
  return (matched * Math.max(read, span.derradeiro - span.primeiro + 1)) / read;
}

/** Matches counted at most: the count's cap + 1 ("mais de 1.000"). */
export const COUNTED = MAX_COUNTED_ROW_MATCHES + 1;

/**
 * The statement of {@link pageAmongMatches}: `matches`, the products holding a term of every
 * range (the ranges merged in product order, up to matchesLimit), then the relevance walk of the
 * walked stem (termRankingCtes, the same order and ties as rankByTerm) keeping the entries whose
 * product is among them, a hash lookup each. The walk runs only when there are matches and every
 * one is known (fewer than the limit: an InitPlan gate); past it they are the first in product
 * order, not the best. Within a category, the matches are the category's (its entries of each
 * range merged, ADR 0100). One row even when nothing ranks, carrying the matches, the total (up
 * to the cap + 1) and the terms walked. Exported for the plan test.
 */
export function pageAmongMatchesQuery(
  idfornecedor: string,
  raiz: string,
  ranges: readonly (readonly string[])[],
  page: { offset: number; limit: number },
  idcategoria?: number,
  limit = matchesLimit(page.offset, ranges),
): SQL {
  const walk = boundWalk(idfornecedor, raiz, page);
  // `IS TRUE` keeps the IN a hashed SubPlan, read once, rather than a join the planner could
  // order by product and sort (the walk must read each term's entries best first and stop).
  const amongMatches = sql`${filterSql({ idcategoria })}
    AND (SELECT count(*) FROM matches) BETWEEN 1 AND ${limit - 1}
    AND (t.idproduto IN (SELECT m.idproduto FROM matches m)) IS TRUE`;
  const total = sql`(SELECT count(*)::int FROM (SELECT 1 FROM matches m LIMIT ${COUNTED}) c)`;
  return sql`
    WITH matches AS MATERIALIZED (${matchesQuery(idfornecedor, ranges, limit, idcategoria)}),
    ${termRankingCtes(walk, amongMatches)}
    SELECT ranking.idproduto, (SELECT count(*)::int FROM matches) AS correspondencias,
      (SELECT max(m.idproduto) FROM matches m) AS ultimo,
      ${spanOf(idfornecedor, ranges[0]!, idcategoria)},
      ${total} AS total,
      (SELECT count(*)::int FROM achados) AS termos
    FROM (SELECT 1) um LEFT JOIN ranking ON true
    ORDER BY ranking.nota DESC, ranking.idproduto`;
}

/** A row of pageAmongMatchesQuery: the page's product (null when none) and the merge's figures. */
interface MergedRow {
  idproduto: number | null;
  correspondencias: number;
  ultimo: number | null;
  primeiro: number | null;
  derradeiro: number | null;
  total: number;
  termos: number;
}

/**
 * Runs a pageAmongMatchesQuery of `ranges`. A composed merge is planned as intersectedCount's is,
 * with merge joins only: left free, the planner took the words for independent and hashed every
 * entry of their ranges ("agua 1,5 l" at 1M: four prefixes of 50,000 to 440,000 entries, past
 * the 10 s statement timeout).
 */
export function mergedRows(
  db: Db,
  query: SQL,
  ranges: readonly (readonly string[])[],
): Promise<MergedRow[]> {
  return mergedByFunction(ranges)
    ? rawRows<MergedRow>(db, query)
    : withMergeJoins(db, (tx) => rawRows<MergedRow>(tx, query));
}

/** The page of rows whose merge held every match (fewer than its limit), best first. */
export function pageOf(rows: readonly MergedRow[]): TermPage {
  return {
    ids: rows.flatMap((r) => (r.idproduto === null ? [] : [Number(r.idproduto)])),
    truncated: Number(rows[0]?.termos ?? 0) > MAX_SEARCH_TERMS,
  };
}

/** A page ranked among a search's matches, and their total. */
export interface PageAmongMatches {
  total: ListingTotal;
  /** The page, best first; null when not every match is known (the walk must find the best). */
  page: TermPage | null;
}

/**
 * A relevance page of a search of several words, ranked among its matches (ADR 0098), in one
 * statement: the words' ranges merged in product order give every match when there are at most
 * MAX_COUNTED_ROW_MATCHES (MATCHES_RANKED_DEEP: see matchesLimit), and the walked stem's entries (of the category, when given), read
 * best first, are checked against them by a hash lookup instead of a primary-key probe per word.
 * The walk of severalWordsPage probes each entry until the page is full, so a deep page of words
 * that seldom occur together probed most of the walked range ("leite zero" page 25 at 100k:
 * 35 ms, page 1 5 ms); here the cost is the merge (what the total costs anyway) plus the
 * entries the page's depth needs, read in index order. Within a category, only the category's
 * entries of each range are merged (ADR 0100): merging every category's, up to 10,000 matches,
 * and counting the category's share read hundreds of thousands of entries at 1M ("leite em po
 * integral" in its category: 50-110 ms).
 *
 * @param raiz the walked stem
 * @param ranges the walked stem's range first, then each other word's (wordRanges), their
 *   entries at the supplier in all categories
 * @param page `offset` and `limit` in products
 * @param idcategoria the category, when the search is within one
 * @param remembered where the search's total is remembered between requests (ADR 0103), under
 *   `key` (its count's key, searchCountKey): a total remembered past the cap answers, without
 *   the merge, that not every match is known on a page whose merge stops at the cap + 1 (the
 *   merge only learned it again: 27–30 ms for "leite em po integral" at 1M, ADR 0105), and a
 *   total of none answers that nothing matches; a total the merge counts is remembered there
 * @returns the total (up to MAX_COUNTED_ROW_MATCHES, then capped) and, when every match is known,
 *   the page (its ids and whether the walk was cut short at MAX_SEARCH_TERMS terms); otherwise no
 *   page. Null when the ranges are not merged (rangesMerged): the probes of countByTerm and the
 *   walk answer
 */
export async function pageAmongMatches(
  db: Db,
  idfornecedor: string,
  raiz: string,
  ranges: readonly WordRange[],
  page: { offset: number; limit: number },
  idcategoria?: number,
  remembered: { totals: SearchTotals; key: string } = { totals: UNREMEMBERED_TOTALS, key: '' },
): Promise<PageAmongMatches | null> {
  if (ranges.length < 2 || ranges.some((r) => r.termos.length === 0) || !rangesMerged(ranges)) {
    return null;
  }
  const terms = ranges.map((r) => r.termos);
  const limit = matchesLimit(page.offset, terms);
  const known = remembered.totals.lookup(idfornecedor, remembered.key);
  // A deep merge's outcome is remembered beside the total: its matches (up to its limit), or
  // that there are more.
  const deepKey = deepMergeKey(remembered.key);
  const knownDeep = limit > COUNTED ? remembered.totals.lookup(idfornecedor, deepKey).total : null;
  // More matches than the merge would hold, or none: it would only learn that again.
  if (known.total?.capped && (limit === COUNTED || knownDeep?.capped)) {
    return { total: { total: known.total.total, capped: true }, page: null };
  }
  if (known.total?.total === 0) {
    return { total: { total: 0, capped: false }, page: { ids: [], truncated: false } };
  }
  const run = (n: number) =>
    mergedRows(db, pageAmongMatchesQuery(idfornecedor, raiz, terms, page, idcategoria, n), terms);
  // A deep page merges the cap's matches first: words that occur together more than
  // MATCHES_RANKED_DEEP times would make the deep merge a waste ("leite integral" page 50 at 1M:
  // 13.5 → 27.6 ms), and the walk fills their pages in few probes. A word of fewer entries than
  // the deep merge's limit bounds the matches below it: every one is merged at once; so does a
  // deep merge remembered to hold every match.
  const fewest = Math.min(...ranges.map((r) => r.entradas));
  let ran = fewest >= limit && !knownDeep ? COUNTED : limit;
  let rows = await run(ran);
  let matched = Number(rows[0]?.correspondencias ?? 0);
  if (ran < limit && matched >= ran && !knownDeep?.capped) {
    const first = rows[0]!;
    const span = {
      primeiro: Number(first.primeiro ?? 0),
      ultimo: Number(first.ultimo ?? 0),
      derradeiro: Number(first.derradeiro ?? 0),
    };
    if (estimatedMatches(matched, span) < MATCHES_RANKED_DEEP) {
      ran = limit;
      rows = await run(ran);
      matched = Number(rows[0]?.correspondencias ?? 0);
    } else {
      const more = { total: MATCHES_RANKED_DEEP, capped: true, smallRange: false };
      remembered.totals.remember(idfornecedor, deepKey, more, known.generation);
    }
  }
  if (ran === limit && limit > COUNTED) {
    const deep = { ...totalUpToCap(matched, MATCHES_RANKED_DEEP), smallRange: false };
    remembered.totals.remember(idfornecedor, deepKey, deep, known.generation);
  }
  const total = totalUpToCap(Number(rows[0]?.total ?? 0), MAX_COUNTED_ROW_MATCHES);
  // The count countSearch would make of the same ranges (intersectedCount: the same cap).
  remembered.totals.remember(
    idfornecedor,
    remembered.key,
    { ...total, smallRange: false },
    known.generation,
  );
  // Not every match is known: the walk finds the page, and the total is capped.
  if (matched >= ran) return { total, page: null };
  return { total, page: pageOf(rows) };
}
