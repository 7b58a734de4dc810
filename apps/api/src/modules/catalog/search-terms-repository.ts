import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedStatement, unseenByPlanner } from '../../db/prepared.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { produtos } from '../../db/schema/index.ts';
import type { ProdutoRow } from './product-mapper.ts';
import { pageRowsQuery } from './listing-page.ts';
import { probeCount, probeDecides } from './probed-count.ts';
import { holdsStemsSql } from './stem-probes.ts';
import {
  COUNT_LIMIT,
  countProductsUpToCap,
  totalUpToCap,
  type ListingTotal,
} from './listing-total.ts';

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

/** The end of a prefix range in byte order (COLLATE "C"): the highest code point appended. */
export function rangeEnd(raiz: string): string {
  return `${raiz}\u{10FFFF}`;
}

/**
 * What else a term search's products must satisfy: a category, and the other words of a
 * several-word search (a prefix tsquery text, every word `word:*` joined with `&`, matched
 * against `produtos.busca`). Either one makes the walk join each candidate's product row (by
 * primary key) and skip those that fail, still in score order and still stopping at the page.
 */
export interface TermFilter {
  idcategoria?: number;
  prefixQuery?: string | null;
  /**
   * The stems of the other words of `prefixQuery` (the walked one left out), when they are the
   * typed words' own stems: the total then checks them against each candidate's terms instead
   * of reading its product row (see countByTerm).
   */
  otherStems?: string[];
}

/**
 * `AND <alias>.idcategoria = <idcategoria>` on a term entry, or nothing without a category: each
 * entry carries its product's category (migration 0013). The category may be a value or a
 * prepared statement's placeholder.
 */
export function inCategorySql(alias: string, idcategoria: unknown): SQL {
  return idcategoria === undefined
    ? sql``
    : sql`AND ${sql.raw(alias)}.idcategoria = ${idcategoria}`;
}

/**
 * The condition of a {@link TermFilter} on `produto_termos t` (nothing when empty). The
 * category may be a value or a prepared statement's placeholder: it is the entry's own column
 * (migration 0013), so a walk within a category reads that category's entries by index. The
 * other words are checked on the product's own terms when their stems are known
 * (holdsStemsSql: a primary-key probe each, ADR 0095), else on its row's `busca`.
 */
export function filterSql(filter: {
  idcategoria?: unknown;
  prefixQuery?: string | null;
  otherStems?: readonly string[];
}): SQL {
  const conditions: SQL[] = [];
  if (filter.idcategoria !== undefined) conditions.push(inCategorySql('t', filter.idcategoria));
  if (filter.prefixQuery && filter.otherStems?.length) {
    conditions.push(holdsStemsSql('t', filter.otherStems));
  } else if (filter.prefixQuery) {
    // A correlated scalar subquery, not a join: the planner cannot turn it into a hash join
    // that reads every matching product first (it did at 1M, misjudging the tsquery's
    // selectivity), so each term's walk checks its candidates in score order and stops at the
    // page.
    conditions.push(sql`AND (SELECT p.busca @@ to_tsquery('portuguese', f_unaccent(${filter.prefixQuery}))
      FROM produtos p WHERE p.idproduto = t.idproduto)`);
  }
  return sql.join(conditions, sql` `);
}

/** One page of a term search: product ids best first, and whether the term walk was cut short. */
export interface TermPage {
  ids: number[];
  /** More than MAX_SEARCH_TERMS terms start with the stem: the ranking saw only the first ones. */
  truncated: boolean;
}

/**
 * What a term walk reads, each part an SQL expression (a bound value, a prepared statement's
 * placeholder, a literal, or the result of an earlier CTE): the supplier, the range's start and
 * end, the page, and each term's number of candidates (offset + limit).
 */
export interface TermWalk {
  idfornecedor: SQL;
  raiz: SQL;
  fim: SQL;
  offset: SQL;
  limit: SQL;
  perTerm: SQL;
}

/**
 * The common table expressions of a term walk, to follow `WITH`: `achados`, the range's first
 * MAX_SEARCH_TERMS + 1 terms that hold products (from termos_fornecedor, ADR 0063), and
 * `ranking`, the page's products with their best score (`nota`).
 */
export function termRankingCtes(walk: TermWalk, filter: SQL): SQL {
  return sql`achados AS MATERIALIZED (
      SELECT c.termo FROM termos_fornecedor c
      WHERE c.idfornecedor = ${walk.idfornecedor} AND c.termo >= ${walk.raiz} AND c.termo < ${walk.fim}
        AND c.quantidade_produtos > 0
      ORDER BY c.termo LIMIT ${sql.raw(String(MAX_SEARCH_TERMS + 1))}
    ),
    ranking AS (
      SELECT c.idproduto,
        max(c.pontuacao + CASE WHEN achados.termo = ${walk.raiz} THEN ${sql.raw(String(EXACT_TERM_BONUS))}::bigint ELSE 0 END) AS nota
      FROM (SELECT termo FROM achados LIMIT ${sql.raw(String(MAX_SEARCH_TERMS))}) achados, LATERAL (
        SELECT t.idproduto, t.pontuacao FROM produto_termos t
        WHERE t.idfornecedor = ${walk.idfornecedor} AND t.termo = achados.termo ${filter}
        ORDER BY t.pontuacao DESC NULLS LAST LIMIT ${walk.perTerm}
      ) c
      GROUP BY c.idproduto
      ORDER BY nota DESC, c.idproduto
      OFFSET ${walk.offset} LIMIT ${walk.limit}
    )`;
}

/**
 * The walk of `raiz`'s range for one page, every part a bound value (a statement composed per
 * request): each term's best offset + limit products.
 */
export function boundWalk(
  idfornecedor: string,
  raiz: string,
  page: { offset: number; limit: number },
): TermWalk {
  return {
    idfornecedor: sql`${idfornecedor}`,
    raiz: sql`${raiz}`,
    fim: sql`${rangeEnd(raiz)}`,
    offset: sql`${page.offset}`,
    limit: sql`${page.limit}`,
    perTerm: sql`${page.offset + page.limit}`,
  };
}

/** The statement of {@link rankByTerm}: one row per page product, each with the terms walked. Exported for the plan test. */
export function rankByTermQuery(
  idfornecedor: string,
  raiz: string,
  page: { offset: number; limit: number },
  filter: TermFilter = {},
): SQL {
  const walk = boundWalk(idfornecedor, raiz, page);
  return sql`
    WITH ${termRankingCtes(walk, filterSql(filter))}
    -- One row even when nothing ranks, to carry the number of terms walked.
    SELECT ranking.idproduto, (SELECT count(*)::int FROM achados) AS termos
    FROM (SELECT 1) um LEFT JOIN ranking ON true
    ORDER BY ranking.nota DESC, ranking.idproduto`;
}

/**
 * Products of the supplier with a term starting with `raiz`, best first (stored score, plus a
 * bonus when the term is `raiz` itself; ties by id), skipping `offset` and taking `limit`.
 * Walks the distinct terms in the range that hold products (from termos_fornecedor, at most
 * MAX_SEARCH_TERMS + 1, ADR 0063) and takes each term's best offset + limit products: a
 * product's best score is on one of its terms, so the page is exact when the walk is not
 * truncated. With a `filter` each term's walk
 * skips the products that fail it (a category, the other words of the search) until it has
 * offset + limit: nothing is ranked beyond what the page needs.
 */
export async function rankByTerm(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  page: { offset: number; limit: number },
  filter: TermFilter = {},
): Promise<TermPage> {
  const rows = await rawRows<{ idproduto: number | null; termos: number }>(
    db,
    rankByTermQuery(idfornecedor, raiz, page, filter),
  );
  const termCount = Number(rows[0]?.termos ?? 0);
  return {
    ids: rows.filter((r) => r.idproduto !== null).map((r) => Number(r.idproduto)),
    truncated: termCount > MAX_SEARCH_TERMS,
  };
}

/**
 * A one-word term search's page read in one statement (ADR 0063): the word's prefix (its stem,
 * or the word itself, unaccented, when it has none), the page's product rows best first, and
 * what the listing's total needs.
 */
export interface OneWordPage {
  rows: ProdutoRow[];
  /** The walked prefix: the stem, or the unaccented word when it has none (`raw`). */
  raiz: string;
  raw: boolean;
  truncated: boolean;
  sizes: TermRangeSizes;
}

const placeholder = {
  idfornecedor: sql.placeholder('idfornecedor'),
  word: sql.placeholder('word'),
  offset: sql.placeholder('offset'),
  idcategoria: sql.placeholder('idcategoria'),
};

/**
 * What a prepared term-walk statement (one word, oneWordPage, or several, severalWordsPage) is
 * prepared for: a category filter or none, the page size.
 */
export interface TermStatementKey {
  withCategory: boolean;
  /** Rows per page, written into the statement (a safe integer from the contract's range). */
  limit: number;
  /**
   * The first page (every suggestion, and a search's page 1): offset 0 written into the
   * statement. With `offset` a parameter, the generic plan cannot bound each term's candidates
   * (offset + limit) and is estimated dearer than a custom one, so PostgreSQL planned the
   * statement for every request: 0.5 ms of planning against 0.2 ms of execution at 10k
   * products. With the literal it keeps the generic plan, as the listing's page 1 (ADR 0056).
   */
  firstPage: boolean;
}

/**
 * The page of a prepared term walk for `key`: the page size a literal, the offset the
 * placeholder `offset` except on the first page, hidden from the planner with each term's
 * candidates (unseenByPlanner, ADR 0104): a small offset would make a custom plan look cheaper
 * than the generic one.
 * @throws RangeError when the page size is not a positive safe integer
 */
export function walkPage(
  key: TermStatementKey,
  offset: Placeholder,
): Pick<TermWalk, 'offset' | 'limit' | 'perTerm'> {
  if (!Number.isSafeInteger(key.limit) || key.limit < 1) throw new RangeError('page size');
  const limit = sql.raw(String(key.limit));
  return {
    offset: key.firstPage ? sql`0` : unseenByPlanner(offset, 'int'),
    limit,
    perTerm: key.firstPage ? limit : unseenByPlanner(sql`${offset}::int + ${limit}`, 'int'),
  };
}

/** The statement key of a term walk's `page`, within a category or not. */
export function termStatementKey(
  page: { offset: number; limit: number },
  idcategoria: number | undefined,
): TermStatementKey {
  return {
    withCategory: idcategoria !== undefined,
    limit: page.limit,
    firstPage: page.offset === 0,
  };
}

/** The name of the prepared term walk `base` for `key` (one statement per key and database). */
export function termStatementName(base: string, key: TermStatementKey): string {
  const filter = key.withCategory ? 'categoria' : 'catalogo';
  return `${base}_${filter}_${key.limit}${key.firstPage ? '_p1' : ''}`;
}

/**
 * The statement of {@link oneWordPage}, with placeholders `idfornecedor`, `word`, `offset` (not
 * on the first page) and (with a category) `idcategoria`. The page size is a literal, as in the listing's statements
 * (ADR 0042): a generic plan then knows the ranking yields that many rows and reads their
 * products by key. Exported for the plan test.
 */
export function oneWordStatementQuery(db: Db, key: TermStatementKey) {
  const walk: TermWalk = {
    idfornecedor: unseenByPlanner(placeholder.idfornecedor, 'uuid'),
    raiz: sql`(SELECT prefixo FROM palavra)`,
    fim: sql`(SELECT prefixo || chr(1114111) FROM palavra)`,
    ...walkPage(key, placeholder.offset),
  };
  const filter = filterSql({
    idcategoria: key.withCategory ? unseenByPlanner(placeholder.idcategoria, 'int') : undefined,
  });
  const ranked = sql`
    WITH palavra AS MATERIALIZED (
      SELECT coalesce(s.raiz, w.plain) AS prefixo, s.raiz IS NULL AS bruto
      FROM (SELECT f_unaccent(lower(${unseenByPlanner(placeholder.word, 'text')})) AS plain) w
      CROSS JOIN LATERAL (SELECT (ts_lexize('portuguese_stem', w.plain))[1] AS raiz) s
    ),
    ${termRankingCtes(walk, filter)},
    tamanhos AS MATERIALIZED (
      SELECT coalesce(sum(c.quantidade_produtos), 0)::int AS entradas,
        coalesce(max(c.quantidade_produtos), 0)::int AS maior
      FROM termos_fornecedor c
      WHERE c.idfornecedor = ${walk.idfornecedor} AND c.termo >= ${walk.raiz} AND c.termo < ${walk.fim}
    )
    SELECT ranking.idproduto, ranking.nota, palavra.prefixo, palavra.bruto,
      (SELECT count(*)::int FROM achados) AS termos, tamanhos.entradas, tamanhos.maior
    FROM ranking, palavra, tamanhos`;
  return rankedRowsQuery(db, ranked, {
    prefixo: sql<string>`r.prefixo`,
    bruto: sql<boolean>`r.bruto`,
    termos: sql<number>`r.termos`.mapWith(Number),
    entradas: sql<number>`r.entradas`.mapWith(Number),
    maior: sql<number>`r.maior`.mapWith(Number),
  });
}

/**
 * The product rows of a ranked page, best first: `ranked` has one row per page product
 * (`idproduto`, `nota`), and `extra` the columns of it (alias `r`) each row carries besides the
 * product's own (what the walk learnt: its prefix, its number of terms…).
 */
export function rankedRowsQuery<E extends Record<string, SQL<unknown>>>(
  db: Db,
  ranked: SQL,
  extra: E,
) {
  return pageRowsQuery(db, ranked, 'r', [sql`r.nota DESC`, sql`r.idproduto`], extra);
}

/** The prepared statement of `key` on `db`, built and prepared on first use. */
function oneWordStatement(db: Db, key: TermStatementKey) {
  const name = termStatementName('vitrine_termo', key);
  return preparedStatement(db, name, (d) => oneWordStatementQuery(d, key).prepare(name));
}

/**
 * {@link rankByTerm} and the page's product rows for a search of one word (letters and digits,
 * as {@link searchWords} gives them), with the word's stem computed and the range's sizes read
 * in the same prepared statement: one round trip for what a buyer types first, and no SQL
 * composed per request. The result is the page that termStems, rankByTerm and productsInOrder
 * give one after the other. Null when the page is empty (nothing matches, or `offset` is past
 * the matches): the general path answers those.
 */
export async function oneWordPage(
  db: Db,
  idfornecedor: string,
  word: string,
  page: { offset: number; limit: number },
  idcategoria?: number,
): Promise<OneWordPage | null> {
  const key = termStatementKey(page, idcategoria);
  const rows = await oneWordStatement(db, key).execute({
    idfornecedor,
    word,
    idcategoria,
    ...(key.firstPage ? {} : { offset: page.offset }),
  });
  const first = rows[0];
  if (!first) return null;
  return {
    rows: rows.map(
      ({ prefixo: _p, bruto: _b, termos: _t, entradas: _e, maior: _m, ...row }) => row,
    ),
    raiz: first.prefixo,
    raw: first.bruto,
    truncated: first.termos > MAX_SEARCH_TERMS,
    sizes: { entradas: first.entradas, maior: first.maior, termos: first.termos },
  };
}

/**
 * How many products of the supplier have a term starting with `raiz` (and pass `filter`), up
 * to MAX_COUNTED_MATCHES — never ranking. The range's maintained term counts (termos_fornecedor,
 * ADR 0063) answer most searches without reading an entry: a term's entries are distinct
 * products, so a range whose largest term passes the cap is capped, and a range of one term is
 * that term's count. Otherwise a product may hold several terms of the range ("café",
 * "cafeteira"), so entries are not products: the first ENTRIES_READ entries of the range are
 * read, and their distinct products decide when they pass the cap or are the whole range; only
 * a range of heavily repeated products is counted whole. The read is bounded whatever the
 * catalog's size.
 *
 * With a filter (a category, other words) the count stops at MAX_COUNTED_ROW_MATCHES. A category
 * and the other words' own stems are checked on the term entries alone (the entry's category,
 * migration 0013; the product's other terms by primary key). Other words that are not their own
 * stems need each match's product row: the count then comes from the full-text index (the term
 * as a `simple` prefix tsquery, which matches exactly the lexemes of its range, AND the other
 * words).
 */
export async function countByTerm(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  filter: TermFilter = {},
): Promise<TermCount> {
  const otherStems = stemsCheckedByTerms(filter);
  if (otherStems) {
    return {
      ...(await countWithOtherStems(db, idfornecedor, raiz, otherStems, filter.idcategoria)),
      smallRange: false,
    };
  }
  if (filter.idcategoria !== undefined || filter.prefixQuery) {
    const counted = await countProductsUpToCap(db, filteredTermMatch(idfornecedor, raiz, filter));
    return { ...counted, smallRange: false };
  }
  return countTermRange(db, idfornecedor, raiz, await termRangeSizes(db, idfornecedor, raiz));
}

/**
 * The other stems a filtered count checks on term entries alone: the typed words' own stems, or
 * none for a category alone; null when the filter needs the product rows (see countByTerm).
 */
function stemsCheckedByTerms(filter: TermFilter): string[] | null {
  if (!filter.prefixQuery) return filter.idcategoria === undefined ? null : [];
  return filter.otherStems?.length ? filter.otherStems : null;
}

/**
 * Most entries of a walked range that a count reads into a hash: about 32 bytes each in
 * PostgreSQL's estimate, 6.4 MB, within the default hash_mem (work_mem 4 MB × 2), so the
 * planner keeps the SubPlan hashed rather than running it once per entry of the other range.
 */
const HASHED_ENTRIES = 200_000;

/**
 * The products of a term search with other words or a category, up to MAX_COUNTED_ROW_MATCHES:
 * the walked stem's range entries (of the category, when given), each kept when its product
 * also holds a term of every other stem and counted once. Every check reads `produto_termos`
 * alone (the entry's category, migration 0013; the product's other terms); no product row is
 * read, where the full-text count rechecked each match's row (ADR 0063). The same products as
 * `busca @@ 'w1':* & 'w2':*`: the terms are the lexemes of busca's fields.
 *
 * Two ways, cheapest first (ADR 0072):
 * - the first PROBED_ENTRIES entries of the walked range, each probed by primary key for an
 *   earlier term of the range (counted once) and for the other stems: decides when the words
 *   often occur together (1,001 matches found: "mais de") or the range is that short;
 * - otherwise the words rarely occur together and probing would read the whole range at one
 *   random index read per entry ("arroz jequitiba", 16,667 entries for 420 matches: 290–370 ms
 *   at 1M): the ranges are intersected instead, each read in index order (a hash semi join over
 *   index-only scans, 32–35 ms there).
 */
async function countWithOtherStems(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  otherStems: string[],
  idcategoria: number | undefined,
): Promise<ListingTotal> {
  const walked = sql`produto_termos t
    WHERE t.idfornecedor = ${idfornecedor} ${inCategorySql('t', idcategoria)}
      AND t.termo >= ${raiz} AND t.termo < ${rangeEnd(raiz)}`;
  const probes = holdsStemsSql('w', otherStems);
  const probed = await probeCount(db, idfornecedor, raiz, otherStems, idcategoria);
  const { found, entradas } = probed;
  if (probeDecides(probed)) return totalUpToCap(found, MAX_COUNTED_ROW_MATCHES);
  const [other] = otherStems;
  if (otherStems.length > 1 || !other || entradas > HASHED_ENTRIES) {
    return totalUpToCap(await probedCount(db, walked, raiz, probes), MAX_COUNTED_ROW_MATCHES);
  }
  // The walked (smaller) range is read once into a hash (a hashed SubPlan: `IS TRUE` keeps the
  // IN from becoming a join the planner could run as a nested loop, which rescans the range for
  // every entry of the other when the statistics say both are tiny), and the other range is
  // read in index order against it.
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT o.idproduto FROM produto_termos o
          WHERE o.idfornecedor = ${idfornecedor} ${inCategorySql('o', idcategoria)}
            AND o.termo >= ${other} AND o.termo < ${rangeEnd(other)}
            AND (o.idproduto IN (SELECT t.idproduto FROM ${walked})) IS TRUE
          GROUP BY o.idproduto
          LIMIT ${MAX_COUNTED_ROW_MATCHES + 1}
        ) m`,
  );
  return totalUpToCap(Number(row?.n ?? 0), MAX_COUNTED_ROW_MATCHES);
}

/**
 * Products of the walked range that pass `probes` (each other stem, probed by primary key),
 * each counted at its first term of the range, up to MAX_COUNTED_ROW_MATCHES + 1: the whole
 * range is probed when needed.
 */
async function probedCount(db: DbOrTx, walked: SQL, raiz: string, probes: SQL): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM (SELECT t.idproduto, t.termo FROM ${walked}) w
          WHERE NOT EXISTS (SELECT 1 FROM produto_termos d WHERE d.idproduto = w.idproduto
              AND d.termo >= ${raiz} AND d.termo < w.termo)
            ${probes}
          LIMIT ${MAX_COUNTED_ROW_MATCHES + 1}
        ) m`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The unfiltered count of {@link countByTerm} once the range's maintained sizes are known: from
 * the sizes alone when they decide it, else from the range's first entries (or all of them).
 */
export async function countTermRange(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  sizes: TermRangeSizes,
): Promise<TermCount> {
  const smallRange = sizes.entradas < ENTRIES_READ;
  if (sizes.maior >= COUNT_LIMIT || sizes.termos <= 1) {
    return { ...totalUpToCap(sizes.maior), smallRange };
  }
  const range = (limit: SQL) => sql`SELECT t.idproduto FROM produto_termos t
    WHERE t.idfornecedor = ${idfornecedor} AND t.termo >= ${raiz} AND t.termo < ${rangeEnd(raiz)}
    ${limit}`;
  const [first] = await rawRows<{ produtos: number }>(
    db,
    sql`SELECT count(DISTINCT idproduto)::int AS produtos
        FROM (${range(sql`LIMIT ${ENTRIES_READ}`)}) primeiras`,
  );
  const produtos = Number(first?.produtos ?? 0);
  if (produtos >= COUNT_LIMIT || smallRange) return { ...totalUpToCap(produtos), smallRange };
  const [all] = await rawRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT idproduto)::int AS n FROM (${range(sql``)}) todas`,
  );
  return { ...totalUpToCap(Number(all?.n ?? 0)), smallRange };
}

/**
 * A term range's maintained sizes: its entries, its largest term's entries, and how many of its
 * terms hold products (exactly up to 1 — that is all a count needs to know of it).
 */
export interface TermRangeSizes {
  entradas: number;
  maior: number;
  termos: number;
}

/** The sizes of the supplier's term range starting with `raiz`, from termos_fornecedor. */
async function termRangeSizes(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
): Promise<TermRangeSizes> {
  const [row] = await rawRows<TermRangeSizes>(
    db,
    sql`SELECT coalesce(sum(c.quantidade_produtos), 0)::int AS entradas,
          coalesce(max(c.quantidade_produtos), 0)::int AS maior,
          count(*) FILTER (WHERE c.quantidade_produtos > 0)::int AS termos
        FROM termos_fornecedor c
        WHERE c.idfornecedor = ${idfornecedor} AND c.termo >= ${raiz} AND c.termo < ${rangeEnd(raiz)}`,
  );
  return {
    entradas: Number(row?.entradas ?? 0),
    maior: Number(row?.maior ?? 0),
    termos: Number(row?.termos ?? 0),
  };
}

/**
 * A term count, and whether the whole term range was read for it (fewer than ENTRIES_READ
 * entries, unfiltered): its entries are then few enough to be read whole and sorted in any
 * order (termPageInOrder).
 */
export interface TermCount extends ListingTotal {
  smallRange: boolean;
}

/**
 * The active products of the supplier with a lexeme starting with `raiz` that pass `filter`, as
 * a full-text condition on produtos (served by produtos_busca_idx).
 */
function filteredTermMatch(idfornecedor: string, raiz: string, filter: TermFilter): SQL {
  const conditions = [
    sql`${produtos.idfornecedor} = ${idfornecedor}`,
    sql`${produtos.ativo}`,
    sql`${produtos.busca} @@ to_tsquery('simple', quote_literal(${raiz}) || ':*')`,
  ];
  if (filter.idcategoria !== undefined)
    conditions.push(sql`${produtos.idcategoria} = ${filter.idcategoria}`);
  if (filter.prefixQuery)
    conditions.push(
      sql`${produtos.busca} @@ to_tsquery('portuguese', f_unaccent(${filter.prefixQuery}))`,
    );
  return sql.join(conditions, sql` AND `);
}

/** Term entries a count reads before deciding (two per product counted, see countByTerm). */
const ENTRIES_READ = 2 * COUNT_LIMIT;

/**
 * The ids of the supplier's products with a term starting with `raiz`, as a subquery for
 * `produtos.idproduto IN (…)`: a btree range over the terms, so a search in another order
 * (price, name, best sellers) selects its matches without full-text ranking.
 */
export function termMatchIds(idfornecedor: string, raiz: string): SQL {
  return sql`(SELECT t.idproduto FROM produto_termos t
    WHERE t.idfornecedor = ${idfornecedor} AND t.termo >= ${raiz} AND t.termo < ${rangeEnd(raiz)})`;
}
