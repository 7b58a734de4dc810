import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { filterSql, rangeEnd, type TermFilter } from './search-terms-repository.ts';

/** The name orders a term search answers from the term entries alone. */
export type NameOrder = 'NOME_AZ' | 'NOME_ZA';

/** Whether `ordenacao` is a name order ({@link termPageByName} answers it). */
export function isNameOrder(ordenacao: string): ordenacao is NameOrder {
  return ordenacao === 'NOME_AZ' || ordenacao === 'NOME_ZA';
}

/**
 * One page of a term search in name order (ADR 0075): the ids of the products holding a term
 * that starts with `raiz`, by `nome_chave` then `idproduto` (descending for NOME_ZA, as the plain
 * listing), read from the term entries' own name key (migration 0014) with an index-only scan of
 * the range (`produto_termos_nome_idx`, or `…_nome_categoria_idx` within a category) and a top-N
 * sort: no product row is read before the page's. A product with several terms in the range
 * counts once. Terms exist for active products only, so the page holds active products.
 *
 * The name index was walked instead before, probing each product for the term. A name holds its
 * own words, so the matches of a common word lie together far along it: at a million products
 * `refrigerante` probed 816,686 entries (5.5 s) before its first match.
 *
 * @param filter the category, and a several-word search's other words (each entry of the range
 *   is checked for them, see otherWordsSql)
 * @param page `offset` and `limit` in products
 * @returns the page's product ids, in order
 */
export async function termPageByName(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  ordenacao: NameOrder,
  filter: TermFilter,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const rows = await rawRows<{ idproduto: number }>(
    db,
    termPageByNameQuery(idfornecedor, raiz, ordenacao, filter, page),
  );
  return rows.map((r) => Number(r.idproduto));
}

/** The statement of {@link termPageByName} (its plan is tested: it reads no product row). */
export function termPageByNameQuery(
  idfornecedor: string,
  raiz: string,
  ordenacao: NameOrder,
  filter: TermFilter,
  page: { offset: number; limit: number },
): SQL {
  const direction = ordenacao === 'NOME_ZA' ? sql`DESC` : sql`ASC`;
  return sql`SELECT t.idproduto FROM produto_termos t
    WHERE t.idfornecedor = ${idfornecedor} AND t.termo >= ${raiz} AND t.termo < ${rangeEnd(raiz)}
    ${otherWordsSql(filter)}
    GROUP BY t.nome_chave, t.idproduto
    ORDER BY t.nome_chave ${direction}, t.idproduto ${direction}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * The category and the other words of `filter` on the entry `t`. The typed words' own stems
 * (`otherStems`) are checked on the product's other terms, an index-only probe of
 * `produto_termos`' primary key each; a corrected or stop-word search's prefix query reads the
 * product's `busca` instead (filterSql), as the relevance walk does.
 */
function otherWordsSql(filter: TermFilter): SQL {
  if (!filter.prefixQuery || !filter.otherStems?.length) return filterSql(filter);
  const probes = filter.otherStems.map(
    (other) => sql`AND EXISTS (SELECT 1 FROM produto_termos o WHERE o.idproduto = t.idproduto
      AND o.termo >= ${other} AND o.termo < ${rangeEnd(other)})`,
  );
  return sql.join([filterSql({ idcategoria: filter.idcategoria }), ...probes], sql` `);
}
