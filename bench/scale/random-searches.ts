import fc from 'fast-check';
import { BASES, BRANDS, LINES, SIZES } from './catalog-words.ts';

const ORDERS = ['RELEVANCIA', 'MAIS_VENDIDOS', 'MENOR_PRECO', 'MAIOR_PRECO', 'NOME_AZ', 'NOME_ZA'];
const PAGES = [1, 1, 1, 2, 5, 20, 50];

/** A word's letters without accents, as a buyer on a phone often types them. */
const unaccented = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');

/** The words of a generated name's parts (catalog-words.ts), lowercase. */
const wordsOf = (text: string): string[] => text.toLowerCase().split(/\s+/).filter(Boolean);

/** A name as the benchmark catalog composes it: base, line, brand and size. */
const name = fc
  .tuple(
    fc.constantFrom(...BASES.map(([base]) => base)),
    fc.constantFrom(...LINES),
    fc.constantFrom(...BRANDS),
    fc.constantFrom(...SIZES.map(([size]) => size)),
  )
  .map((parts) => wordsOf(parts.join(' ')));

/**
 * Search words: 1 to 4 taken from one generated name (words that occur together) or each from a
 * name of its own (words that may never meet), the last one sometimes cut to its first letters
 * (typed on the way), sometimes unaccented.
 */
const words = fc
  .tuple(
    fc.boolean(),
    fc.array(name, { minLength: 4, maxLength: 4 }),
    fc.integer({ min: 1, max: 4 }),
    fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
    fc.integer({ min: 0, max: 3 }),
    fc.boolean(),
  )
  .map(([together, names, count, picks, cut, plain]) => {
    const chosen = picks.slice(0, count).map((pick, i) => {
      const from = together ? names[0]! : names[i]!;
      return from[pick % from.length]!;
    });
    const last = chosen.length - 1;
    if (cut > 0 && chosen[last]!.length > 3) chosen[last] = chosen[last]!.slice(0, 2 + cut);
    return (plain ? chosen.map(unaccented) : chosen).join(' ');
  });

/**
 * `count` catalog reads of the supplier drawn at random (fast-check, `seed` repeatable): listing
 * searches with a random order, page and (one time in three) category, and suggestions of the same
 * words (one time in four).
 *
 * @param categorias the supplier's category ids
 * @returns API paths, query strings encoded
 */
export function randomSearches(
  idfornecedor: string,
  categorias: readonly number[],
  count: number,
  seed: number,
): string[] {
  const list = `/v2/app/vitrine-web/listaprodutos/${idfornecedor}?`;
  const suggest = `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${idfornecedor}&query=`;
  const read = fc.record({
    text: words,
    order: fc.constantFrom(...ORDERS),
    page: fc.constantFrom(...PAGES),
    category: fc.oneof(
      { arbitrary: fc.constant(null), weight: 2 },
      { arbitrary: fc.constantFrom(...categorias), weight: 1 },
    ),
    suggestion: fc.constantFrom(false, false, false, true),
  });
  return fc.sample(read, { seed, numRuns: count }).map((r) => {
    const sk = encodeURIComponent(r.text);
    if (r.suggestion) return suggest + sk;
    const categ = r.category === null ? '' : `&categ=${r.category}`;
    const page = r.page === 1 ? '' : `&page=${r.page}`;
    return `${list}sk=${sk}&ordenacao=${r.order}${categ}${page}`;
  });
}
