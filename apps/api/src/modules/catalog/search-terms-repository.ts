import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * Search by one word over the pre-ranked `produto_termos` (migration 0005, ADR 0026): the
 * word's portuguese stem is a prefix; each matching term's products come best first from the
 * index (`pontuacao`), so ranking reads a bounded number of index entries whatever the
 * catalog's size.
 */

/** Most distinct terms one search walks (a one- or two-letter prefix has many). */
export const MAX_SEARCH_TERMS = 200;

/** Score bonus of the stem itself over longer words that start like it ('cafe' before 'cafeteira'). */
const EXACT_TERM_BONUS = 500_000_000_000;

/**
 * The portuguese stem of one word, accents removed ('Açúcar' → 'acuc'), or null for a stop word
 * ('de') or a word the stemmer drops.
 */
export async function termStem(db: DbOrTx, word: string): Promise<string | null> {
  const [row] = await rawRows<{ raiz: string | null }>(
    db,
    sql`SELECT (ts_lexize('portuguese_stem', f_unaccent(lower(${word}))))[1] AS raiz`,
  );
  return row?.raiz ?? null;
}

/** The end of a prefix range in byte order (COLLATE "C"): the highest code point appended. */
function rangeEnd(raiz: string): string {
  return `${raiz}\u{10FFFF}`;
}

/** One page of a term search: product ids best first, and whether the term walk was cut short. */
export interface TermPage {
  ids: number[];
  /** More than MAX_SEARCH_TERMS terms start with the stem: the ranking saw only the first ones. */
  truncated: boolean;
}

/**
 * Products of the supplier with a term starting with `raiz`, best first (stored score, plus a
 * bonus when the term is `raiz` itself; ties by id), skipping `offset` and taking `limit`.
 * Walks the distinct terms in the range (an index skip scan, at most MAX_SEARCH_TERMS + 1) and
 * takes each term's best offset + limit products: a product's best score is on one of its
 * terms, so the page is exact when the walk is not truncated.
 */
export async function rankByTerm(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  page: { offset: number; limit: number },
): Promise<TermPage> {
  const fim = rangeEnd(raiz);
  const perTerm = page.offset + page.limit;
  const rows = await rawRows<{ idproduto: number | null; termos: number }>(
    db,
    sql`
    WITH RECURSIVE termos(termo, n) AS (
      (SELECT t.termo, 1 FROM produto_termos t
        WHERE t.idfornecedor = ${idfornecedor} AND t.termo >= ${raiz} AND t.termo < ${fim}
        ORDER BY t.termo LIMIT 1)
      UNION ALL
      SELECT (SELECT t.termo FROM produto_termos t
               WHERE t.idfornecedor = ${idfornecedor} AND t.termo > termos.termo AND t.termo < ${fim}
               ORDER BY t.termo LIMIT 1), termos.n + 1
      FROM termos WHERE termos.termo IS NOT NULL AND termos.n <= ${MAX_SEARCH_TERMS}
    ),
    achados AS (SELECT termo FROM termos WHERE termo IS NOT NULL),
    ranking AS (
      SELECT c.idproduto,
        max(c.pontuacao + CASE WHEN achados.termo = ${raiz} THEN ${EXACT_TERM_BONUS}::bigint ELSE 0 END) AS nota
      FROM (SELECT termo FROM achados LIMIT ${MAX_SEARCH_TERMS}) achados, LATERAL (
        SELECT t.idproduto, t.pontuacao FROM produto_termos t
        WHERE t.idfornecedor = ${idfornecedor} AND t.termo = achados.termo
        ORDER BY t.pontuacao DESC NULLS LAST LIMIT ${perTerm}
      ) c
      GROUP BY c.idproduto
      ORDER BY nota DESC, c.idproduto
      OFFSET ${page.offset} LIMIT ${page.limit}
    )
    -- One row even when nothing ranks, to carry the number of terms walked.
    SELECT ranking.idproduto, (SELECT count(*)::int FROM achados) AS termos
    FROM (SELECT 1) um LEFT JOIN ranking ON true
    ORDER BY ranking.nota DESC, ranking.idproduto`,
  );
  const termCount = Number(rows[0]?.termos ?? 0);
  return {
    ids: rows.filter((r) => r.idproduto !== null).map((r) => Number(r.idproduto)),
    truncated: termCount > MAX_SEARCH_TERMS,
  };
}

/**
 * How many products of the supplier have a term starting with `raiz`: an index-only count over
 * the range (exact; it reads one index entry per matching product and term).
 */
export async function countByTerm(db: DbOrTx, idfornecedor: string, raiz: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT idproduto)::int AS n FROM produto_termos
        WHERE idfornecedor = ${idfornecedor} AND termo >= ${raiz} AND termo < ${rangeEnd(raiz)}`,
  );
  return Number(row?.n ?? 0);
}
