import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrdenacaoProduto } from '@vitrine/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  categorias,
  fornecedores,
  LinkType,
  produtos,
  produtosVinculados,
} from '../../db/schema/index.ts';
import { produtoSelect, type ProdutoRow } from './product-mapper.ts';
import { listingOrderBy, type TextMatch } from './listing-order.ts';
import { listingPage, matchingPage } from './listing-page.ts';
import { prefixQueryText, termsCoverFullText } from './search-text.ts';
import {
  correctedTermSearch,
  repeatsSearch,
  typoTolerable,
  type CorrectedSearch,
} from './typo-search.ts';
import { isTermMiss, listByTerm, suggestByTerm, type TermSearch } from './term-search.ts';
import { countProductsUpToCap, exactTotal, type ListingTotal } from './listing-total.ts';
import type { SearchTotals } from './search-totals.ts';

/** A category with its number of active products. */
export interface CategoryRow {
  idcategoria: number;
  nome: string;
  slug: string;
  quantidadeProdutos: number;
}

/** What the product list asks for. `texto` is already sanitized (spec §5) and non-empty when set. */
export interface ProductQuery {
  idfornecedor: string;
  idcategoria?: number;
  texto?: string;
  ordenacao: OrdenacaoProduto;
  /** Rows to skip (page × limit). */
  offset: number;
  limit: number;
}

/** Related and linked products of a product detail. */
export interface LinkedProducts {
  relacionados: ProdutoRow[];
  vinculados: ProdutoRow[];
}

/**
 * The supplier's categories in display order (ordem, then name), each with its number of
 * active products; categories without products are included with 0. The numbers are the
 * trigger-maintained `categorias.quantidade_produtos`: the catalog is never counted here.
 */
export async function listCategories(db: DbOrTx, idfornecedor: string): Promise<CategoryRow[]> {
  return db
    .select({
      idcategoria: categorias.idcategoria,
      nome: categorias.nome,
      slug: categorias.slug,
      quantidadeProdutos: categorias.quantidadeProdutos,
    })
    .from(categorias)
    .where(eq(categorias.idfornecedor, idfornecedor))
    .orderBy(asc(categorias.ordem), asc(nameKey(categorias.nome)), asc(categorias.idcategoria));
}

/**
 * One page of the supplier's active products, with the total over all pages: exact for a plain
 * listing (maintained counts), counted up to MAX_COUNTED_MATCHES for a search (ListingTotal).
 *
 * Search (`texto`): PostgreSQL full-text search on `busca` (portuguese config, accents removed),
 * matching either the whole text as a web-search query or every word as a prefix, so partial
 * words work ("acuc" finds "Açúcar"). When that finds nothing, each word is corrected to the
 * supplier's most similar vocabulary term (typo-search.ts, ADR 0048), which tolerates typos.
 * User text only ever travels as bound parameters; the prefix query is built from letters and
 * digits only. `totals` remembers search totals between requests (ADR 0103); without it every
 * search counts.
 */
export async function listProducts(
  db: Db,
  query: ProductQuery,
  totals?: SearchTotals,
): Promise<{ rows: ProdutoRow[] } & ListingTotal> {
  if (!query.texto) {
    // The common case, one prepared statement: the page and its total together.
    const page = await listingPage(db, query);
    if (page.total !== null) return { rows: page.rows, ...exactTotal(page.total) };
    const total = await activeProductCount(db, query.idfornecedor, query.idcategoria);
    return { rows: [], ...exactTotal(total) };
  }
  const byTerm = await listByTerm(db, query, undefined, totals);
  if (byTerm && !isTermMiss(byTerm)) return byTerm;
  const missed = byTerm?.missed;

  const base = [eq(produtos.idfornecedor, query.idfornecedor), eq(produtos.ativo, true)];
  if (query.idcategoria !== undefined) base.push(eq(produtos.idcategoria, query.idcategoria));

  const search = fullTextMatch(query.texto);
  const nothing: ListingTotal = { total: 0, capped: false };
  // Full-text search finds nothing where the terms missed, for a text of plain words: not
  // asked again (it read every match's row to check the category).
  const counted =
    missed && termsCoverFullText(query.texto)
      ? nothing
      : await countProductsUpToCap(db, and(...base, search.where));
  if (counted.total === 0) {
    const corrected = await typoCorrection(db, query.idfornecedor, query.texto, missed);
    const byTypo = corrected && (await listByTerm(db, query, corrected));
    return byTypo && !isTermMiss(byTypo) ? byTypo : { rows: [], ...counted };
  }
  if (!counted.capped && query.offset >= counted.total) return { rows: [], ...counted };

  return { rows: await matchingPage(db, query, search), ...counted };
}

/**
 * The typo-corrected term search of a text that nothing found (typo-search.ts), or null when
 * no word can be corrected or the correction is the typed search itself (`missed`, see
 * repeatsSearch): every word was spelt right and they only do not match together or in the
 * category, so the corrected walk would find nothing again.
 */
async function typoCorrection(
  db: DbOrTx,
  idfornecedor: string,
  texto: string,
  missed: TermSearch | undefined,
): Promise<CorrectedSearch | null> {
  if (!typoTolerable(texto)) return null;
  const corrected = await correctedTermSearch(db, idfornecedor, texto);
  if (!corrected || (missed && repeatsSearch(corrected, missed))) return null;
  return corrected;
}

/**
 * Active products of the supplier, in one category or in all, from the trigger-maintained
 * `categorias.quantidade_produtos` (exact, updated in the same transaction as the products).
 */
async function activeProductCount(
  db: DbOrTx,
  idfornecedor: string,
  idcategoria: number | undefined,
): Promise<number> {
  const where = [eq(categorias.idfornecedor, idfornecedor)];
  if (idcategoria !== undefined) where.push(eq(categorias.idcategoria, idcategoria));
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${categorias.quantidadeProdutos}), 0)::int` })
    .from(categorias)
    .where(and(...where));
  return row?.n ?? 0;
}

/**
 * At most `limit` active products of the supplier matching `texto` (sanitized, non-empty), best
 * first: the pre-ranked terms, full-text search, then the typo's corrected terms.
 * @see spec §7 full-text/pesquisar, §9 maximum suggestions
 */
export async function suggestProducts(
  db: Db,
  idfornecedor: string,
  texto: string,
  limit: number,
): Promise<ProdutoRow[]> {
  const byTerm = await suggestByTerm(db, idfornecedor, texto, limit);
  if (byTerm && !isTermMiss(byTerm)) return byTerm;
  const missed = byTerm?.missed;
  if (!missed || !termsCoverFullText(texto)) {
    const base = [eq(produtos.idfornecedor, idfornecedor), eq(produtos.ativo, true)];
    const search = fullTextMatch(texto);
    const rows = await db
      .select(produtoSelect)
      .from(produtos)
      .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
      .where(and(...base, search.where))
      .orderBy(...listingOrderBy('RELEVANCIA', search))
      .limit(limit);
    if (rows.length > 0) return rows;
  }
  const corrected = await typoCorrection(db, idfornecedor, texto, missed);
  if (!corrected) return [];
  const byTypo = await suggestByTerm(db, idfornecedor, texto, limit, corrected);
  return byTypo && !isTermMiss(byTypo) ? byTypo : [];
}

/**
 * An active product of the supplier. A product of another supplier is never returned, whatever
 * id is asked for (tenant isolation).
 * @returns null when the product does not exist, is inactive or belongs to another supplier.
 */
export async function findProduct(
  db: DbOrTx,
  idfornecedor: string,
  idproduto: number,
): Promise<ProdutoRow | null> {
  const [row] = await db
    .select(produtoSelect)
    .from(produtos)
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(
      and(
        eq(produtos.idproduto, idproduto),
        eq(produtos.idfornecedor, idfornecedor),
        eq(produtos.ativo, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The active related (RELACIONADO) and linked (VINCULADO) products of a product, by name. Only
 * products of the same supplier are returned, even if a link points elsewhere.
 */
export async function findLinkedProducts(
  db: DbOrTx,
  idfornecedor: string,
  idproduto: number,
): Promise<LinkedProducts> {
  const rows = await db
    .select({ ...produtoSelect, tipo: produtosVinculados.tipo })
    .from(produtosVinculados)
    .innerJoin(produtos, eq(produtos.idproduto, produtosVinculados.idvinculado))
    .innerJoin(categorias, eq(categorias.idcategoria, produtos.idcategoria))
    .where(
      and(
        eq(produtosVinculados.idproduto, idproduto),
        eq(produtos.idfornecedor, idfornecedor),
        eq(produtos.ativo, true),
      ),
    )
    .orderBy(asc(produtos.nomeChave), asc(produtos.idproduto));
  const result: LinkedProducts = { relacionados: [], vinculados: [] };
  for (const { tipo, ...row } of rows) {
    if (tipo === LinkType.RELACIONADO) result.relacionados.push(row);
    else if (tipo === LinkType.VINCULADO) result.vinculados.push(row);
  }
  return result;
}

/** What the product image needs: the product name and unit, and the supplier's theme colours. */
export interface ProductImageRow {
  nome: string;
  unidade: string;
  corPrimaria: string;
  corPrimariaTexto: string;
}

/** The name and supplier colours of a product, for its generated image; null when unknown. */
export async function findProductImageData(
  db: DbOrTx,
  idproduto: number,
): Promise<ProductImageRow | null> {
  const [row] = await db
    .select({ nome: produtos.nome, unidade: produtos.unidade, tema: fornecedores.tema })
    .from(produtos)
    .innerJoin(fornecedores, eq(fornecedores.idfornecedor, produtos.idfornecedor))
    .where(eq(produtos.idproduto, idproduto))
    .limit(1);
  if (!row) return null;
  return {
    nome: row.nome,
    unidade: row.unidade,
    corPrimaria: row.tema.corPrimaria,
    corPrimariaTexto: row.tema.corPrimariaTexto,
  };
}

function fullTextMatch(texto: string): TextMatch {
  const web = sql`websearch_to_tsquery('portuguese', f_unaccent(${texto}))`;
  const prefix = prefixQueryText(texto);
  const tsquery =
    prefix === null ? web : sql`(${web} || to_tsquery('portuguese', f_unaccent(${prefix})))`;
  return {
    where: sql`${produtos.busca} @@ ${tsquery}`,
    rank: sql`ts_rank(${produtos.busca}, ${tsquery})`,
  };
}

/** Accent- and case-insensitive name order, byte-wise so PGlite and PostgreSQL agree. */
function nameKey(column: typeof categorias.nome): SQL {
  return sql`f_unaccent(lower(${column})) COLLATE "C"`;
}
