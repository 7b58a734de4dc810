import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNTS_MSG } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { cadastrosCliente } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/app-errors.ts';

/**
 * Approves a customer's registration at one supplier (issue 11 §2 "approved by a seed/admin
 * action"): sets `cadastro_aprovado` and, the first time only, `aprovado_em`. Idempotent.
 * Scoped to `idfornecedor`: another supplier's registration is never touched.
 * @returns the approval time (the first one on a repeated call).
 * @throws NotFoundError (404) when the customer is not registered at the supplier.
 */
export async function approveRegistration(
  db: DbOrTx,
  idcliente: number,
  idfornecedor: string,
): Promise<Date> {
  const [row] = await db
    .update(cadastrosCliente)
    .set({
      cadastroAprovado: true,
      aprovadoEm: sql`coalesce(${cadastrosCliente.aprovadoEm}, now())`,
    })
    .where(
      and(
        eq(cadastrosCliente.idcliente, idcliente),
        eq(cadastrosCliente.idfornecedor, idfornecedor),
      ),
    )
    .returning({ aprovadoEm: cadastrosCliente.aprovadoEm });
  if (!row?.aprovadoEm) throw new NotFoundError(ACCOUNTS_MSG.customerNotAtSupplier);
  return row.aprovadoEm;
}
