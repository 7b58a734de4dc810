import type { ClienteVinculado } from '@vitrine/contract';

/**
 * Who acts in the logged-in session, as the header shows it (spec §6): a linked user with the
 * clients it can switch between, or a representative serving a client ('Atendendo {cliente}').
 * Built server-side from the session check's reply; never carries a token.
 */
export type SessionRole =
  | { papel: 'cliente' }
  | { papel: 'apikey' }
  | {
      papel: 'vinculado';
      /** The linked user's own name. */
      nome: string;
      clientes: ClienteVinculado[];
      /** Open the customer-selection modal (just logged in, several clients, none chosen). */
      escolhaPendente: boolean;
    }
  | { papel: 'representante'; nome: string };

/**
 * The role of a session from the session check (`UsuarioSessao`) and the cookie's pending flag.
 * @see spec §3 User / customer (principal, usuario_vinculado_logado, listaClientesVinculados,
 *   loginAsRepresentante, idapikeys)
 */
export function sessionRole(
  cliente: {
    usuario_vinculado_logado?: { nome: string } | null;
    listaClientesVinculados?: ClienteVinculado[];
    representante?: { nome: string } | null;
    idapikeys?: number | null;
  },
  escolhaPendente = false,
): SessionRole {
  if (cliente.usuario_vinculado_logado)
    return {
      papel: 'vinculado',
      nome: cliente.usuario_vinculado_logado.nome,
      clientes: cliente.listaClientesVinculados ?? [],
      escolhaPendente: escolhaPendente && (cliente.listaClientesVinculados?.length ?? 0) > 1,
    };
  if (cliente.representante) return { papel: 'representante', nome: cliente.representante.nome };
  if (cliente.idapikeys != null) return { papel: 'apikey' };
  return { papel: 'cliente' };
}
