import { sql, type SQL } from 'drizzle-orm';
import { MAX_COUNTED_ROW_MATCHES } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { runPreparedSql } from '../../db/prepared.ts';
import { wordsArrayLiteral } from './search-text.ts';
import { holdsEveryStemSql } from './stem-probes.ts';

/** Entries of the walked range that a several-word count probes before it intersects the ranges instead. */
export const PROBED_ENTRIES = 2 * (MAX_COUNTED_ROW_MATCHES + 1);

/**
 * The statement of {@link probeCount}, with placeholders `idfornecedor`, `raiz`, `outras` (a
 * text-array literal) and, with a category, `idcategoria`. The stem is read from an InitPlan, so
 * PostgreSQL plans every execution as it plans the generic one and keeps that (ADR 0096).
 * Exported for the plan test.
 */
export function probeCountStatement(withCategory: boolean): SQL {
  const idfornecedor = sql`(SELECT ${sql.placeholder('idfornecedor')}::uuid)`;
  const raiz = sql`(SELECT ${sql.placeholder('raiz')}::text)`;
  const inCategory = withCategory
    ? sql`AND t.idcategoria = ${sql.placeholder('idcategoria')}::int`
    : sql``;
  const walked = sql`produto_termos t
    WHERE t.idfornecedor = ${idfornecedor} ${inCategory}
      AND t.termo >= ${raiz} AND t.termo < ${raiz} || chr(1114111)`;
  const cap = (n: number) => sql.raw(String(n));
  return sql`SELECT (SELECT count(*) FROM (
        SELECT 1 FROM (SELECT t.idproduto, t.termo FROM ${walked} LIMIT ${cap(PROBED_ENTRIES)}) w
        WHERE NOT EXISTS (SELECT 1 FROM produto_termos d WHERE d.idproduto = w.idproduto
            AND d.termo >= ${raiz} AND d.termo < w.termo)
          ${holdsEveryStemSql('w', sql`(SELECT ${sql.placeholder('outras')}::text[])`)}
        LIMIT ${cap(MAX_COUNTED_ROW_MATCHES + 1)}
      ) m)::int AS n,
      (SELECT count(*) FROM (SELECT 1 FROM ${walked} LIMIT ${cap(PROBED_ENTRIES + 1)}) r)::int AS lidas,
      (SELECT coalesce(sum(c.quantidade_produtos), 0) FROM termos_fornecedor c
        WHERE c.idfornecedor = ${idfornecedor} AND c.termo >= ${raiz}
          AND c.termo < ${raiz} || chr(1114111))::int AS entradas`;
}

/** What the probes of a walked range's first entries found. */
export interface ProbeCount {
  /** Products found, each once, up to MAX_COUNTED_ROW_MATCHES + 1. */
  found: number;
  /** Entries of the walked range (of the category), up to PROBED_ENTRIES + 1. */
  lidas: number;
  /** The walked stem's entries at the supplier, in all categories (termos_fornecedor). */
  entradas: number;
}

/**
 * Whether a probe count is the total: more than MAX_COUNTED_ROW_MATCHES found (a capped total),
 * or the walked range (of the category) that short that every entry was probed.
 */
export function probeDecides(probed: ProbeCount): boolean {
  return probed.found > MAX_COUNTED_ROW_MATCHES || probed.lidas <= PROBED_ENTRIES;
}

/**
 * The first PROBED_ENTRIES entries of the walked stem's range (of the category, when given),
 * each probed by primary key for an earlier term of the range (its product counted once) and
 * for every other stem, in one prepared statement: decides a several-word or in-category count
 * when the words often occur together (more than MAX_COUNTED_ROW_MATCHES found) or the range is
 * that short (`lidas` ≤ PROBED_ENTRIES). See countByTerm.
 *
 * @param otherStems the other words' own stems (none for a category alone)
 */
export async function probeCount(
  db: DbOrTx,
  idfornecedor: string,
  raiz: string,
  otherStems: readonly string[],
  idcategoria: number | undefined,
): Promise<ProbeCount> {
  const withCategory = idcategoria !== undefined;
  const [row] = await runPreparedSql<{ n: number; lidas: number; entradas: number }>(
    db,
    `vitrine_contagem_sondada_${withCategory ? 'categoria' : 'catalogo'}`,
    () => probeCountStatement(withCategory),
    { idfornecedor, raiz, outras: wordsArrayLiteral(otherStems), idcategoria },
  );
  return {
    found: Number(row?.n ?? 0),
    lidas: Number(row?.lidas ?? 0),
    entradas: Number(row?.entradas ?? 0),
  };
}
