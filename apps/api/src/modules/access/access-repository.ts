import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { cadastrosCliente } from '../../db/schema/index.ts';

/** What the access gates read of one customer's registration at one supplier. */
export interface RegistrationAccess {
  cadastroAprovado: boolean;
  cadastroConfirmado: boolean;
  termosusoVersao: number | null;
  termosusoAceitosEm: Date | null;
}

/**
 * The customer's registration at the supplier, or null when there is none. `lock: 'share'`
 * takes a row lock until the transaction ends, so an approval revoked concurrently waits for
 * the order being placed, and a revocation committed before is seen (spec §6 ordering gate).
 */
export async function findRegistrationAccess(
  db: DbOrTx,
  idcliente: number,
  idfornecedor: string,
  lock?: 'share',
): Promise<RegistrationAccess | null> {
  // Prepared: every order (share-locked) and every cart of a support-budget supplier read it.
  const name = lock ? 'vitrine_registration_share' : 'vitrine_registration';
  const [row] = await preparedStatement(db, name, (d) =>
    registrationAccessQuery(d, lock).prepare(name),
  ).execute({ idcliente, idfornecedor });
  if (!row) return null;
  return {
    cadastroAprovado: row.cadastroAprovado,
    cadastroConfirmado: row.cadastroConfirmadoEm !== null,
    termosusoVersao: versionNumber(row.termosusoVersao),
    termosusoAceitosEm: row.termosusoAceitosEm,
  };
}

/** The registration query, with its placeholders, share-locked or not (exported for the plan test). */
export function registrationAccessQuery(db: DbOrTx, lock?: 'share') {
  const query = db
    .select({
      cadastroAprovado: cadastrosCliente.cadastroAprovado,
      cadastroConfirmadoEm: cadastrosCliente.cadastroConfirmadoEm,
      termosusoVersao: cadastrosCliente.termosusoVersao,
      termosusoAceitosEm: cadastrosCliente.termosusoAceitosEm,
    })
    .from(cadastrosCliente)
    .where(
      and(
        eq(cadastrosCliente.idcliente, sql.placeholder('idcliente')),
        eq(cadastrosCliente.idfornecedor, sql.placeholder('idfornecedor')),
      ),
    )
    .limit(1);
  return lock ? query.for('share') : query;
}

/** `cadastros_cliente.termosuso_versao` (text) as the version number, null when none or not numeric. */
function versionNumber(stored: string | null): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  return Number.parseInt(stored, 10);
}
