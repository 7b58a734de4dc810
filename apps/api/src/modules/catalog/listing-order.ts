import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
  idfornecedor: string | Placeholder;
  idcategoria?: number | Placeholder;
  ordenacao: OrdenacaoProduto;
  /** Rows to skip (page × limit), a number or a placeholder. */
  offset: number | Placeholder;
  limit: number | Placeholder;
}

/**
 * ORDER BY of each sort order, written to match the listing indexes of the produtos schema
 * column for column (DESC NULLS LAST as the indexes are built), so each is an index scan.
 * @param search - the text match of a search (relevance first), null for a plain listing.
 */
export function listingOrderBy(ordenacao: OrdenacaoProduto, search: TextMatch | null): SQL[] {
  const byName = [asc(produtos.nomeChave), asc(produtos.idproduto)];
  const descending = (column: typeof produtos.vendidos | typeof produtos.destaque): SQL =>
    sql`${column} DESC NULLS LAST`;
  switch (ordenacao) {
    case 'MAIS_VENDIDOS':
      return [descending(produtos.vendidos), ...byName];
    case 'MENOR_PRECO':
      return [asc(produtos.precoCentavos), ...byName];
    case 'MAIOR_PRECO':
      return [desc(produtos.precoCentavos), ...byName];
    case 'NOME_AZ':
      return byName;
    case 'NOME_ZA':
      return [desc(produtos.nomeChave), desc(produtos.idproduto)];
    case 'RELEVANCIA':
      return [
        ...(search ? [desc(search.rank)] : []),
        descending(produtos.destaque),
        descending(produtos.vendidos),
        ...byName,
      ];
  }
}

/** The ids of a listing's matches in the order's sequence, without LIMIT/OFFSET (see {@link listingPageIds}). */
export function listingOrderedIds(
  db: DbOrTx,
  query: Omit<PageIdsQuery, 'offset' | 'limit'>,
  search: TextMatch | null = null,
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
    .orderBy(...listingOrderBy(query.ordenacao, search));
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
