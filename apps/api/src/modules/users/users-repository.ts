import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { LoginIdentificador } from '@vitrine/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cadastrosCliente, clientes, fornecedores } from '../../db/schema/index.ts';

/** A customer with their registration at one supplier (null when not registered there). */
export interface CustomerAtSupplier {
  idcliente: number;
  nome: string;
  email: string | null;
  cpf: string | null;
  senhaHash: string;
  cadastro: {
    idcadastroextracliente: number;
    cadastroAprovado: boolean;
    termosusoAceitosEm: Date | null;
    idfornecedor: string;
    slug: string;
    dominio: string | null;
    tags: string[];
  } | null;
}

function byLogin(login: LoginIdentificador): SQL {
  return 'email' in login ? eq(clientes.email, login.email) : eq(clientes.cpf, login.cpf);
}

/**
 * Finds a customer by e-mail (lower-case) or CPF/CNPJ digits, with the registration at
 * `idfornecedor` when given. One query: the supplier join is a LEFT JOIN scoped to that
 * supplier, so another supplier's registration is never read.
 * @returns null when no customer has that login.
 */
export async function findCustomerByLogin(
  db: DbOrTx,
  login: LoginIdentificador,
  idfornecedor: string | undefined,
): Promise<CustomerAtSupplier | null> {
  return findCustomer(db, byLogin(login), idfornecedor);
}

/**
 * Finds a customer by id with the registration at `idfornecedor` (session check).
 * @returns null when the customer does not exist.
 */
export async function findCustomerById(
  db: DbOrTx,
  idcliente: number,
  idfornecedor: string,
): Promise<CustomerAtSupplier | null> {
  return findCustomer(db, eq(clientes.idcliente, idcliente), idfornecedor);
}

async function findCustomer(
  db: DbOrTx,
  where: SQL,
  idfornecedor: string | undefined,
): Promise<CustomerAtSupplier | null> {
  // No supplier given: match no registration (an impossible uuid keeps one query shape).
  const supplier = idfornecedor ?? '00000000-0000-0000-0000-000000000000';
  const [row] = await db
    .select({
      idcliente: clientes.idcliente,
      nome: clientes.nome,
      email: clientes.email,
      cpf: clientes.cpf,
      senhaHash: clientes.senhaHash,
      idcadastroextracliente: cadastrosCliente.idcadastroextracliente,
      cadastroAprovado: cadastrosCliente.cadastroAprovado,
      termosusoAceitosEm: cadastrosCliente.termosusoAceitosEm,
      idfornecedor: fornecedores.idfornecedor,
      slug: fornecedores.slug,
      dominio: fornecedores.dominio,
      tags: fornecedores.tags,
    })
    .from(clientes)
    .leftJoin(
      cadastrosCliente,
      and(
        eq(cadastrosCliente.idcliente, clientes.idcliente),
        eq(cadastrosCliente.idfornecedor, supplier),
      ),
    )
    .leftJoin(fornecedores, eq(fornecedores.idfornecedor, cadastrosCliente.idfornecedor))
    .where(where)
    .limit(1);
  if (!row) return null;
  const {
    idcadastroextracliente,
    cadastroAprovado,
    termosusoAceitosEm,
    idfornecedor: idf,
    slug,
    dominio,
    tags,
    ...cliente
  } = row;
  return {
    ...cliente,
    cadastro:
      idcadastroextracliente !== null &&
      cadastroAprovado !== null &&
      idf !== null &&
      slug !== null &&
      tags !== null
        ? {
            idcadastroextracliente,
            cadastroAprovado,
            termosusoAceitosEm,
            idfornecedor: idf,
            slug,
            dominio,
            tags,
          }
        : null,
  };
}

/**
 * The supplier of the customer's earliest registration (lowest idcadastroextracliente): where a
 * customer who is not registered at the supplier asked for is sent (spec §4 Login 5).
 * @returns null when the customer is registered nowhere.
 */
export async function firstRegistration(
  db: DbOrTx,
  idcliente: number,
): Promise<{ idfornecedor: string; slug: string; dominio: string | null } | null> {
  const [row] = await db
    .select({
      idfornecedor: fornecedores.idfornecedor,
      slug: fornecedores.slug,
      dominio: fornecedores.dominio,
    })
    .from(cadastrosCliente)
    .innerJoin(fornecedores, eq(fornecedores.idfornecedor, cadastrosCliente.idfornecedor))
    .where(eq(cadastrosCliente.idcliente, idcliente))
    .orderBy(asc(cadastrosCliente.idcadastroextracliente))
    .limit(1);
  return row ?? null;
}
