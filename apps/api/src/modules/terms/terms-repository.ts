import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { cadastrosCliente, termosUso, termosUsoAceites } from '../../db/schema/index.ts';

/** One published terms version. */
export interface TermsVersion {
  versao: number;
  titulo: string;
  conteudo: string;
}

/**
 * The supplier's current terms: the highest version already published, or null when it
 * publishes none (then nobody is asked to accept anything).
 * @see spec §5 terms of use per supplier
 */
export async function findCurrentTerms(
  db: DbOrTx,
  idfornecedor: string,
  now = new Date(),
): Promise<TermsVersion | null> {
  // Prepared: every order reads it in its transaction (ADR 0065).
  const [row] = await preparedStatement(db, 'vitrine_current_terms', (d) =>
    currentTermsQuery(d).prepare('vitrine_current_terms'),
  ).execute({ idfornecedor, agora: now });
  return row ?? null;
}

/** The current-terms query, with its placeholders (exported for the plan test). */
export function currentTermsQuery(db: DbOrTx) {
  return db
    .select({ versao: termosUso.versao, titulo: termosUso.titulo, conteudo: termosUso.conteudo })
    .from(termosUso)
    .where(
      and(
        eq(termosUso.idfornecedor, sql.placeholder('idfornecedor')),
        lte(termosUso.publicadoEm, sql.placeholder('agora')),
      ),
    )
    .orderBy(desc(termosUso.versao))
    .limit(1);
}

/** The current version number only (see {@link findCurrentTerms}). */
export async function currentTermsVersion(
  db: DbOrTx,
  idfornecedor: string,
  now = new Date(),
): Promise<number | null> {
  return (await findCurrentTerms(db, idfornecedor, now))?.versao ?? null;
}

/** One published version of the supplier's terms, or null (unknown or not yet published). */
export async function findTermsVersion(
  db: DbOrTx,
  idfornecedor: string,
  versao: number,
  now = new Date(),
): Promise<TermsVersion | null> {
  const [row] = await db
    .select({ versao: termosUso.versao, titulo: termosUso.titulo, conteudo: termosUso.conteudo })
    .from(termosUso)
    .where(
      and(
        eq(termosUso.idfornecedor, idfornecedor),
        eq(termosUso.versao, versao),
        lte(termosUso.publicadoEm, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Records an acceptance: the registration's latest version and time, plus a history row.
 * Scoped by customer and supplier; call inside a transaction.
 * @returns false when the customer has no registration at the supplier (nothing written).
 */
export async function recordAcceptance(
  tx: DbOrTx,
  idcliente: number,
  idfornecedor: string,
  versao: number,
  at: Date,
): Promise<boolean> {
  const updated = await tx
    .update(cadastrosCliente)
    .set({ termosusoVersao: String(versao), termosusoAceitosEm: at })
    .where(
      and(
        eq(cadastrosCliente.idcliente, idcliente),
        eq(cadastrosCliente.idfornecedor, idfornecedor),
      ),
    )
    .returning({ id: cadastrosCliente.idcadastroextracliente });
  if (updated.length === 0) return false;
  await tx.insert(termosUsoAceites).values({ idcliente, idfornecedor, versao, aceitoEm: at });
  return true;
}
