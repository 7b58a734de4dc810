import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
        eq(cadastrosCliente.idcliente, idcliente),
        eq(cadastrosCliente.idfornecedor, idfornecedor),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  if (!row) return null;
  return {
    cadastroAprovado: row.cadastroAprovado,
    cadastroConfirmado: row.cadastroConfirmadoEm !== null,
    termosusoVersao: versionNumber(row.termosusoVersao),
    termosusoAceitosEm: row.termosusoAceitosEm,
  };
}

/** `cadastros_cliente.termosuso_versao` (text) as the version number, null when none or not numeric. */
function versionNumber(stored: string | null): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  return Number.parseInt(stored, 10);
}
