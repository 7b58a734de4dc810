import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrdenacaoProduto } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { categorias, produtos } from '../../db/schema/index.ts';
import { listingOrderBy, listingPageIds } from './listing-order.ts';
import { produtoSelect, type ProdutoRow } from './product-mapper.ts';

/** What a plain listing page (no search) asks for. */
export interface ListingPageQuery {
  idfornecedor: string;
  idcategoria?: number;
  ordenacao: OrdenacaoProduto;
  offset: number;
  limit: number;
}

const placeholder = {
  idfornecedor: sql.placeholder('idfornecedor'),
  idcategoria: sql.placeholder('idcategoria'),
  offset: sql.placeholder('offset'),
  limit: sql.placeholder('limit'),
};

/**
 * The statement of one sort order, with or without a category: the page's rows (ids from the
 * order's index, then the rows) and, on every row, the category's or catalog's total from the
 * trigger-maintained `categorias.quantidade_produtos` (an InitPlan read once). Built and
 * prepared once per database: no SQL is composed per request, and on PostgreSQL it is a named
 * statement, parsed once per connection.
 */
function buildStatement(db: Db, ordenacao: OrdenacaoProduto, withCategory: boolean) {
  const idcategoria = withCategory ? placeholder.idcategoria : undefined;
  const total = withCategory
    ? sql<number>`(SELECT coalesce(sum(k.quantidade_produtos), 0)::int FROM categorias k
        WHERE k.idfornecedor = ${placeholder.idfornecedor} AND k.idcategoria = ${placeholder.idcategoria})`
    : sql<number>`(SELECT coalesce(sum(k.quantidade_produtos), 0)::int FROM categorias k
        WHERE k.idfornecedor = ${placeholder.idfornecedor})`;
  const ids = listingPageIds(db, {
    idfornecedor: placeholder.idfornecedor,
    idcategoria,
    ordenacao,
    offset: placeholder.offset,
    limit: placeholder.limit,
  });
  return db
    .select({ ...produtoSelect, total: total.mapWith(Number) })
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(and(inArray(produtos.idproduto, ids)))
    .orderBy(...listingOrderBy(ordenacao, null))
    .prepare(`vitrine_listing_${ordenacao.toLowerCase()}_${withCategory ? 'categoria' : 'todos'}`);
}

type Statement = ReturnType<typeof buildStatement>;
const statements = new WeakMap<Db, Map<string, Statement>>();

/**
 * One page of a plain listing (no search) in one query: its rows in the order's sequence and the
 * total over all pages. `total` is null when the page is empty (past the last page, or an empty
 * category): the caller then reads the count alone.
 * @see ADR 0026 (listing indexes, maintained counts), ADR 0042 (one prepared statement)
 */
export async function listingPage(
  db: Db,
  query: ListingPageQuery,
): Promise<{ rows: ProdutoRow[]; total: number | null }> {
  const withCategory = query.idcategoria !== undefined;
  const key = `${query.ordenacao}:${withCategory}`;
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key);
  if (!statement) byKey.set(key, (statement = buildStatement(db, query.ordenacao, withCategory)));
  const found = await statement.execute({
    idfornecedor: query.idfornecedor,
    idcategoria: query.idcategoria,
    offset: query.offset,
    limit: query.limit,
  });
  if (found.length === 0) return { rows: [], total: null };
  const total = found[0]!.total;
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}
