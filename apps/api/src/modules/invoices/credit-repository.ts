import { and, eq, isNull, sql } from 'drizzle-orm';
import { centavos, type Centavos, type CreditLimit } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { cadastrosCliente, creditosConsumidos } from '../../db/schema/index.ts';

/*
 * The customer's invoice credit at a supplier lives on their registration there
 * (cadastros_cliente: limite_credito_total_centavos, limite_credito_disponivel_centavos). This
 * file is the only one that writes those two columns.
 */

const limitColumns = {
  limiteTotal: cadastrosCliente.limiteCreditoTotalCentavos,
  disponivel: cadastrosCliente.limiteCreditoDisponivelCentavos,
};

const registrationOf = (idfornecedor: string, idcliente: number) =>
  and(eq(cadastrosCliente.idfornecedor, idfornecedor), eq(cadastrosCliente.idcliente, idcliente));

/**
 * The customer's credit limit at the supplier (tenant-scoped), or null when they are not
 * registered there.
 */
export async function findCreditLimit(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
): Promise<CreditLimit | null> {
  const [row] = await db
    .select(limitColumns)
    .from(cadastrosCliente)
    .where(registrationOf(idfornecedor, idcliente));
  return row ?? null;
}

/**
 * Takes `valor` centavos off the customer's available credit in ONE conditional statement
 * (`UPDATE … SET disponivel = disponivel − valor WHERE disponivel >= valor`): PostgreSQL
 * re-checks the condition on the latest row version after waiting for a concurrent writer, so
 * of two racing orders only those that still fit pass.
 * @returns false when the available credit no longer covers `valor` (nothing changed).
 */
export async function consumeCredit(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  valor: Centavos,
): Promise<boolean> {
  const disponivel = cadastrosCliente.limiteCreditoDisponivelCentavos;
  const rows = await db
    .update(cadastrosCliente)
    .set({ limiteCreditoDisponivelCentavos: sql`${disponivel} - ${valor}` })
    .where(and(registrationOf(idfornecedor, idcliente), sql`${disponivel} >= ${valor}`))
    .returning({ id: cadastrosCliente.idcadastroextracliente });
  return rows.length === 1;
}

/** Records what an order consumed (one row per order). */
export async function recordConsumedCredit(
  db: DbOrTx,
  row: { numpedido: number; idfornecedor: string; idcliente: number; valorCentavos: Centavos },
): Promise<void> {
  await db.insert(creditosConsumidos).values(row);
}

/**
 * Releases the credit an order still holds, exactly once: marks its consumed row released
 * (only if not yet) and gives the amount back to the customer's available credit (never above
 * the total limit), in the caller's transaction. An order that consumed nothing, or was
 * already released, changes nothing.
 * @returns the centavos released (0 when none).
 */
export async function releaseOrderCredit(
  db: DbOrTx,
  order: { numpedido: number; idfornecedor: string; idcliente: number },
  now: Date,
): Promise<Centavos> {
  const [released] = await db
    .update(creditosConsumidos)
    .set({ liberadoEm: now })
    .where(
      and(
        eq(creditosConsumidos.numpedido, order.numpedido),
        eq(creditosConsumidos.idfornecedor, order.idfornecedor),
        eq(creditosConsumidos.idcliente, order.idcliente),
        isNull(creditosConsumidos.liberadoEm),
      ),
    )
    .returning({ valor: creditosConsumidos.valorCentavos });
  if (!released) return centavos(0);
  const { disponivel, limiteTotal } = limitColumns;
  await db
    .update(cadastrosCliente)
    .set({
      limiteCreditoDisponivelCentavos: sql`least(${limiteTotal}, ${disponivel} + ${released.valor})`,
    })
    .where(registrationOf(order.idfornecedor, order.idcliente));
  return released.valor;
}
