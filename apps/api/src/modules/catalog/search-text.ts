/** Most words of a search text that become prefix terms; the rest only count in the plain query. */
export const MAX_PREFIX_WORDS = 8;

/**
 * The prefix tsquery text of a search: every run of letters/digits becomes `word:*`, joined
 * with `&`. Anything else (tsquery operators, quotes, punctuation) is a separator, so the
 * result is always valid tsquery syntax. Null when the text has no word.
 */
export function prefixQueryText(texto: string): string | null {
  const words = searchWords(texto).slice(0, MAX_PREFIX_WORDS);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Texts as a PostgreSQL text-array literal, bound as one parameter (`${literal}::text[]`): search
 * words, stems, or a range's terms (lexemes, which may hold punctuation). Each element is quoted,
 * with its quotes and backslashes escaped, so any text reads back as itself.
 */
export function wordsArrayLiteral(words: readonly string[]): string {
  return `{${words.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** The runs of letters and digits of a search text; everything else separates words. */
export function searchWords(texto: string): string[] {
  return texto.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/**
 * Whether full-text search can find nothing that the term search of `texto` does not: every
 * word is letters only or digits only (the parser then makes of it the one lexeme that
 * `ts_lexize` stems for the terms), and nothing in it is websearch syntax (`"`, `-`, `or`),
 * which the term search reads as plain words. The terms are the lexemes `busca` is made of, so
 * for such a text a term search that reads its whole range and matches nothing is the answer:
 * full-text search would match nothing either.
 */
export function termsCoverFullText(texto: string): boolean {
  if (!/^[\p{L}\p{N}\s]*$/u.test(texto)) return false;
  return searchWords(texto).every((w) => /^(\p{L}+|\p{N}+)$/u.test(w) && w.toLowerCase() !== 'or');
}
