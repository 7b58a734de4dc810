import { sql, type SQL } from 'drizzle-orm';
import { wordsArrayLiteral } from './search-text.ts';

/**
 * The condition that the product of the entry `alias` also holds a term starting with every
 * stem of the text array `stems` (an SQL expression: a prepared statement's placeholder, or a
 * bound array): one probe of the entries' primary key (idproduto, termo) per stem, reading no
 * product row (ADR 0095, ADR 0096). Over an array, so one prepared statement serves any number
 * of words; none is always true.
 */
export function holdsEveryStemSql(alias: string, stems: SQL): SQL {
  return sql`AND NOT EXISTS (SELECT 1 FROM unnest(${stems}) s(raiz)
    WHERE NOT EXISTS (SELECT 1 FROM produto_termos o
      WHERE o.idproduto = ${sql.raw(alias)}.idproduto AND o.termo >= s.raiz
        AND o.termo < s.raiz || chr(1114111)))`;
}

/** {@link holdsEveryStemSql} for stems known when the statement is composed (bound as one array). */
export function holdsStemsSql(alias: string, stems: readonly string[]): SQL {
  return holdsEveryStemSql(alias, sql`${wordsArrayLiteral(stems)}::text[]`);
}
