import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement, unseenByPlanner } from '../../db/prepared.ts';
import type { ProdutoRow } from './product-mapper.ts';
import {
  filterSql,
  MAX_SEARCH_TERMS,
  rankedRowsQuery,
  termRankingCtes,
  termStatementKey,
  termStatementName,
  walkPage,
  type TermStatementKey,
  type TermWalk,
} from './search-terms-repository.ts';
import { holdsEveryStemSql } from './stem-probes.ts';
import { wordsArrayLiteral } from './search-text.ts';

const placeholder = {
  idfornecedor: sql.placeholder('idfornecedor'),
  raiz: sql.placeholder('raiz'),
  outras: sql.placeholder('outras'),
  offset: sql.placeholder('offset'),
  idcategoria: sql.placeholder('idcategoria'),
};

/**
 * The statement of {@link severalWordsPage}, with placeholders `idfornecedor`, `raiz` (the
 * walked stem), `outras` (the other stems, a text-array literal), `offset` (not on the first
 * page) and, with a category, `idcategoria`. Exported for the plan test.
 */
export function severalWordsStatementQuery(db: Db, key: TermStatementKey) {
  const raiz = unseenByPlanner(placeholder.raiz, 'text');
  const walk: TermWalk = {
    idfornecedor: unseenByPlanner(placeholder.idfornecedor, 'uuid'),
    raiz,
    fim: sql`${raiz} || chr(1114111)`,
    ...walkPage(key, placeholder.offset),
  };
  const filter = sql`${filterSql({
    idcategoria: key.withCategory ? unseenByPlanner(placeholder.idcategoria, 'int') : undefined,
  })} ${holdsEveryStemSql('t', unseenByPlanner(placeholder.outras, 'text[]'))}`;
  const ranked = sql`
    WITH ${termRankingCtes(walk, filter)}
    SELECT ranking.idproduto, ranking.nota, (SELECT count(*)::int FROM achados) AS termos
    FROM ranking`;
  return rankedRowsQuery(db, ranked, { termos: sql<number>`r.termos`.mapWith(Number) });
}

/** The prepared statement of `key` on `db`, built and prepared on first use. */
function severalWordsStatement(db: Db, key: TermStatementKey) {
  const name = termStatementName('vitrine_palavras', key);
  return preparedStatement(db, name, (d) => severalWordsStatementQuery(d, key).prepare(name));
}

/** A page of a several-word term search, and whether its walk was cut short. */
export interface SeveralWordsPage {
  rows: ProdutoRow[];
  /** More than MAX_SEARCH_TERMS terms start with the walked stem: the ranking saw the first ones. */
  truncated: boolean;
}

/**
 * One page of a search of several words, best first, in one prepared statement (ADR 0096): the
 * walked stem's terms, each term's products best first (rankByTerm), skipping those that miss a
 * term of any other stem (checked on the product's own terms) or lie in another category, and
 * the page's product rows: what rankByTerm with the other stems and productsInOrder give one
 * after the other, with no SQL composed per request.
 *
 * @param raiz the walked stem (the rarest word's, termSearchOf)
 * @param otherStems the other words' own stems (letters and digits: stems of searchWords)
 * @param page `offset` and `limit` in products
 * @returns the page, or null when it is empty (nothing matches, or `offset` is past the
 *   matches): rankByTerm tells those apart
 */
export async function severalWordsPage(
  db: Db,
  idfornecedor: string,
  raiz: string,
  otherStems: readonly string[],
  page: { offset: number; limit: number },
  idcategoria?: number,
): Promise<SeveralWordsPage | null> {
  const key = termStatementKey(page, idcategoria);
  const rows = await severalWordsStatement(db, key).execute({
    idfornecedor,
    raiz,
    outras: wordsArrayLiteral(otherStems),
    idcategoria,
    ...(key.firstPage ? {} : { offset: page.offset }),
  });
  const first = rows[0];
  if (!first) return null;
  return {
    rows: rows.map(({ termos: _t, ...row }) => row),
    truncated: first.termos > MAX_SEARCH_TERMS,
  };
}
