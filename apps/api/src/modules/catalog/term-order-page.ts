import { sql, type SQL } from 'drizzle-orm';
import type { OrdenacaoProduto } from '@vitrine/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withMergeJoins } from '../../db/merge-joins.ts';
import { pageRowsQuery, productsInOrder } from './listing-page.ts';
import type { ProdutoRow } from './product-mapper.ts';
import { filterSql, inCategorySql, rangeEnd, type TermFilter } from './search-terms-repository.ts';
import { wordsArrayLiteral } from './search-text.ts';

/** The orders a term search can read from its entries' order keys: all but relevance. */
export type EntryOrder = Exclude<OrdenacaoProduto, 'RELEVANCIA'>;

/**
 * Each order's sort keys of the entries, column for column as the plain listing sorts products
 * (listing-order.ts), so a search pages exactly as the listing would. Each order's index of the
 * entries holds its columns (migrations 0014, 0015).
 */
const ORDER_KEYS: Record<EntryOrder, readonly (readonly [column: string, desc?: 'DESC'])[]> = {
  NOME_AZ: [['nome_chave'], ['idproduto']],
  NOME_ZA: [
    ['nome_chave', 'DESC'],
    ['idproduto', 'DESC'],
  ],
  MENOR_PRECO: [['preco_centavos'], ['nome_chave'], ['idproduto']],
  MAIOR_PRECO: [['preco_centavos', 'DESC'], ['nome_chave'], ['idproduto']],
  MAIS_VENDIDOS: [['vendidos', 'DESC'], ['nome_chave'], ['idproduto']],
};

/** The ORDER BY list of `ordenacao` on the entries `alias`. */
function orderBy(ordenacao: EntryOrder, alias = 't'): SQL {
  return sql.raw(
    ORDER_KEYS[ordenacao].map(([c, desc]) => `${alias}.${c}${desc ? ' DESC' : ''}`).join(', '),
  );
}

/** The columns of `ordenacao`'s keys on the entries `alias`, in its sequence. */
function orderColumns(ordenacao: EntryOrder, alias: string): SQL {
  return sql.raw(ORDER_KEYS[ordenacao].map(([c]) => `${alias}.${c}`).join(', '));
}

/** Whether `ordenacao` is a name order, which {@link termPageInOrder} answers at any range size. */
export function isNameOrder(ordenacao: OrdenacaoProduto): ordenacao is 'NOME_AZ' | 'NOME_ZA' {
  return ordenacao === 'NOME_AZ' || ordenacao === 'NOME_ZA';
}

/**
 * One page of a term search in another order than relevance (ADR 0075): the ids of the products
 * holding a term that starts with `raiz`, sorted as the plain listing sorts them, read from the
 * term entries' own order keys (migration 0014) with an index-only scan of the range
 * (`produto_termos_ordem_idx`, or `…_ordem_categoria_idx` within a category) and a top-N sort:
 * no product row is read before the page's. A product with several terms in the range counts
 * once. Terms exist for active products only, so the page holds active products.
 *
 * The order's listing index was walked instead, probing each product for the term: fine when the
 * matches are spread along the order, as best sellers and prices mostly are, but a name holds its
 * own words, so the matches of a common word lie together far along the name index: at a
 * million products `refrigerante` probed 816,686 entries (5.5 s) before its first match. The
 * caller uses this for name orders, and for the other orders when the range is small enough to
 * read whole (it read each match's product row to sort them, about 100 ms for 17,000 at 1M) or
 * other words make the matches sparse along the order.
 *
 * @param filter the category, and a several-word search's other words (each entry of the range
 *   is checked for them, see otherWordsSql)
 * @param page `offset` and `limit` in products
 * @returns the page's product ids, in order
 */
export async function termPageInOrder(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  ordenacao: EntryOrder,
  filter: TermFilter,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const rows = await rawRows<{ idproduto: number }>(
    db,
    termPageInOrderQuery(idfornecedor, raiz, ordenacao, filter, page),
  );
  return rows.map((r) => Number(r.idproduto));
}

/** The statement of {@link termPageInOrder} (its plan is tested: it reads no product row). */
export function termPageInOrderQuery(
  idfornecedor: string,
  raiz: string,
  ordenacao: EntryOrder,
  filter: TermFilter,
  page: { offset: number; limit: number },
): SQL {
  return sql`SELECT t.idproduto FROM produto_termos t
    WHERE t.idfornecedor = ${idfornecedor} AND t.termo >= ${raiz} AND t.termo < ${rangeEnd(raiz)}
    ${otherWordsSql(filter, idfornecedor)}
    GROUP BY t.idproduto, t.nome_chave, t.preco_centavos, t.vendidos
    ORDER BY ${orderBy(ordenacao)}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * The category and the other words of `filter` on the entry `t`. Each of the typed words' own
 * stems (`otherStems`) is its range of `produto_termos` (of the category's entries alone, when
 * given: ADR 0100) read once into a hash (a hashed SubPlan: `IS TRUE` keeps the IN from becoming
 * a join the planner, misjudging both ranges at one row, would run as a nested loop of
 * primary-key probes: 16,666 probes for "papel higienico" at 1M, 225 ms, against 35 ms hashed).
 * A corrected or stop-word search's prefix query reads the product's `busca` instead
 * (filterSql), as the relevance walk does.
 */
function otherWordsSql(filter: TermFilter, idfornecedor: string): SQL {
  if (!filter.prefixQuery || !filter.otherStems?.length) return filterSql(filter);
  const ranges = filter.otherStems.map(
    (other) => sql`AND (t.idproduto IN (SELECT o.idproduto FROM produto_termos o
      WHERE o.idfornecedor = ${idfornecedor} ${inCategorySql('o', filter.idcategoria)}
        AND o.termo >= ${other}
        AND o.termo < ${rangeEnd(other)})) IS TRUE`,
  );
  return sql.join([filterSql({ idcategoria: filter.idcategoria }), ...ranges], sql` `);
}

/**
 * Most terms of a range whose page {@link mergedTermPage} merges term by term; a wider range
 * (a stop word's raw prefix, "de" → every term starting with it) is read whole instead.
 */
export const MAX_MERGED_TERMS = 32;

/**
 * One page of a term search in another order than relevance (ADR 0094, ADR 0095), read from the
 * index of the entries in that order (produto_termos_ordem_idx for names, …_vendidos_idx,
 * …_preco_idx); within a category, in a name order only, from produto_termos_ordem_categoria_idx
 * (a name order within a category read the whole range of the category and sorted it: 42 ms for
 * "leite integral" by name in a category of 83,000 products at 1M):
 * - one word: each term of its range contributes its first `offset + limit` entries in the
 *   order, and the page comes from their union, each product once. A product of the page's top
 *   `offset + limit` is among each of its terms' top `offset + limit`, so the union holds the
 *   page. The walk follows the page's depth and the range's terms, not the range's entries
 *   ("cafe" at a million products: 16,667 entries were read and sorted for every page);
 * - several words (the other words' own stems): each word's range is read in the order (its
 *   terms merged) and the words are intersected by merge joins on the order's keys, so the
 *   matches come out in the order and the reading stops at the page. The other words' ranges were
 *   hashed whole instead (the 130,020 entries of "integral" for "leite integral" at 1M, 43-58 ms
 *   on every page; now 0.5 ms on page 1 and 4 ms on page 50).
 * One word's page brings its product rows in the same statement (pageRowsQuery), sorted again
 * by the order's keys the page carries. Several words' page ids come from a transaction with
 * merge joins only (withMergeJoins: the planner, taking the words for independent, re-read a
 * range in a nested loop for every row or hashed every entry and sorted the matches, 80 ms for
 * "agua mineral sem gas" by name at 1M, 0.5 ms merged), then their rows by primary key.
 * @param ranges the walked word's range first, then each other word's (mergeableRanges), at the
 *   supplier: within a category, each term's entries of the category are read
 * @param idcategoria the category, for a name order only
 * @returns the page's product rows in order, or null when a word's range holds more than
 *   MAX_MERGED_TERMS terms
 * @throws RangeError for a category with another order (no index of the entries holds both)
 */
export async function mergedTermPage(
  db: Db,
  idfornecedor: string,
  ranges: readonly WordRange[],
  ordenacao: EntryOrder,
  page: { offset: number; limit: number },
  idcategoria?: number,
): Promise<ProdutoRow[] | null> {
  if (idcategoria !== undefined && !isNameOrder(ordenacao)) {
    throw new RangeError('a merged page within a category is read in a name order only');
  }
  if (ranges.some((r) => r.termos.length > MAX_MERGED_TERMS)) return null;
  if (ranges.some((r) => r.termos.length === 0)) return [];
  const terms = ranges.map((r) => r.termos);
  if (terms.length === 1) {
    return mergedTermRowsQuery(db, idfornecedor, terms, ordenacao, page, idcategoria);
  }
  // The words' joins merged (withMergeJoins), then the page's rows by primary key, which a merge
  // join with the products would not read so.
  const ids = await withMergeJoins(db, (tx) =>
    rawRows<{ idproduto: number }>(
      tx,
      mergedTermPageQuery(idfornecedor, terms, ordenacao, page, idcategoria),
    ),
  );
  return productsInOrder(
    db,
    ids.map((r) => Number(r.idproduto)),
  );
}

/** The statement of {@link mergedTermPage}: the page's rows (its plan is tested). */
export function mergedTermRowsQuery(
  db: Db,
  idfornecedor: string,
  ranges: readonly (readonly string[])[],
  ordenacao: EntryOrder,
  page: { offset: number; limit: number },
  idcategoria?: number,
) {
  const ids = mergedTermPageQuery(idfornecedor, ranges, ordenacao, page, idcategoria);
  return pageRowsQuery(db, ids, 'p', [orderBy(ordenacao, 'p')], {});
}

/** The terms of one word's range at a supplier and their entries (termos_fornecedor). */
export interface WordRange {
  termos: string[];
  entradas: number;
}

/**
 * The ranges the merged ways read (mergedTermPage, intersectedCount), read once per search: the
 * walked stem's and, for several words, each other word's own stem's. Null when those ways do
 * not apply: within a category (the entries' order indexes do not hold it), or other words
 * without their own stems (a corrected search, checked on the product's `busca`).
 *
 * @param known the same ranges when the search's stems came with them (TermSearch.ranges): no
 *   round trip then
 */
export async function mergeableRanges(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  filter: TermFilter,
  known?: readonly WordRange[],
): Promise<WordRange[] | null> {
  if (filter.idcategoria !== undefined) return null;
  if (filter.prefixQuery && !filter.otherStems?.length) return null;
  const others = filter.prefixQuery ? (filter.otherStems ?? []) : [];
  if (known) return known.slice(0, 1 + others.length);
  return wordRanges(db, idfornecedor, [raiz, ...others]);
}

/**
 * Each stem's range at the supplier, in the stems' order and in one round trip: its first
 * MAX_MERGED_TERMS + 1 terms that hold active products (termos_fornecedor, kept exact by the
 * terms' triggers) and their entries (ADR 0063: a few rows however many products they hold).
 */
export async function wordRanges(
  db: DbOrTx,
  idfornecedor: string,
  stems: readonly string[],
): Promise<WordRange[]> {
  const rows = await rawRows<{ termos: string[] | null; entradas: number | null }>(
    db,
    sql`SELECT r.termos, r.entradas
        FROM unnest(${wordsArrayLiteral(stems)}::text[]) WITH ORDINALITY AS s(raiz, n)
        CROSS JOIN LATERAL (
          SELECT array_agg(c.termo ORDER BY c.termo) AS termos,
            sum(c.quantidade_produtos)::int AS entradas
          FROM (
            SELECT c.termo, c.quantidade_produtos FROM termos_fornecedor c
            WHERE c.idfornecedor = ${idfornecedor} AND c.termo >= s.raiz
              AND c.termo < s.raiz || chr(1114111) AND c.quantidade_produtos > 0
            ORDER BY c.termo LIMIT ${MAX_MERGED_TERMS + 1}
          ) c
        ) r
        ORDER BY s.n`,
  );
  return rows.map((r) => ({ termos: r.termos ?? [], entradas: Number(r.entradas ?? 0) }));
}

/** The order keys an entry carries, as each branch of a one-word merged page selects them. */
const ENTRY_KEYS = sql`idproduto, nome_chave, preco_centavos, vendidos`;

/**
 * The statement of {@link mergedTermPage} for each word's range of terms, the walked word's
 * first (its plan is tested: every term is read from an index in the order, never sorted whole).
 * The walked word's entries are `t`, the other words' `o`. One term needs no union: a product
 * holds each term once (the entries' primary key).
 */
export function mergedTermPageQuery(
  idfornecedor: string,
  ranges: readonly (readonly string[])[],
  ordenacao: EntryOrder,
  page: { offset: number; limit: number },
  idcategoria?: number,
): SQL {
  const order = orderBy(ordenacao);
  // The order's keys, which hold idproduto: the page's rows are sorted again by them.
  const keys = orderColumns(ordenacao, 't');
  const window = sql`LIMIT ${page.limit} OFFSET ${page.offset}`;
  // Within a category, a term's entries in name order are a range of
  // produto_termos_ordem_categoria_idx (the category before the term).
  const entries = (termo: string, alias: string) => sql`FROM produto_termos ${sql.raw(alias)}
    WHERE ${sql.raw(alias)}.idfornecedor = ${idfornecedor} ${inCategorySql(alias, idcategoria)}
      AND ${sql.raw(alias)}.termo = ${termo}`;
  const [walked, ...others] = ranges;
  if (others.length === 0) {
    const terms = walked ?? [];
    if (terms.length === 1) {
      return sql`SELECT ${keys} ${entries(terms[0]!, 't')} ORDER BY ${order} ${window}`;
    }
    const depth = page.offset + page.limit;
    const branches = terms.map(
      (termo) =>
        sql`(SELECT ${ENTRY_KEYS} ${entries(termo, 't')} ORDER BY ${order} LIMIT ${depth})`,
    );
    return sql`SELECT ${keys} FROM (${sql.join(branches, sql` UNION ALL `)}) t
      GROUP BY ${ENTRY_KEYS}
      ORDER BY ${order} ${window}`;
  }
  // Each word's entries in the order, its terms merged (every branch ordered: a Merge Append),
  // with the order's keys only: each order's index holds them, so every read is index-only.
  const stream = (terms: readonly string[], alias: string) => {
    const branches = terms.map(
      (termo) =>
        sql`(SELECT ${orderColumns(ordenacao, alias)} ${entries(termo, alias)} ORDER BY ${orderBy(ordenacao, alias)})`,
    );
    return sql`(${sql.join(branches, sql` UNION ALL `)})`;
  };
  const joins = others.map((terms, i) => {
    const alias = `o${i + 1}`;
    const same = ORDER_KEYS[ordenacao].map(([c]) => `${alias}.${c} = t.${c}`).join(' AND ');
    return sql`JOIN ${stream(terms, 'o')} ${sql.raw(alias)} ON ${sql.raw(same)}`;
  });
  return sql`SELECT ${keys} FROM ${stream(walked!, 't')} t ${sql.join(joins, sql` `)}
    GROUP BY ${keys}
    ORDER BY ${order} ${window}`;
}
