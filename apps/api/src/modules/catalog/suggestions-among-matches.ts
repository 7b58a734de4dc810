import type { Db } from '../../db/client.ts';
import {
  COUNTED,
  estimatedMatches,
  mergedRows,
  pageAmongMatchesQuery,
  pageOf,
} from './page-among-matches.ts';
import type { TermPage } from './search-terms-repository.ts';
import { PROBE_COST_IN_READS, rangesMerged } from './several-words-count.ts';
import type { WordRange } from './term-order-page.ts';

/**
 * Whether the walk of the walked range (the first of `ranges`) would cost more than merging the
 * ranges: it probes about `limit` ÷ the matches' share of the walked range's entries, each for
 * every other word (PROBE_COST_IN_READS entries read in order each), where the merge reads the
 * ranges in product order until COUNTED matches, or whole.
 *
 * @param estimated the words' matches, estimated (estimatedMatches)
 */
export function walkProbesMore(
  ranges: readonly WordRange[],
  estimated: number,
  limit: number,
): boolean {
  const [walked, ...others] = ranges;
  const matches = Math.max(1, estimated);
  const probes = (((walked?.entradas ?? 0) * limit) / matches) * others.length;
  const entries = ranges.reduce((sum, r) => sum + r.entradas, 0);
  const reads = entries * Math.min(1, COUNTED / matches);
  return probes * PROBE_COST_IN_READS > reads;
}

/**
 * The first `limit` suggestions of several words ranked among their matches (ADR 0098, amended
 * in session 46), when that costs less than the walk: the walk probes the walked range's entries
 * best first until `limit` of them hold the other words, so words that seldom occur together made
 * it probe thousands ("tucano cerveja 350 lata" 148 ms, "mantiqueira hamburguer light pacote"
 * 139 ms at 1M), while words that often do fill the suggestions in a few probes ("leite em po i"
 * 9 ms, where merging a thousand matches first took 33 ms).
 *
 * The ranges are merged in product order up to `limit` + 1 matches: all of them, and the
 * suggestions are ranked among them in the same statement; otherwise how far the merge read
 * estimates the matches (estimatedMatches), and when the walk would probe more than a merge would
 * read (walkProbesMore) they are merged up to COUNTED and ranked among them.
 *
 * @param raiz the walked stem, whose range is the first of `ranges`
 * @param ranges the walked stem's range, then each other word's (wordRanges)
 * @returns the suggestions' ids best first (none when nothing matches, `truncated` when the walked
 *   range has more than MAX_SEARCH_TERMS terms); null when the walk answers better, there are more
 *   than the merge holds, or the ranges are not merged (rangesMerged)
 */
export async function suggestionsAmongMatches(
  db: Db,
  idfornecedor: string,
  raiz: string,
  ranges: readonly WordRange[],
  limit: number,
): Promise<TermPage | null> {
  if (ranges.length < 2 || ranges.some((r) => r.termos.length === 0) || !rangesMerged(ranges)) {
    return null;
  }
  const terms = ranges.map((r) => r.termos);
  const page = { offset: 0, limit };
  const run = (n: number) =>
    mergedRows(db, pageAmongMatchesQuery(idfornecedor, raiz, terms, page, undefined, n), terms);
  const sample = await run(limit + 1);
  const first = sample[0];
  const sampled = Number(first?.correspondencias ?? 0);
  if (!first || sampled <= limit) return pageOf(sample);
  const estimated = estimatedMatches(sampled, {
    primeiro: Number(first.primeiro ?? 0),
    ultimo: Number(first.ultimo ?? 0),
    derradeiro: Number(first.derradeiro ?? 0),
  });
  if (!walkProbesMore(ranges, estimated, limit)) return null;
  const rows = await run(COUNTED);
  return Number(rows[0]?.correspondencias ?? 0) < COUNTED ? pageOf(rows) : null;
}
