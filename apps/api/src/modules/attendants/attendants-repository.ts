import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { atendentes, cadastrosCliente, clientes } from '../../db/schema/index.ts';

/** An attendant row as the login needs it. */
export interface AttendantAccount {
  idatendente: number;
  idfornecedor: string;
  nome: string;
  senhaHash: string;
  ativo: boolean;
}

/**
 * The attendant with this e-mail (compared lower-case, as stored), or null.
 * @see spec §6 Attendant
 */
export async function findAttendantByEmail(
  db: DbOrTx,
  email: string,
): Promise<AttendantAccount | null> {
  const [row] = await db
    .select({
      idatendente: atendentes.idatendente,
      idfornecedor: atendentes.idfornecedor,
      nome: atendentes.nome,
      senhaHash: atendentes.senhaHash,
      ativo: atendentes.ativo,
    })
    .from(atendentes)
    .where(eq(atendentes.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** A customer as the attendant sees them: id and name. */
export interface NegotiationCustomer {
  idcliente: number;
  nome: string;
}

/**
 * The customer when registered at `idfornecedor` (`cadastros_cliente`), else null: an attendant
 * only negotiates with their own supplier's customers.
 */
export async function findCustomerAtSupplier(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
): Promise<NegotiationCustomer | null> {
  const [row] = await db
    .select({ idcliente: clientes.idcliente, nome: clientes.nome })
    .from(clientes)
    .innerJoin(
      cadastrosCliente,
      and(
        eq(cadastrosCliente.idcliente, clientes.idcliente),
        eq(cadastrosCliente.idfornecedor, idfornecedor),
      ),
    )
    .where(eq(clientes.idcliente, idcliente))
    .limit(1);
  return row ?? null;
}
