import { sql, type SQL } from 'drizzle-orm';
import type { OrdenacaoProduto } from '@vitrine/contract';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { filterSql, rangeEnd, type TermFilter } from './search-terms-repository.ts';

/** The orders a term search can read from its entries' order keys: all but relevance. */
export type EntryOrder = Exclude<OrdenacaoProduto, 'RELEVANCIA'>;

/**
 * Each order's sort of the entries `t`, column for column as the plain listing sorts products
 * (listing-order.ts), so a search pages exactly as the listing would.
 */
const ENTRY_ORDER: Record<EntryOrder, SQL> = {
  NOME_AZ: sql`t.nome_chave, t.idproduto`,
  NOME_ZA: sql`t.nome_chave DESC, t.idproduto DESC`,
  MENOR_PRECO: sql`t.preco_centavos, t.nome_chave, t.idproduto`,
  MAIOR_PRECO: sql`t.preco_centavos DESC, t.nome_chave, t.idproduto`,
  MAIS_VENDIDOS: sql`t.vendidos DESC, t.nome_chave, t.idproduto`,
};

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
    ORDER BY ${ENTRY_ORDER[ordenacao]}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * The category and the other words of `filter` on the entry `t`. Each of the typed words' own
 * stems (`otherStems`) is its range of `produto_termos` read once into a hash (a hashed SubPlan:
 * `IS TRUE` keeps the IN from becoming a join the planner, misjudging both ranges at one row,
 * would run as a nested loop of primary-key probes: 16,666 probes for "papel higienico" at 1M,
 * 225 ms, against 35 ms hashed). A corrected or stop-word search's prefix query reads the
 * product's `busca` instead (filterSql), as the relevance walk does.
 */
function otherWordsSql(filter: TermFilter, idfornecedor: string): SQL {
  if (!filter.prefixQuery || !filter.otherStems?.length) return filterSql(filter);
  const ranges = filter.otherStems.map(
    (other) => sql`AND (t.idproduto IN (SELECT o.idproduto FROM produto_termos o
      WHERE o.idfornecedor = ${idfornecedor} AND o.termo >= ${other}
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
 * One page of a term search without a category in another order than relevance (ADR 0094):
 * each term of the walked range contributes its first `offset + limit` entries in the order
 * that hold the other words' stems too (several words: a hashed range of each, as
 * termPageInOrder checks them), read from that order's index of the term entries
 * (produto_termos_ordem_idx for names, …_vendidos_idx, …_preco_idx); the page comes from their
 * union, each product once. A product of the page's top `offset + limit` is among each of its
 * terms' top `offset + limit`, so the union holds the page. The walk follows the page's depth
 * and the range's terms, not the range's entries ("cafe" at a million products: 16,667 entries
 * were read and sorted for every page).
 * @param filter the other words' stems (a category, or other words without stems, need the
 *   caller's other ways)
 * @returns the page's product ids in order, or null when the range holds more than
 *   MAX_MERGED_TERMS terms or the filter is not the other words' stems alone
 */
export async function mergedTermPage(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  ordenacao: EntryOrder,
  filter: TermFilter,
  page: { offset: number; limit: number },
): Promise<number[] | null> {
  if (filter.idcategoria !== undefined) return null;
  if (filter.prefixQuery && !filter.otherStems?.length) return null;
  const terms = await rangeTerms(db, idfornecedor, raiz);
  if (terms.length > MAX_MERGED_TERMS) return null;
  if (terms.length === 0) return [];
  const rows = await rawRows<{ idproduto: number }>(
    db,
    mergedTermPageQuery(idfornecedor, terms, ordenacao, filter, page),
  );
  return rows.map((r) => Number(r.idproduto));
}

/**
 * The supplier's terms starting with `raiz` that hold active products (termos_fornecedor, kept
 * exact by the terms' triggers), at most MAX_MERGED_TERMS + 1 of them.
 */
async function rangeTerms(db: DbOrTx, idfornecedor: string, raiz: string): Promise<string[]> {
  const rows = await rawRows<{ termo: string }>(
    db,
    sql`SELECT c.termo FROM termos_fornecedor c
      WHERE c.idfornecedor = ${idfornecedor} AND c.termo >= ${raiz} AND c.termo < ${rangeEnd(raiz)}
        AND c.quantidade_produtos > 0
      ORDER BY c.termo LIMIT ${MAX_MERGED_TERMS + 1}`,
  );
  return rows.map((r) => r.termo);
}

/**
 * The statement of {@link mergedTermPage} for the walked range's `terms` (its plan is tested:
 * every term is read from an index in the order, never sorted whole). One term needs no union:
 * a product holds each term once (the entries' primary key).
 */
export function mergedTermPageQuery(
  idfornecedor: string,
  terms: readonly string[],
  ordenacao: EntryOrder,
  filter: TermFilter,
  page: { offset: number; limit: number },
): SQL {
  const order = ENTRY_ORDER[ordenacao];
  const window = sql`LIMIT ${page.limit} OFFSET ${page.offset}`;
  const entries = (termo: string) => sql`FROM produto_termos t
    WHERE t.idfornecedor = ${idfornecedor} AND t.termo = ${termo}
    ${otherWordsSql(filter, idfornecedor)}`;
  if (terms.length === 1) {
    return sql`SELECT t.idproduto ${entries(terms[0]!)} ORDER BY ${order} ${window}`;
  }
  const depth = page.offset + page.limit;
  const branches = terms.map(
    (termo) => sql`(SELECT t.idproduto, t.nome_chave, t.preco_centavos, t.vendidos
      ${entries(termo)} ORDER BY ${order} LIMIT ${depth})`,
  );
  return sql`SELECT t.idproduto FROM (${sql.join(branches, sql` UNION ALL `)}) t
    GROUP BY t.idproduto, t.nome_chave, t.preco_centavos, t.vendidos
    ORDER BY ${order} ${window}`;
}
