import { and, asc, desc, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { OrdenacaoProduto } from '@vitrine/contract';
import type { DbOrTx } from '../../db/client.ts';
import { produtos } from '../../db/schema/index.ts';

/** A search condition and the relevance score that ranks its matches. */
export interface TextMatch {
  where: SQL;
  rank: SQL;
}

/**
 * What selects one listing page: values, or `sql.placeholder(...)` in a prepared statement.
 * `idcategoria` undefined lists the whole catalog.
 */
export interface PageIdsQuery {
  /** A value, or a prepared statement's (a placeholder, or one hidden from the planner). */
  idfornecedor: string | Placeholder | SQL;
  idcategoria?: number | Placeholder | SQL;
  ordenacao: OrdenacaoProduto;
  /** Rows to skip (page × limit), a number or a placeholder. */
  offset: number | Placeholder;
  limit: number | Placeholder;
}

/**
 * One column of a sort order: ascending or descending, with NULLS LAST spelled out where the
 * listing index is built so (a descending column whose default would put nulls first).
 */
interface OrderKey {
  column: AnyColumn;
  descending: boolean;
  nullsLast?: boolean;
}

/**
 * The columns of each plain sort order, matching the listing indexes of the produtos schema
 * column for column, so each is an index scan forwards and, reversed, backwards.
 */
function orderKeys(ordenacao: OrdenacaoProduto): OrderKey[] {
  const byName: OrderKey[] = [
    { column: produtos.nomeChave, descending: false },
    { column: produtos.idproduto, descending: false },
  ];
  const mostFirst = (column: typeof produtos.vendidos | typeof produtos.destaque): OrderKey => ({
    column,
    descending: true,
    nullsLast: true,
  });
  switch (ordenacao) {
    case 'MAIS_VENDIDOS':
      return [mostFirst(produtos.vendidos), ...byName];
    case 'MENOR_PRECO':
      return [{ column: produtos.precoCentavos, descending: false }, ...byName];
    case 'MAIOR_PRECO':
      return [{ column: produtos.precoCentavos, descending: true }, ...byName];
    case 'NOME_AZ':
      return byName;
    case 'NOME_ZA':
      return byName.map((k) => ({ ...k, descending: true }));
    case 'RELEVANCIA':
      return [mostFirst(produtos.destaque), mostFirst(produtos.vendidos), ...byName];
  }
}

/** One ORDER BY term; `reversed` gives the exact opposite sequence (nulls on the other end too). */
function orderTerm(key: OrderKey, reversed: boolean): SQL {
  const descending = key.descending !== reversed;
  if (key.nullsLast === undefined) return descending ? desc(key.column) : asc(key.column);
  // NULLS LAST reversed is NULLS FIRST: the same index read the other way.
  const nulls = key.nullsLast !== reversed ? sql.raw('NULLS LAST') : sql.raw('NULLS FIRST');
  return sql`${key.column} ${sql.raw(descending ? 'DESC' : 'ASC')} ${nulls}`;
}

/**
 * ORDER BY of each sort order, written to match the listing indexes of the produtos schema
 * column for column (DESC NULLS LAST as the indexes are built), so each is an index scan.
 * @param search - the text match of a search (relevance first), null for a plain listing.
 * @param reversed - the order read from its end (a plain listing's last pages, ADR 0067): the
 *   same index scanned backwards.
 */
export function listingOrderBy(
  ordenacao: OrdenacaoProduto,
  search: TextMatch | null,
  reversed = false,
): SQL[] {
  const keys = orderKeys(ordenacao).map((k) => orderTerm(k, reversed));
  return ordenacao === 'RELEVANCIA' && search ? [desc(search.rank), ...keys] : keys;
}

/** The ids of a listing's matches in the order's sequence, without LIMIT/OFFSET (see {@link listingPageIds}). */
export function listingOrderedIds(
  db: DbOrTx,
  query: Omit<PageIdsQuery, 'offset' | 'limit'>,
  search: TextMatch | null = null,
  reversed = false,
) {
  // `ativo` as a literal condition, not a bound `= true`: a prepared statement's generic plan
  // can then still prove the partial listing indexes' predicate (WHERE ativo).
  const where = [eq(produtos.idfornecedor, query.idfornecedor), sql`${produtos.ativo}`];
  if (query.idcategoria !== undefined) where.push(eq(produtos.idcategoria, query.idcategoria));
  if (search) where.push(search.where);
  return db
    .select({ idproduto: produtos.idproduto })
    .from(produtos)
    .where(and(...where))
    .orderBy(...listingOrderBy(query.ordenacao, search, reversed));
}

/**
 * The ids of one listing page, in the page's order: the query the listing indexes serve (an
 * index-only scan with LIMIT/OFFSET for every order without search; skipped rows are never read
 * from the table). Exported for the plan test.
 * @param search - the text match of a search, null for a plain listing.
 */
export function listingPageIds(db: DbOrTx, query: PageIdsQuery, search: TextMatch | null = null) {
  return listingOrderedIds(db, query, search).limit(query.limit).offset(query.offset);
}
