import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { OrdenacaoProduto } from '@vitrine/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { runPreparedSql, unseenByPlanner } from '../../db/prepared.ts';
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

/**
 * {@link produtoSelect} with every column named as its `ProdutoRow` key: the listing statement's
 * rows are `ProdutoRow`s as both drivers return them (integers, text, booleans and jsonb, parsed
 * alike by node-postgres and PGlite), with no per-field mapping by the query builder, which was a
 * tenth of the API's CPU on a listing page (ADR 0079).
 */
const aliasedProdutoSelect = Object.fromEntries(
  Object.entries(produtoSelect).map(([key, column]) => [key, sql`${column}`.as(key)]),
);

const placeholder = {
  idfornecedor: sql.placeholder('idfornecedor'),
  idcategoria: sql.placeholder('idcategoria'),
  offset: sql.placeholder('offset'),
};

/**
 * Where a listing statement starts reading its order: page 1, `offset` entries from the start,
 * or from the end of the listing (its back half, read backwards; ADR 0067).
 */
export type Seek = 'first' | 'forward' | 'backward';

const SEEK_SUFFIX: Record<Seek, string> = { first: '_p1', forward: '', backward: '_fim' };

/**
 * The name of a listing statement (db/prepared.ts keeps one per database and name): one per
 * sort order, category or not, page size, and seek. Built and prepared once per database, no
 * SQL is composed per request, and on PostgreSQL it is a named statement, parsed once per
 * connection.
 */
function statementName(key: StatementKey): string {
  return `vitrine_listing_${key.ordenacao.toLowerCase()}_${key.withCategory ? 'categoria' : 'catalogo'}_${key.limit}${SEEK_SUFFIX[key.seek]}`;
}

/** What a listing statement is prepared for: the order, a category or not, the page size. */
export interface StatementKey {
  ordenacao: OrdenacaoProduto;
  withCategory: boolean;
  /** Rows per page, written into the statement (a safe integer from the contract's range). */
  limit: number;
  /**
   * `first`: a statement with no OFFSET. PostgreSQL re-plans a named statement for its
   * parameters unless its generic plan looks as cheap, and a generic plan guesses an unknown
   * OFFSET at a tenth of the rows: with `OFFSET $n` every page-1 request was planned again
   * (0.3 ms of the database's CPU against 0.15 ms of execution). Without it the generic plan is
   * kept after five executions, planned once per connection (ADR 0056).
   * `backward`: the page counted from the listing's end, the same index read backwards, so the
   * last pages skip as few entries as the first ones (ADR 0067).
   */
  seek: Seek;
}

/**
 * The query of a listing statement before it is prepared, with placeholders `idfornecedor`,
 * `idcategoria` (with a category) and `offset` (not on the first page). The page size is a
 * literal: a generic plan (what PostgreSQL may keep for a named statement) then knows it reads
 * 20 rows, and fetches them by key instead of hashing the catalog. A backward statement's
 * `offset` counts from the end of the reversed order (see {@link listingPage}). Exported for
 * the plan test.
 */
export function listingStatementQuery(db: Db, key: StatementKey) {
  if (!Number.isSafeInteger(key.limit) || key.limit < 1) throw new RangeError('page size');
  // Every value hidden from the planner (ADR 0104): a deep page's custom plan, which read the
  // offset, looked cheaper than the generic one, and every deep page was planned again.
  const idfornecedor = unseenByPlanner(placeholder.idfornecedor, 'uuid');
  const idcategoria = key.withCategory
    ? unseenByPlanner(placeholder.idcategoria, 'int')
    : undefined;
  const total = idcategoria
    ? sql<number>`(SELECT coalesce(sum(k.quantidade_produtos), 0)::int FROM categorias k
        WHERE k.idfornecedor = ${idfornecedor} AND k.idcategoria = ${idcategoria})`
    : sql<number>`(SELECT coalesce(sum(k.quantidade_produtos), 0)::int FROM categorias k
        WHERE k.idfornecedor = ${idfornecedor})`;
  const ids = listingOrderedIds(
    db,
    { idfornecedor, idcategoria, ordenacao: key.ordenacao },
    null,
    key.seek === 'backward',
  );
  const limit = sql.raw(String(key.limit));
  const window =
    key.seek === 'first'
      ? sql`LIMIT ${limit}`
      : sql`LIMIT ${limit} OFFSET ${unseenByPlanner(placeholder.offset, 'int')}`;
  return db
    .select({ ...aliasedProdutoSelect, total: total.as('total') })
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(sql`${produtos.idproduto} IN (${ids} ${window})`)
    .orderBy(...listingOrderBy(key.ordenacao, null));
}

/**
 * The listings' latest totals, by supplier and category: where a page lies in its listing
 * before the page's statement runs, to read the back half from its end. Only a hint: the
 * statement returns the total it read, and a page read from a stale one is read again forwards.
 */
const totals = new LRUCache<string, number>({ max: 10_000 });

function listingKey(query: ListingPageQuery): string {
  return `${query.idfornecedor}/${query.idcategoria ?? ''}`;
}

/**
 * Runs the prepared statement of `key` (db/prepared.ts keeps one per database and name) and
 * returns the driver's rows as they come: `ProdutoRow`s with the listing's `total`.
 */
function runStatement(db: Db, key: StatementKey, query: ListingPageQuery, offset: number) {
  return runPreparedSql<ProdutoRow & { total: number }>(
    db,
    statementName(key),
    () => listingStatementQuery(db, key).getSQL(),
    {
      idfornecedor: query.idfornecedor,
      idcategoria: query.idcategoria,
      ...(key.seek === 'first' ? {} : { offset }),
    },
  );
}

/**
 * A page of the back half read from the listing's end: the `limit` entries that end
 * `total − offset − limit` entries before the last, of which the page is the last
 * `total − offset` (fewer than `limit` on a partial last page). Null when the listing's total
 * is no longer `total` (then the page is not where the hint put it).
 */
async function pageFromEnd(db: Db, key: StatementKey, query: ListingPageQuery, total: number) {
  const fromEnd = Math.max(0, total - query.offset - query.limit);
  const found = await runStatement(db, key, query, fromEnd);
  if (found.length === 0 || found[0]!.total !== total) return null;
  return found.slice(Math.max(0, found.length - (total - query.offset)));
}

/**
 * One page of a plain listing (no search) in one query: its rows in the order's sequence and the
 * total over all pages. `total` is null when the page is empty (past the last page, or an empty
 * category): the caller then reads the count alone. A page in the listing's back half is read
 * from its end (the same index backwards), so the last pages skip as few index entries as the
 * first ones.
 * @see ADR 0026 (listing indexes, maintained counts), ADR 0042 (one prepared statement),
 *   ADR 0067 (the back half read from its end)
 */
export async function listingPage(
  db: Db,
  query: ListingPageQuery,
): Promise<{ rows: ProdutoRow[]; total: number | null }> {
  const base = {
    ordenacao: query.ordenacao,
    withCategory: query.idcategoria !== undefined,
    limit: query.limit,
  };
  const hint = totals.get(listingKey(query));
  if (
    query.offset > 0 &&
    hint !== undefined &&
    query.offset < hint &&
    query.offset * 2 + query.limit > hint
  ) {
    const rows = await pageFromEnd(db, { ...base, seek: 'backward' }, query, hint);
    if (rows) return { rows, total: hint };
  }
  const seek = query.offset === 0 ? 'first' : 'forward';
  const found = await runStatement(db, { ...base, seek }, query, query.offset);
  if (found.length === 0) return { rows: [], total: null };
  totals.set(listingKey(query), found[0]!.total);
  // The rows keep their `total` column: a ProdutoRow with one field more, which no mapper reads
  // (copying twenty rows without it was a hundredth of the listing's CPU).
  return { rows: found, total: found[0]!.total };
}

/**
 * The product rows of a page subquery, in `order`: `page` holds one row per page product
 * (`idproduto` and whatever the order and `extra` read), aliased `alias` in the statement. One
 * statement for the page and its rows, where productsInOrder takes the page's ids in a second
 * round trip. `extra` are columns of the page each row carries besides the product's own.
 */
export function pageRowsQuery<E extends Record<string, SQL<unknown>>>(
  db: Db,
  page: SQL,
  alias: string,
  order: SQL[],
  extra: E,
) {
  const a = sql.raw(alias);
  // `ativo` a literal condition, not a bound `= true`: a custom plan would read the value (ADR 0104).
  return db
    .select({ ...produtoSelect, ...extra })
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .innerJoin(sql`(${page}) ${a}`, sql`${a}.idproduto = ${produtos.idproduto}`)
    .where(sql`${produtos.ativo}`)
    .orderBy(...order);
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
