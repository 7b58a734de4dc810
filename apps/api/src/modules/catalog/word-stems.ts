import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { runPreparedSql, unseenByPlanner } from '../../db/prepared.ts';
import { wordsArrayLiteral } from './search-text.ts';
import { MAX_MERGED_TERMS } from './term-order-page.ts';

/** A search word with its forms, how common its stem is at the supplier, and its stem's first terms. */
export interface WordStem {
  /** As typed (letters and digits). */
  word: string;
  /** Unaccented, lower case. */
  plain: string;
  /** Portuguese stem ('Açúcar' → 'acuc'); null for a stop word ('de') or a dropped word. */
  raiz: string | null;
  /** The supplier's term entries starting with the stem (0 without a stem). */
  entradas: number;
  /**
   * The stem's first MAX_MERGED_TERMS + 1 terms that hold products at the supplier, in byte
   * order (none without a stem): the range the merged ways read (wordRanges).
   */
  termos: string[];
}

const placeholder = {
  idfornecedor: sql.placeholder('idfornecedor'),
  palavras: sql.placeholder('palavras'),
};

/**
 * The statement of {@link termStems}, with placeholders `idfornecedor` and `palavras` (the
 * words as a text-array literal): one row per word, `n` its position from 1. Exported for the
 * plan test and for severalWordsSearch, which reads it as a common table expression.
 */
export function termStemsStatement() {
  const supplier = unseenByPlanner(placeholder.idfornecedor, 'uuid');
  const inRange = sql`c.idfornecedor = ${supplier} AND c.termo >= s.raiz
    AND c.termo < s.raiz || chr(1114111)`;
  return sql`SELECT p.n, f_unaccent(lower(p.w)) AS plain, s.raiz,
      coalesce(r.entradas, 0)::int AS entradas, coalesce(f.termos, '{}') AS termos
    FROM unnest(${unseenByPlanner(placeholder.palavras, 'text[]')}) WITH ORDINALITY AS p(w, n)
    CROSS JOIN LATERAL (
      SELECT (ts_lexize('portuguese_stem', f_unaccent(lower(p.w))))[1] AS raiz
    ) s
    CROSS JOIN LATERAL (
      SELECT sum(c.quantidade_produtos) AS entradas FROM termos_fornecedor c WHERE ${inRange}
    ) r
    CROSS JOIN LATERAL (
      SELECT array_agg(c.termo ORDER BY c.termo) AS termos FROM (
        SELECT c.termo FROM termos_fornecedor c WHERE ${inRange} AND c.quantidade_produtos > 0
        ORDER BY c.termo LIMIT ${sql.raw(String(MAX_MERGED_TERMS + 1))}
      ) c
    ) f
    ORDER BY p.n`;
}

/**
 * Each word's forms, the size of its stem's term range at the supplier and the range's first
 * terms, in the words' order, in one prepared statement (ADR 0096): what a search of several
 * words decides its walk, its total and its merged page from. The sizes are the range's
 * maintained term counts (termos_fornecedor, kept exact by the terms' triggers, ADR 0063): a few
 * rows, however many products the terms hold. A stop word has no stem and no range.
 *
 * @param words letters and digits only (searchWords), at most MAX_PREFIX_WORDS
 */
export async function termStems(
  db: DbOrTx,
  idfornecedor: string,
  words: string[],
): Promise<WordStem[]> {
  const rows = await runPreparedSql<{
    plain: string;
    raiz: string | null;
    entradas: number;
    termos: string[];
  }>(db, 'vitrine_palavras', termStemsStatement, {
    idfornecedor,
    palavras: wordsArrayLiteral(words),
  });
  return rows.map(({ plain, raiz, entradas, termos }, i) => ({
    word: words[i]!,
    plain,
    raiz,
    entradas: Number(entradas),
    termos,
  }));
}
