import type { UsuarioSessao } from '@vitrine/contract';
import { isAwaitingApproval } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findLinkedUserById, linkedClients } from '../linked-users/linked-users-repository.ts';
import { representativeName } from '../representatives/representatives-repository.ts';
import type { SessionActor } from './sessions.ts';
import { findCustomerById, type CustomerAtSupplier } from './users-repository.ts';

/** A session's customer and who acts for them, as the login, switch and session check need. */
export interface SessionSubject {
  idcliente: number;
  idfornecedor: string;
  actor: SessionActor;
}

/**
 * The customer as the storefront sees it at one supplier, with who acts for them (spec §3 User
 * / customer: principal, usuario_vinculado_logado, loginAsUsuarioVinculado, loginAsRepresentante,
 * idapikeys, listaClientesVinculados).
 * @returns null when the customer or their registration at the supplier is gone.
 */
export async function sessionUser(
  db: DbOrTx,
  subject: SessionSubject,
): Promise<UsuarioSessao | null> {
  const customer = await findCustomerById(db, subject.idcliente, subject.idfornecedor);
  if (!customer?.cadastro) return null;
  const { actor } = subject;
  const linked =
    actor.idusuarioVinculado === undefined
      ? null
      : await findLinkedUserById(db, actor.idusuarioVinculado);
  const representante =
    actor.idrepresentante === undefined
      ? null
      : {
          idrepresentante: actor.idrepresentante,
          nome: (await representativeName(db, actor.idrepresentante)) ?? '',
        };
  return {
    ...customerAtSupplier(customer, customer.cadastro),
    principal: linked === null,
    usuario_vinculado_logado: linked && {
      idusuario_vinculado: linked.idusuarioVinculado,
      nome: linked.nome,
      email: linked.email,
    },
    loginAsUsuarioVinculado: linked !== null,
    loginAsRepresentante: representante !== null,
    representante,
    idapikeys: actor.idapikeys ?? null,
    listaClientesVinculados: linked
      ? await linkedClients(db, linked.idusuarioVinculado, subject.idfornecedor)
      : [],
  };
}

/** The actor of a stored session row (nulls dropped). */
export function actorOf(session: {
  idusuarioVinculado: number | null;
  idrepresentante: number | null;
  idapikeys: number | null;
}): SessionActor {
  const actor: SessionActor = {};
  if (session.idusuarioVinculado !== null) actor.idusuarioVinculado = session.idusuarioVinculado;
  if (session.idrepresentante !== null) actor.idrepresentante = session.idrepresentante;
  if (session.idapikeys !== null) actor.idapikeys = session.idapikeys;
  return actor;
}

/** Whether the session is the main customer's own (no linked user, representative or api key). */
export function isMainCustomer(session: SessionActor | Parameters<typeof actorOf>[0]): boolean {
  return (
    (session.idusuarioVinculado ?? null) === null &&
    (session.idrepresentante ?? null) === null &&
    (session.idapikeys ?? null) === null
  );
}

/**
 * `cadastro_aprovado` is false only when the supplier requires approval (tags support-budget or
 * block-not-approved-user) and the registration is not approved: login still succeeds and the
 * storefront shows 'Cadastro em análise' (spec §4 Login 3).
 */
function customerAtSupplier(
  customer: CustomerAtSupplier,
  cadastro: NonNullable<CustomerAtSupplier['cadastro']>,
): UsuarioSessao {
  return {
    idcliente: customer.idcliente,
    nome: customer.nome,
    email: customer.email,
    cpf: customer.cpf,
    cpf_length: customer.cpf?.length ?? 0,
    idfornecedor: cadastro.idfornecedor,
    idcadastroextracliente: cadastro.idcadastroextracliente,
    cadastro_aprovado: !isAwaitingApproval(cadastro.tags, cadastro.cadastroAprovado),
    termosuso: cadastro.termosusoAceitosEm !== null,
    principal: true,
    fornecedor_logado: cadastro.idfornecedor,
    fornecedor_slug: cadastro.slug,
    fornecedor_dominio: cadastro.dominio,
  };
}
