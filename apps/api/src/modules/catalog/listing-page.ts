import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrdenacaoProduto } from '@vitrine/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { categorias, produtos } from '../../db/schema/index.ts';
import {
  listingOrderBy,
  listingOrderedIds,
  listingPageIds,
  type PageIdsQuery,
  type TextMatch,
} from './listing-order.ts';
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
};

/**
 * The name of a listing statement (db/prepared.ts keeps one per database and name): one per
 * sort order, category or not, page size, and first page or not. Built and prepared once per
 * database, no SQL is composed per request, and on PostgreSQL it is a named statement, parsed
 * once per connection.
 */
function statementName(key: StatementKey): string {
  return `vitrine_listing_${key.ordenacao.toLowerCase()}_${key.withCategory ? 'categoria' : 'todos'}_${key.limit}${key.firstPage ? '_p1' : ''}`;
}

/** What a listing statement is prepared for: the order, a category or not, the page size. */
export interface StatementKey {
  ordenacao: OrdenacaoProduto;
  withCategory: boolean;
  /** Rows per page, written into the statement (a safe integer from the contract's range). */
  limit: number;
  /**
   * The first page, a statement with no OFFSET. PostgreSQL re-plans a named statement for its
   * parameters unless its generic plan looks as cheap, and a generic plan guesses an unknown
   * OFFSET at a tenth of the rows: with `OFFSET $n` every page-1 request was planned again
   * (0.3 ms of the database's CPU against 0.15 ms of execution). Without it the generic plan is
   * kept after five executions, planned once per connection (ADR 0056).
   */
  firstPage: boolean;
}

/**
 * The query of a listing statement before it is prepared, with placeholders `idfornecedor`,
 * `idcategoria` (with a category) and `offset` (not on the first page). The page size is a literal: a generic plan
 * (what PostgreSQL may keep for a named statement) then knows it reads 20 rows, and fetches
 * them by key instead of hashing the catalog. Exported for the plan test.
 */
export function listingStatementQuery(db: Db, key: StatementKey) {
  if (!Number.isSafeInteger(key.limit) || key.limit < 1) throw new RangeError('page size');
  const total = key.withCategory
    ? sql<number>`(SELECT coalesce(sum(k.quantidade_produtos), 0)::int FROM categorias k
        WHERE k.idfornecedor = ${placeholder.idfornecedor} AND k.idcategoria = ${placeholder.idcategoria})`
    : sql<number>`(SELECT coalesce(sum(k.quantidade_produtos), 0)::int FROM categorias k
        WHERE k.idfornecedor = ${placeholder.idfornecedor})`;
  const ids = listingOrderedIds(db, {
    idfornecedor: placeholder.idfornecedor,
    idcategoria: key.withCategory ? placeholder.idcategoria : undefined,
    ordenacao: key.ordenacao,
  });
  return db
    .select({ ...produtoSelect, total: total.mapWith(Number) })
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(
      sql`${produtos.idproduto} IN (${ids} LIMIT ${sql.raw(String(key.limit))}${key.firstPage ? sql`` : sql` OFFSET ${placeholder.offset}`})`,
    )
    .orderBy(...listingOrderBy(key.ordenacao, null));
}

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
  const key: StatementKey = {
    ordenacao: query.ordenacao,
    withCategory: query.idcategoria !== undefined,
    limit: query.limit,
    firstPage: query.offset === 0,
  };
  const name = statementName(key);
  const statement = preparedStatement(db, name, (d) => listingStatementQuery(d, key).prepare(name));
  const found = await statement.execute({
    idfornecedor: query.idfornecedor,
    idcategoria: query.idcategoria,
    ...(key.firstPage ? {} : { offset: query.offset }),
  });
  if (found.length === 0) return { rows: [], total: null };
  // The rows keep their `total` column: a ProdutoRow with one field more, which no mapper reads
  // (copying twenty rows without it was a hundredth of the listing's CPU).
  return { rows: found, total: found[0]!.total };
}

/**
 * The active products of `ids`, in the order of `ids` (rows of another supplier or inactive
 * ones are dropped by the caller's id source already; `ativo` is checked again here).
 */
export async function productsInOrder(db: DbOrTx, ids: number[]): Promise<ProdutoRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(produtoSelect)
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(and(inArray(produtos.idproduto, ids), eq(produtos.ativo, true)));
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.idproduto)! - position.get(b.idproduto)!);
}

/**
 * One page of the products matching a search, in the order's sequence: the page's ids first,
 * from the order's index alone (an index-only scan that stops after offset + limit entries),
 * then the 20 rows themselves, so deep pages never read skipped rows.
 */
export async function matchingPage(
  db: DbOrTx,
  query: PageIdsQuery,
  match: TextMatch,
): Promise<ProdutoRow[]> {
  return db
    .select(produtoSelect)
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(inArray(produtos.idproduto, listingPageIds(db, query, match)))
    .orderBy(...listingOrderBy(query.ordenacao, match));
}
