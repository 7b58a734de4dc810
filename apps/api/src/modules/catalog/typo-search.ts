import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  MAX_PREFIX_WORDS,
  prefixQueryText,
  searchWords,
  wordsArrayLiteral,
} from './search-text.ts';
import type { TermSearch } from './term-search.ts';

/** A term the portuguese configuration parses as one `asciiword`, which its stemmer stems. */
const ASCII_WORD = /^[a-z]+$/;

/** Shortest word worth correcting: two letters share their trigrams with too many terms. */
export const MIN_TYPO_WORD = 3;

/** Whether a text has a word a typo-tolerant search can correct (MIN_TYPO_WORD letters or more). */
export function typoTolerable(texto: string): boolean {
  return searchWords(texto).some((w) => w.length >= MIN_TYPO_WORD);
}

/**
 * The term search of a text with typos ("refrigerente", "macarao espageti"): each word of
 * MIN_TYPO_WORD letters or more, unaccented, is replaced by the supplier's most similar
 * vocabulary word (pg_trgm similarity above `pg_trgm.similarity_threshold`, served by the
 * vocabulary's trigram index) and that word's term, in one query. Words are compared with
 * words, not with stems, since a typo's own stem is unreliable. The vocabulary holds one row
 * per distinct word of names and brands (vocabulario_fornecedor, ADR 0048), so the cost does not
 * grow with the number of products. The walked term is the longest correction's; with several,
 * every correction must match as a prefix. Null when no word is close to any vocabulary word.
 */
export async function correctedTermSearch(
  db: DbOrTx,
  idfornecedor: string,
  texto: string,
): Promise<CorrectedSearch | null> {
  const words = searchWords(texto)
    .filter((w) => w.length >= MIN_TYPO_WORD)
    .slice(0, MAX_PREFIX_WORDS);
  if (words.length === 0) return null;
  const rows = await rawRows<{ termo: string; raiz: string | null; estavel: boolean }>(
    db,
    sql`SELECT m.termo, (ts_lexize('portuguese_stem', m.termo))[1] AS raiz,
          (ts_lexize('portuguese_stem', m.termo))[1] IS NOT DISTINCT FROM m.termo AS estavel
        FROM unnest(${wordsArrayLiteral(words)}::text[]) WITH ORDINALITY AS p(w, n)
        CROSS JOIN LATERAL (SELECT f_unaccent(lower(p.w)) AS alvo) a
        CROSS JOIN LATERAL (
          SELECT v.termo FROM vocabulario_fornecedor v
          WHERE v.idfornecedor = ${idfornecedor} AND v.palavra % a.alvo
          ORDER BY similarity(v.palavra, a.alvo) DESC, v.palavra
          LIMIT 1
        ) m
        ORDER BY p.n`,
  );
  const terms = [...new Set(rows.map((r) => r.termo))];
  if (terms.length === 0) return null;
  const raiz = terms.reduce((a, b) => (b.length > a.length ? b : a));
  const prefixQuery = terms.length > 1 ? prefixQueryText(terms.join(' ')) : null;
  const otherStems = prefixQuery ? stemsBesideTheWalk(raiz, rows) : null;
  return {
    raiz,
    // Other words the walk implies (their stem starts the walked term) need no check at all.
    prefixQuery: otherStems?.length === 0 ? null : prefixQuery,
    ...(otherStems?.length ? { otherStems } : {}),
    raw: false,
    terms,
    stable: rows.every((r) => r.estavel),
  };
}

/**
 * The stems a corrected search of several words checks on each candidate's terms, the same
 * products as its prefix query on `busca` (what `to_tsquery('portuguese', 'term:*')` looks for
 * is the term's portuguese stem as a prefix, and the terms are busca's lexemes), so the total
 * and the page take the term entries' ways (otherStems, ADR 0098) instead of reading each
 * product row ("cerveja pilsen lata", "lata" uncorrected: 30 ms at 100k for the count alone).
 * A stem that starts the walked term `raiz` is left out: every entry of the walk holds it. Null
 * when a term is not plain letters (a lexeme with punctuation is split in the prefix query, and
 * one with digits is a `numword` the configuration does not stem) or is a stop word's: the
 * prefix query then stays the check.
 */
function stemsBesideTheWalk(
  raiz: string,
  rows: readonly { termo: string; raiz: string | null }[],
): string[] | null {
  const stems = new Set<string>();
  for (const row of rows) {
    if (row.raiz === null || !ASCII_WORD.test(row.termo)) return null;
    if (!raiz.startsWith(row.raiz)) stems.add(row.raiz);
  }
  return [...stems];
}

/** A typo's corrected term search, with what tells whether it repeats the typed search. */
export interface CorrectedSearch extends TermSearch {
  /** The distinct corrected terms (the walked `raiz` among them). */
  terms: string[];
  /**
   * Every term is its own portuguese stem, so its `term:*` in the prefix query matches the same
   * lexemes as its term range.
   */
  stable: boolean;
}

/**
 * Whether a correction can only find what the search that already matched nothing found
 * (`missed`, the typed text's own term search): every typed word's stem begins one of its terms.
 * A product the correction finds then holds, for each typed stem, a term it begins: the typed
 * search would have found it. So the correction would walk and count again to find nothing:
 * every word spelt as the vocabulary has it ("cafe" searched among the dairy products), or a
 * word typed on its way and completed ("integral 200 gourmet mand" → "mandioca": lines never
 * combined, whose corrected walk probed 130,000 entries of "integral", 700 ms at 1M). With
 * several terms, each must be its own stem (its prefix query matches what its range holds).
 */
export function repeatsSearch(corrected: CorrectedSearch, missed: TermSearch): boolean {
  if (missed.raw) return false;
  if (corrected.terms.length > 1 && !corrected.stable) return false;
  const typed = [missed.raiz, ...(missed.otherStems ?? [])];
  return typed.every((stem) => corrected.terms.some((term) => term.startsWith(stem)));
}
