import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CaracteristicaDef, ValorCaracteristica } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  cadastrosCliente,
  caracteristicas,
  clientes,
  valoresCaracteristicaCliente,
  type AplicacaoCaracteristica,
} from '../../db/schema/index.ts';

/** A customer identity as registration and recovery need it (the password hash included). */
export type IdentityRow = Pick<
  typeof clientes.$inferSelect,
  'idcliente' | 'nome' | 'email' | 'cpf' | 'documentoEstrangeiro' | 'senhaHash' | 'telefone'
>;

const identityColumns = {
  idcliente: clientes.idcliente,
  nome: clientes.nome,
  email: clientes.email,
  cpf: clientes.cpf,
  documentoEstrangeiro: clientes.documentoEstrangeiro,
  senhaHash: clientes.senhaHash,
  telefone: clientes.telefone,
};

/** What identifies a customer at registration: an e-mail and maybe a CPF/CNPJ or foreign document. */
export interface IdentityKeys {
  email: string;
  cpf: string | null;
  documentoEstrangeiro: string | null;
}

/**
 * Every identity that holds one of `keys` (at most one per key: the columns are unique), locked
 * for the caller's transaction so two registrations of one e-mail cannot both create it.
 */
export async function findIdentities(tx: DbOrTx, keys: IdentityKeys): Promise<IdentityRow[]> {
  const where: SQL[] = [eq(clientes.email, keys.email)];
  if (keys.cpf) where.push(eq(clientes.cpf, keys.cpf));
  if (keys.documentoEstrangeiro)
    where.push(eq(clientes.documentoEstrangeiro, keys.documentoEstrangeiro));
  return tx
    .select(identityColumns)
    .from(clientes)
    .where(or(...where))
    .for('update');
}

/** The identity of `idcliente`, or null. */
export async function findIdentityById(db: DbOrTx, idcliente: number): Promise<IdentityRow | null> {
  const [row] = await db
    .select(identityColumns)
    .from(clientes)
    .where(eq(clientes.idcliente, idcliente))
    .limit(1);
  return row ?? null;
}

/** The registration of a customer at one supplier, or null when not registered there. */
export async function findRegistration(
  db: DbOrTx,
  idcliente: number,
  idfornecedor: string,
): Promise<typeof cadastrosCliente.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(cadastrosCliente)
    .where(
      and(
        eq(cadastrosCliente.idcliente, idcliente),
        eq(cadastrosCliente.idfornecedor, idfornecedor),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A supplier's active characteristics of customers or orders, in their order. */
export async function listCharacteristics(
  db: DbOrTx,
  idfornecedor: string,
  aplicacao: AplicacaoCaracteristica,
): Promise<(Omit<CaracteristicaDef, 'opcoes'> & { opcoes: string[]; ordem: number })[]> {
  // Prepared: every order checks its characteristics in its transaction (ADR 0065).
  return preparedStatement(db, 'vitrine_characteristics', (d) =>
    characteristicsQuery(d).prepare('vitrine_characteristics'),
  ).execute({ idfornecedor, aplicacao });
}

/** The characteristics query, with its placeholders (exported for the plan test). */
export function characteristicsQuery(db: DbOrTx) {
  return db
    .select({
      id: caracteristicas.idcaracteristica,
      nome: caracteristicas.nome,
      tipo: caracteristicas.tipo,
      opcoes: caracteristicas.opcoes,
      obrigatoria: caracteristicas.obrigatoria,
      ordem: caracteristicas.ordem,
    })
    .from(caracteristicas)
    .where(
      and(
        eq(caracteristicas.idfornecedor, sql.placeholder('idfornecedor')),
        eq(caracteristicas.aplicacao, sql.placeholder('aplicacao')),
        eq(caracteristicas.ativa, true),
      ),
    )
    .orderBy(asc(caracteristicas.ordem), asc(caracteristicas.idcaracteristica));
}

/** A registration's answers to the supplier's customer characteristics. */
export async function listCustomerValues(
  db: DbOrTx,
  idcadastroextracliente: number,
): Promise<ValorCaracteristica[]> {
  return db
    .select({
      id: valoresCaracteristicaCliente.idcaracteristica,
      valor: valoresCaracteristicaCliente.valor,
    })
    .from(valoresCaracteristicaCliente)
    .where(eq(valoresCaracteristicaCliente.idcadastroextracliente, idcadastroextracliente));
}

/** Replaces a registration's answers (already checked against the supplier's characteristics). */
export async function replaceCustomerValues(
  tx: DbOrTx,
  idcadastroextracliente: number,
  values: readonly ValorCaracteristica[],
): Promise<void> {
  await tx
    .delete(valoresCaracteristicaCliente)
    .where(eq(valoresCaracteristicaCliente.idcadastroextracliente, idcadastroextracliente));
  if (values.length > 0)
    await tx
      .insert(valoresCaracteristicaCliente)
      .values(
        values.map((v) => ({ idcadastroextracliente, idcaracteristica: v.id, valor: v.valor })),
      );
}
