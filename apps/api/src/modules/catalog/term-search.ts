import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { produtos } from '../../db/schema/index.ts';
import type { ProductQuery } from './catalog-repository.ts';
import { matchingPage, productsInOrder } from './listing-page.ts';
import type { ProdutoRow } from './product-mapper.ts';
import type { ListingTotal } from './listing-total.ts';
import {
  isNameOrder,
  mergeableRanges,
  mergedTermPage,
  termPageInOrder,
  type WordRange,
} from './term-order-page.ts';
import {
  countByTerm,
  countTermRange,
  oneWordPage,
  rankByTerm,
  termMatchIds,
  type TermCount,
  type TermFilter,
} from './search-terms-repository.ts';
import { MAX_PREFIX_WORDS, prefixQueryText, searchWords } from './search-text.ts';
import { intersectedCount } from './several-words-count.ts';
import { DEEP_OFFSET, pageAmongMatches } from './page-among-matches.ts';
import { severalWordsPage } from './several-words-page.ts';
import { severalWordsSearch } from './several-words-search.ts';
import { suggestionsAmongMatches } from './suggestions-among-matches.ts';
import {
  rememberedTotal,
  searchCountKey,
  UNREMEMBERED_TOTALS,
  type SearchTotals,
} from './search-totals.ts';
import { termStems } from './word-stems.ts';

/**
 * A search read from the pre-ranked terms (`produto_termos`, ADR 0026, ADR 0044): the prefix
 * whose term range is walked, and for a search of several words the prefix query the others
 * must also match. `raw` when no word has a stem (stop words only, e.g. "de" typed on the way
 * to "detergente"): the longest word itself, unaccented, is then the prefix.
 */
export interface TermSearch {
  raiz: string;
  prefixQuery: string | null;
  raw: boolean;
  /** The other words' own stems (several words typed, not corrected): see TermFilter. */
  otherStems?: string[];
  /**
   * The stems' ranges as termStems read them, the walked stem's first, then each of
   * `otherStems`: the merged ways need not read them again (mergeableRanges).
   */
  ranges?: WordRange[];
}

/**
 * How much more a walk of a stem of several terms is likely to read than its entries say, against
 * a stem of one: each term of the walked range is read until it yields the page, so a term the
 * other words never accompany is read whole, one probe per entry ("refrigerante guar" walked
 * "guardanapo" with "guaraná": 1,666 probes at 100k to find nothing, where "refrigerante", as
 * big as both, fills a page of suggestions in about 20).
 */
const SEVERAL_TERMS_WEIGHT = 2;

/**
 * The weight of walking `stem` for the other words (termSearchOf walks the lightest): its entries,
 * SEVERAL_TERMS_WEIGHT times over for a range of several terms. Stems of one term each compare by
 * entries alone, as severalWordsSearch's statement does.
 */
function walkWeight(stem: { entradas: number; termos: readonly string[] }): number {
  return stem.termos.length > 1 ? stem.entradas * SEVERAL_TERMS_WEIGHT : stem.entradas;
}

/**
 * The term search of a sanitized text at a supplier: the stem whose term range holds the fewest
 * of the supplier's entries (the most selective walk; "leite integral" walks "leit", not the
 * 130,020 entries of "integr" at 1M; a range of several terms weighs double, walkWeight), and the prefix query of the words that have a stem when
 * there are several (stop words would be dropped from it by PostgreSQL anyway). With stop words
 * only, the longest of them is a raw prefix of the terms ("de" → desnatado, detergente), so even
 * such a search reads a bounded range instead of comparing it with every name. Null when the
 * text has no word.
 */
export async function termSearchOf(
  db: DbOrTx,
  idfornecedor: string,
  texto: string,
): Promise<TermSearch | null> {
  const words = searchWords(texto).slice(0, MAX_PREFIX_WORDS);
  if (words.length === 0) return null;
  const stems = await termStems(db, idfornecedor, words);
  const stemmed = stems.filter((s) => s.raiz !== null);
  if (stemmed.length > 0) {
    const walked = stemmed.reduce((a, b) =>
      walkWeight(b) < walkWeight(a) ||
      (walkWeight(b) === walkWeight(a) && b.raiz!.length > a.raiz!.length)
        ? b
        : a,
    );
    const prefixQuery =
      stemmed.length > 1 ? prefixQueryText(stemmed.map((s) => s.word).join(' ')) : null;
    const others = stemmed.filter((s) => s !== walked);
    const ranges = [walked, ...others].map(({ termos, entradas }) => ({ termos, entradas }));
    return {
      raiz: walked.raiz!,
      prefixQuery,
      raw: false,
      otherStems: others.map((s) => s.raiz!),
      ranges,
    };
  }
  const longest = stems.reduce((a, b) => (b.plain.length > a.plain.length ? b : a));
  return { raiz: longest.plain, prefixQuery: null, raw: true };
}

/**
 * The other words' own stems of a several-word search, which one prepared statement checks
 * (severalWordsPage); null for one word, or for other words checked on the product's `busca`
 * (a corrected search's prefix query, see TermFilter).
 */
function ownOtherStems(search: TermSearch): string[] | null {
  return search.prefixQuery && search.otherStems?.length ? search.otherStems : null;
}

/**
 * The word of a one-word search text (what a buyer types first, the common case): its page is
 * read in one statement (oneWordPage). Undefined for a text of several words or none.
 */
function oneWordOf(texto: string): string | undefined {
  const words = searchWords(texto);
  return words.length === 1 ? words[0] : undefined;
}

/** A listing page and its total, as listProducts returns them. */
export type TermListing = { rows: ProdutoRow[] } & ListingTotal;

/**
 * A term search that read its whole range and matched nothing (of the category, with the other
 * words): `missed` is the search it ran. Unlike a walk cut short, this is the terms' answer; for
 * a text whose full-text search can add nothing (termsCoverFullText) it is the search's answer.
 */
export interface TermMiss {
  missed: TermSearch;
}

/** Whether a term search's outcome is a miss rather than a page. */
export function isTermMiss<T extends object>(found: T | TermMiss): found is TermMiss {
  return 'missed' in found;
}

/**
 * A listing search (`sk`) from the terms, in any order and with or without a category, without
 * ranking every match:
 * - relevance: each term's products best first, skipping those of other categories or that
 *   miss another word, until the page is full (rankByTerm; for the typed words' own stems, the
 *   page and its rows in one prepared statement, severalWordsPage, ADR 0096; without a category
 *   and with one term per word, the words' stems, the total and the page in one,
 *   severalWordsSearch, ADR 0097);
 * - another order: without a category, the walked range's terms merged, each read in the
 *   order from its own index (mergedTermPage); else the page comes from the term entries' own
 *   order keys (termPageInOrder) for a name order, a range small enough to read whole, or
 *   several words; otherwise (one word's
 *   big range, best sellers or price) the matches are the term range (a btree range, no
 *   full-text ranking) and the page comes from the order's index as in a plain listing.
 * The total counts the matches (one index entry each, up to MAX_COUNTED_MATCHES), it never
 * ranks them. A miss (TermMiss) when nothing matches; null when the text has no word or a
 * relevance walk meets more than MAX_SEARCH_TERMS terms: full-text search answers those.
 * `given` replaces the text's own term search (a typo's corrected terms, typo-search.ts);
 * `totals` remembers the totals between requests (ADR 0103): the one-statement search's, and
 * every count of the term ranges (countSearch); a first page's total ranked among the matches
 * comes with its page and is not looked up.
 */
export async function listByTerm(
  db: Db,
  query: ProductQuery,
  given?: TermSearch,
  totals?: SearchTotals,
): Promise<TermListing | TermMiss | null> {
  if (!query.texto) return null;
  const word = given ? undefined : oneWordOf(query.texto);
  if (word !== undefined && query.ordenacao === 'RELEVANCIA') {
    const filter: TermFilter = { idcategoria: query.idcategoria };
    const page = await oneWordPage(db, query.idfornecedor, word, query, query.idcategoria);
    if (page) {
      if (page.truncated && !page.raw) return null;
      const counted =
        query.idcategoria === undefined
          ? await countTermRange(db, query.idfornecedor, page.raiz, page.sizes)
          : await countByTerm(db, query.idfornecedor, page.raiz, filter);
      return { rows: page.rows, ...counted };
    }
  }
  // The first pages of several words in one statement (ADR 0097); deep pages rank among the
  // matches when they are few enough (ADR 0098), which that statement's walk does not.
  if (
    !given &&
    query.ordenacao === 'RELEVANCIA' &&
    query.idcategoria === undefined &&
    query.offset < DEEP_OFFSET
  ) {
    const words = searchWords(query.texto).slice(0, MAX_PREFIX_WORDS);
    const found =
      words.length > 1 && (await severalWordsSearch(db, query.idfornecedor, words, query, totals));
    if (found) return found;
  }
  const search = given ?? (await termSearchOf(db, query.idfornecedor, query.texto));
  if (!search) return null;
  const filter: TermFilter = {
    idcategoria: query.idcategoria,
    prefixQuery: search.prefixQuery,
    otherStems: search.otherStems,
  };
  if (query.ordenacao === 'RELEVANCIA') {
    // Words that never occur together would make the walk read every entry of the walked range
    // and each one's product row (470 ms for "tradicional premium" at 1M); their count, bounded
    // (countByTerm), says so first.
    const ranges = search.otherStems?.length
      ? await mergeableRanges(db, query.idfornecedor, search.raiz, filter, search.ranges)
      : null;
    // Words whose matches are few are ranked among them (ADR 0098), within a category among the
    // category's (ADR 0100): the walk below probes entries until the page is full, most of the
    // walked range for a deep page or a category. (A first page without a category came here
    // only when severalWordsSearch did not answer it.)
    const merged = ranges ?? (await categoryRanges(db, query, search));
    // Its total is remembered with the count's key: other orders and pages count the same.
    const among = merged
      ? await pageAmongMatches(
          db,
          query.idfornecedor,
          search.raiz,
          merged,
          query,
          query.idcategoria,
          totals && { totals, key: searchCountKey({ ...filter, raiz: search.raiz }) },
        )
      : null;
    if (among?.total.total === 0) return { missed: search };
    if (among?.page) {
      if (among.page.truncated) return null;
      return { rows: await productsInOrder(db, among.page.ids), ...among.total };
    }
    const first = among
      ? { ...among.total, smallRange: false }
      : search.prefixQuery
        ? await countSearch(db, query.idfornecedor, search, filter, async () => merged, totals)
        : null;
    if (first?.total === 0) return { missed: search };
    if (first && !first.capped && query.offset >= first.total) return { rows: [], ...first };
    const stems = ownOtherStems(search);
    const found =
      first && stems
        ? await severalWordsPage(
            db,
            query.idfornecedor,
            search.raiz,
            stems,
            query,
            query.idcategoria,
          )
        : null;
    if (first && found) return found.truncated ? null : { rows: found.rows, ...first };
    const page = await rankByTerm(db, query.idfornecedor, search.raiz, query, filter);
    // A stop word's range is answered from its first terms: full-text search has no lexeme
    // for it and trigram similarity would compare it with every name.
    if (page.truncated && !search.raw) return null;
    const counted =
      first ??
      (await countSearch(db, query.idfornecedor, search, filter, async () => ranges, totals));
    if (counted.total === 0) return { missed: search };
    return { rows: await productsInOrder(db, page.ids), ...counted };
  }
  // The same count as relevance order: from the term entries alone (of the category, when
  // given). Read once: the several-word total and the merged page both need them.
  // Within a category, a name order is merged too: the entries' name-order index holds the
  // category (the words' ranges at the supplier, whose terms bound the category's).
  const ranges =
    query.idcategoria === undefined || isNameOrder(query.ordenacao)
      ? await mergeableRanges(
          db,
          query.idfornecedor,
          search.raiz,
          withoutCategory(filter),
          search.ranges,
        )
      : null;
  // A remembered total needs neither the count nor, within a category, the ranges it merges.
  const counted = await countSearch(
    db,
    query.idfornecedor,
    search,
    filter,
    async () => ranges ?? (await categoryRanges(db, query, search)),
    totals,
  );
  if (counted.total === 0) return { missed: search };
  if (!counted.capped && query.offset >= counted.total) return { rows: [], ...counted };
  // Each word's range of terms merged, each term read in the order (ADR 0094, 0095).
  const merged =
    ranges &&
    (await mergedTermPage(
      db,
      query.idfornecedor,
      ranges,
      query.ordenacao,
      query,
      query.idcategoria,
    ));
  if (merged) return { rows: merged, ...counted };
  const inOrder = [db, query.idfornecedor, search.raiz, query.ordenacao, filter, query] as const;
  // Name orders always (their matches lie together along the name index); the others when the
  // range is small enough to read whole, or when other words make the matches sparse along the
  // order. One word's big range in price or best-seller order is walked (its matches are spread).
  if (isNameOrder(query.ordenacao) || counted.smallRange || search.prefixQuery) {
    const ids = await termPageInOrder(...inOrder);
    return { rows: await productsInOrder(db, ids), ...counted };
  }
  const conditions = [
    eq(produtos.idfornecedor, query.idfornecedor),
    eq(produtos.ativo, true),
    inArray(produtos.idproduto, termMatchIds(query.idfornecedor, search.raiz)),
  ];
  if (query.idcategoria !== undefined) conditions.push(eq(produtos.idcategoria, query.idcategoria));
  const match = { where: and(...conditions)!, rank: sql`0` };
  return { rows: await matchingPage(db, query, match), ...counted };
}

/**
 * The total of a term search (countByTerm); for several words whose ranges the merged ways read
 * (`rangesOf`, mergeableRanges or categoryRanges, read only to count), from those ranges (of the
 * filter's category) intersected in product order when that answers it (intersectedCount, ADR
 * 0095, ADR 0100). Remembered in `totals` between requests, by stems and category (ADR 0103):
 * other orders, deep pages and category searches count once, not on every page.
 */
async function countSearch(
  db: Db,
  idfornecedor: string,
  search: TermSearch,
  filter: TermFilter,
  rangesOf: () => Promise<readonly WordRange[] | null>,
  totals: SearchTotals = UNREMEMBERED_TOTALS,
): Promise<TermCount> {
  const key = searchCountKey({ ...filter, raiz: search.raiz });
  return rememberedTotal(totals, idfornecedor, key, async () => {
    const ranges = await rangesOf();
    if (ranges && ranges.length > 1) {
      const counted = await intersectedCount(db, idfornecedor, ranges, filter.idcategoria);
      if (counted) return { ...counted, smallRange: false };
    }
    return countByTerm(db, idfornecedor, search.raiz, filter);
  });
}

/** The words of `filter` (or of a search) without its category: the words' ranges at the supplier. */
function withoutCategory(filter: Pick<TermFilter, 'prefixQuery' | 'otherStems'>): TermFilter {
  return { prefixQuery: filter.prefixQuery, otherStems: filter.otherStems };
}

/**
 * The ranges of a search of several words within a category, whose entries of the category the
 * merged ways read (ADR 0100): each stem's range at the supplier, as without a category (their
 * entries in all categories bound the category's). Null without a category or other words.
 */
async function categoryRanges(
  db: Db,
  query: ProductQuery,
  search: TermSearch,
): Promise<WordRange[] | null> {
  if (query.idcategoria === undefined || !search.otherStems?.length) return null;
  return mergeableRanges(
    db,
    query.idfornecedor,
    search.raiz,
    withoutCategory(search),
    search.ranges,
  );
}

/**
 * At most `limit` suggestions from the terms, best first (one word or several, as
 * {@link listByTerm} in relevance order). A walk cut short at MAX_SEARCH_TERMS still answers
 * (a short prefix: the best of its first terms); a miss (TermMiss) when the walk read every term
 * of its range and found nothing, null when the text has no word or a cut-short walk found
 * nothing.
 */
export async function suggestByTerm(
  db: Db,
  idfornecedor: string,
  texto: string,
  limit: number,
  given?: TermSearch,
): Promise<ProdutoRow[] | TermMiss | null> {
  const word = given ? undefined : oneWordOf(texto);
  if (word !== undefined) {
    const page = await oneWordPage(db, idfornecedor, word, { offset: 0, limit });
    if (page) return page.rows;
  }
  const search = given ?? (await termSearchOf(db, idfornecedor, texto));
  if (!search) return null;
  const stems = ownOtherStems(search);
  // Words that seldom or never occur together would make the walk probe the walked range's
  // entries for the others until ten match, or every one (600 ms at 1M for "tradicional
  // premium"): their ranges merged in index order say so first, and rank the suggestions among
  // their matches where that costs less than the walk (suggestionsAmongMatches). A typo's
  // correction comes without its ranges: read them (its walk would otherwise probe the whole
  // range to find nothing again).
  const ranges =
    stems &&
    (search.ranges ??
      (await mergeableRanges(db, idfornecedor, search.raiz, {
        prefixQuery: search.prefixQuery,
        otherStems: stems,
      })));
  const among =
    ranges && (await suggestionsAmongMatches(db, idfornecedor, search.raiz, ranges, limit));
  if (among && among.ids.length === 0 && !among.truncated) return { missed: search };
  // A walk cut short at MAX_SEARCH_TERMS terms still suggests what it found, as below.
  if (among && among.ids.length > 0) return productsInOrder(db, among.ids);
  // Otherwise the walk, which fills the suggestions in a few probes.
  const found =
    stems && (await severalWordsPage(db, idfornecedor, search.raiz, stems, { offset: 0, limit }));
  if (found) return found.rows;
  const page = await rankByTerm(
    db,
    idfornecedor,
    search.raiz,
    { offset: 0, limit },
    { prefixQuery: search.prefixQuery, otherStems: search.otherStems },
  );
  if (page.ids.length === 0) return page.truncated ? null : { missed: search };
  return productsInOrder(db, page.ids);
}
