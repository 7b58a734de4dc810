import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import type { Db } from '../../db/client.ts';
import { preparedStatement, unseenByPlanner } from '../../db/prepared.ts';
import { totalUpToCap } from './listing-total.ts';
import {
  rankedRowsQuery,
  termRankingCtes,
  termStatementKey,
  termStatementName,
  walkPage,
  type TermStatementKey,
  type TermWalk,
} from './search-terms-repository.ts';
import { wordsArrayLiteral } from './search-text.ts';
import { MAX_COUNTED_WORDS, PROBE_COST_IN_READS } from './several-words-count.ts';
import { PROBED_ENTRIES } from './probed-count.ts';
import { UNREMEMBERED_TOTALS, type SearchTotals } from './search-totals.ts';
import { holdsEveryStemSql } from './stem-probes.ts';
import type { TermListing } from './term-search.ts';
import { termStemsStatement } from './word-stems.ts';

const placeholder = {
  idfornecedor: sql.placeholder('idfornecedor'),
  palavras: sql.placeholder('palavras'),
  offset: sql.placeholder('offset'),
  total: sql.placeholder('total'),
};

/**
 * The statement of {@link severalWordsSearch}, with placeholders `idfornecedor`, `palavras` (the
 * words, a text-array literal), `total` (the search's total when this instance remembers it,
 * else null: SearchTotals, ADR 0103) and `offset` (not on the first page). Common table
 * expressions, in order:
 * - `palavras`: each word's stem, range size and first terms (termStemsStatement);
 * - `percorrida`: the walked word, the stemmed one of fewest entries, ties to the longer stem
 *   and then the first (termSearchOf's choice);
 * - `forma`: the walked stem, the other stems, each stem's term, and whether this statement
 *   answers the search (`aplicavel`): two to MAX_COUNTED_WORDS words have a stem, each stem's
 *   range holds one term, and merging the ranges counts no more dearly than probing would
 *   (probesCountBetter); stop words are left out, as termSearchOf leaves them;
 * - `contagem`: the total, only when `aplicavel`: the remembered `total` when given, else the
 *   terms' entries merged in product order up to MAX_COUNTED_ROW_MATCHES + 1
 *   (vitrine_contagem_termos, migration 0017: intersectedCount's count, with the merge joins its
 *   generic plan would not choose; COALESCE never calls it when `total` is given);
 * - the term walk (termRankingCtes) of the walked stem, checking the others on each product's
 *   terms, which reads nothing unless the total is above zero: words that never occur together
 *   would make it read every entry of the walked range.
 * Every value is hidden in an InitPlan, so the generic plan (held by the plan test) serves
 * every search. Exported for the plan test.
 */
export function severalWordsSearchQuery(db: Db, key: TermStatementKey) {
  if (key.withCategory) throw new RangeError('several-word search statement with a category');
  const idfornecedor = unseenByPlanner(placeholder.idfornecedor, 'uuid');
  const walked = sql`(SELECT raiz FROM forma WHERE (SELECT n FROM contagem) > 0)`;
  const walk: TermWalk = {
    idfornecedor,
    raiz: walked,
    fim: sql`${walked} || chr(1114111)`,
    ...walkPage(key, placeholder.offset),
  };
  const filter = holdsEveryStemSql('t', sql`(SELECT outras FROM forma)`);
  const ranked = sql`
    WITH palavras AS MATERIALIZED (${termStemsStatement()}),
    percorrida AS MATERIALIZED (
      SELECT p.n, p.raiz, p.entradas FROM palavras p WHERE p.raiz IS NOT NULL
      ORDER BY p.entradas, length(p.raiz) DESC, p.n LIMIT 1
    ),
    forma AS MATERIALIZED (
      SELECT w.raiz,
        array(SELECT p.raiz FROM palavras p WHERE p.raiz IS NOT NULL AND p.n <> w.n ORDER BY p.n) AS outras,
        (SELECT array_agg(p.termos[1] ORDER BY p.n) FROM palavras p WHERE p.raiz IS NOT NULL) AS termos,
        (SELECT count(*) BETWEEN 2 AND ${sql.raw(String(MAX_COUNTED_WORDS))}
            AND bool_and(cardinality(p.termos) = 1)
          FROM palavras p WHERE p.raiz IS NOT NULL)
          AND NOT (w.entradas <= ${sql.raw(String(PROBED_ENTRIES))}
            AND w.entradas * ${sql.raw(String(PROBE_COST_IN_READS))}
              < (SELECT coalesce(sum(p.entradas), 0) FROM palavras p WHERE p.n <> w.n)) AS aplicavel
      FROM percorrida w
    ),
    contagem AS MATERIALIZED (
      SELECT CASE WHEN aplicavel THEN coalesce(${unseenByPlanner(placeholder.total, 'int')},
        vitrine_contagem_termos(${idfornecedor}, termos,
          ${sql.raw(String(MAX_COUNTED_ROW_MATCHES + 1))})) END AS n
      FROM forma
    ),
    ${termRankingCtes(walk, filter)}
    SELECT ranking.idproduto, ranking.nota, (SELECT n FROM contagem) AS total
    FROM ranking`;
  return rankedRowsQuery(db, ranked, { total: sql<number>`r.total`.mapWith(Number) });
}

/**
 * Texts, by supplier, whose first page the statement did not answer (a stem of several terms,
 * more than four stems, a range better probed, nothing matching): their next search goes
 * straight to the three statements of ADR 0096 instead of paying one round trip more each time.
 * Only a hint: a catalog change that would let the statement answer is seen when it expires.
 */
const unanswered = new LRUCache<string, true>({ max: 10_000, ttl: 10 * 60_000 });

/** The prepared statement of `key` on `db`, built and prepared on first use. */
function severalWordsSearchStatement(db: Db, key: TermStatementKey) {
  const name = termStatementName('vitrine_busca', key);
  return preparedStatement(db, name, (d) => severalWordsSearchQuery(d, key).prepare(name));
}

/**
 * A relevance search of several words without a category, answered in one prepared statement
 * when each word's stem has a range of one term (ADR 0097): the words' stems and ranges
 * (termStems), the total (intersectedCount's merge of the ranges in product order) and the page
 * with its product rows (severalWordsPage), which listByTerm otherwise reads in three round
 * trips, one of them composed and planned per request.
 *
 * @param words the text's words (searchWords), 2 to MAX_PREFIX_WORDS
 * @param page `offset` and `limit` in products
 * @param totals where the total is remembered between requests (ADR 0103); by default every
 *   call counts
 * @returns the page and its total (up to MAX_COUNTED_ROW_MATCHES), or null when this statement
 *   does not answer the search: fewer than two stems, a stem with no term or several, ranges
 *   better probed, nothing matching, or `offset` past the matches. listByTerm then reads it as before.
 *   A text whose first page it did not answer is not asked again for a while (`unanswered`).
 */
export async function severalWordsSearch(
  db: Db,
  idfornecedor: string,
  words: readonly string[],
  page: { offset: number; limit: number },
  totals: SearchTotals = UNREMEMBERED_TOTALS,
): Promise<TermListing | null> {
  const palavras = wordsArrayLiteral(words);
  const texto = palavras.toLowerCase();
  const hint = `${idfornecedor}/${texto}`;
  if (unanswered.has(hint)) return null;
  const key = termStatementKey(page, undefined);
  const known = totals.lookup(idfornecedor, texto);
  const rows = await severalWordsSearchStatement(db, key).execute({
    idfornecedor,
    palavras,
    // The statement's own count's figure: one past the cap says "more".
    total: known.total && (known.total.capped ? MAX_COUNTED_ROW_MATCHES + 1 : known.total.total),
    ...(key.firstPage ? {} : { offset: page.offset }),
  });
  const first = rows[0];
  if (!first) {
    if (key.firstPage) unanswered.set(hint, true);
    return null;
  }
  const total = totalUpToCap(first.total, MAX_COUNTED_ROW_MATCHES);
  if (known.total === null) {
    totals.remember(idfornecedor, texto, { ...total, smallRange: false }, known.generation);
  }
  return { rows: rows.map(({ total: _t, ...row }) => row), ...total };
}
