import { z } from 'zod';
import { ROLES_MSG, VALIDATION_MSG } from '@vitrine/domain';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';
import { IdNumerico } from './common.ts';
import { ClienteVinculado, Usuario } from './users.ts';

/**
 * Linked users (spec §1 Users, §6 Linked user, §7 Representatives and linked users): people
 * with their own e-mail and password who buy for one or more customer accounts. The main
 * customer lists, registers (by e-mail, with an invitation to set a password) and deletes them;
 * a linked user logs in through the ordinary login and switches between its clients.
 *
 * Meaning of the spec's placeholders, the same in every call:
 * - `{x}` and `{a}` are the app token (`apptoken`);
 * - `{y}` and `{b}` are a customer id (`idcliente`): the main customer whose linked users are
 *   managed, or — in the switch — the client the linked user wants to act for
 *   (`idclientevinculado`);
 * - `{c}` is the linked user's id (`idusuariovinculado`).
 * Only a main customer's own session (not a linked user, representative or api key acting for
 * it) manages linked users: anyone else gets 403.
 */

/** Path of the list and of the clients-linked calls: `{x}` app token, `{y}` customer. */
export const UsuariosClienteParams = z.object({
  apptoken: texto().describe('{x}: o token do aplicativo'),
  idcliente: IdNumerico.describe('{y}: o cliente da sessão'),
});
export type UsuariosClienteParams = z.infer<typeof UsuariosClienteParams>;

/** A linked user as the main customer sees it. */
export const UsuarioVinculado = z.object({
  idusuario_vinculado: z.number().int(),
  nome: z.string(),
  email: z.string(),
  /** False while the invitation is not accepted (no password yet). */
  convite_aceito: z.boolean(),
  criado_em: z.string().describe('ISO 8601'),
});
export type UsuarioVinculado = z.infer<typeof UsuarioVinculado>;

/** The customer's linked users, oldest first. */
export const UsuariosVinculadosResposta = z.object({ usuarios: z.array(UsuarioVinculado) });
export type UsuariosVinculadosResposta = z.infer<typeof UsuariosVinculadosResposta>;

/** Path of the switch: `{a}` app token, `{b}` the client to act for. */
export const TrocarClienteParams = z.object({
  apptoken: texto().describe('{a}: o token do aplicativo'),
  idclientevinculado: IdNumerico.describe('{b}: o cliente pelo qual o usuário vinculado vai atuar'),
});
export type TrocarClienteParams = z.infer<typeof TrocarClienteParams>;

/** Query of the switch: `gerar_token_jwt=true` also returns the jwttoken. */
export const TrocarClienteQuery = z.object({
  gerar_token_jwt: z.enum(['true', 'false'], VALIDATION_MSG.booleanInvalid).optional(),
});
export type TrocarClienteQuery = z.infer<typeof TrocarClienteQuery>;

/** The switch's reply: the session for the chosen client (jwttoken only when asked for). */
export const TrocarClienteResposta = Usuario.extend({ jwttoken: z.string().optional() });
export type TrocarClienteResposta = z.infer<typeof TrocarClienteResposta>;

/** Path of the registration: `{a}` app token, `{b}` the main customer. */
export const CadastrarUsuarioParams = z.object({
  apptoken: texto().describe('{a}: o token do aplicativo'),
  idcliente: IdNumerico.describe('{b}: o cliente principal'),
});
export type CadastrarUsuarioParams = z.infer<typeof CadastrarUsuarioParams>;

const EMAIL = z.email();

/** Registration body: the linked user's e-mail (and an optional display name). */
export const CadastrarUsuarioBody = z.object({
  email: texto(ROLES_MSG.emailInvalid)
    .trim()
    .max(254, ROLES_MSG.emailInvalid)
    .refine((value) => EMAIL.safeParse(value).success, ROLES_MSG.emailInvalid)
    .describe('E-mail do usuário vinculado'),
  nome: texto().trim().min(1).max(120).optional(),
});
export type CadastrarUsuarioBody = z.infer<typeof CadastrarUsuarioBody>;

/** Registration reply: the linked user and the success text. */
export const CadastrarUsuarioResposta = z.object({
  usuario: UsuarioVinculado,
  mensagem: z.string(),
});
export type CadastrarUsuarioResposta = z.infer<typeof CadastrarUsuarioResposta>;

/** Path of the delete: `{a}` app token, `{b}` the main customer, `{c}` the linked user. */
export const RemoverUsuarioParams = z.object({
  apptoken: texto().describe('{a}: o token do aplicativo'),
  idcliente: IdNumerico.describe('{b}: o cliente principal'),
  idusuariovinculado: IdNumerico.describe('{c}: o usuário vinculado'),
});
export type RemoverUsuarioParams = z.infer<typeof RemoverUsuarioParams>;

/** Delete reply. */
export const RemoverUsuarioResposta = z.object({ ok: z.literal(true) });
export type RemoverUsuarioResposta = z.infer<typeof RemoverUsuarioResposta>;

/** The clients the session's linked user may act for (empty for a main customer). */
export const ClientesVinculadosResposta = z.object({ clientes: z.array(ClienteVinculado) });
export type ClientesVinculadosResposta = z.infer<typeof ClientesVinculadosResposta>;

/** Accepting an invitation: the token of the e-mailed link and the new password. */
export const AceitarConviteBody = z.object({
  token: texto(ROLES_MSG.invitationInvalid)
    .min(20, ROLES_MSG.invitationInvalid)
    .max(100, ROLES_MSG.invitationInvalid),
  senha: texto(VALIDATION_MSG.passwordRequired)
    .min(8, ROLES_MSG.passwordTooShort)
    .max(256, VALIDATION_MSG.passwordInvalid),
});
export type AceitarConviteBody = z.infer<typeof AceitarConviteBody>;

/** Accepting reply: the linked user's e-mail, to log in with, and the success text. */
export const AceitarConviteResposta = z.object({ email: z.string(), mensagem: z.string() });
export type AceitarConviteResposta = z.infer<typeof AceitarConviteResposta>;

const MAIN_ONLY =
  "403 'Somente o cliente principal pode gerenciar usuários vinculados' for a linked user, " +
  'a representative or an api key acting for the customer.';

/** The linked-users calls of the route table (spec §7 Representatives and linked users). */
export const linkedUsersRoutes = {
  list: defineRoute({
    ...routePaths.linkedUsers.list,
    auth: 'customer',
    tags: ['Usuários vinculados'],
    summary: 'Lista os usuários vinculados do cliente',
    description:
      'POST /v1/app/{x}/usuario/{y}/usuarios — {x} app token, {y} the main customer (the session’s). ' +
      MAIN_ONLY,
    params: UsuariosClienteParams,
    reply: UsuariosVinculadosResposta,
  }),
  switchClient: defineRoute({
    ...routePaths.linkedUsers.switchClient,
    auth: 'customer',
    tags: ['Usuários vinculados'],
    summary: 'Usuário vinculado troca de cliente',
    description:
      'GET /v1/app/usuario/{a}/{b}?gerar_token_jwt — {a} app token, {b} the client to act for. The ' +
      'linked user of the Bearer session gets a new session for client {b} at the same supplier ' +
      '(sessoes.idusuario_vinculado); the old session is revoked. gerar_token_jwt=true also returns ' +
      "jwttoken. 403 'Usuário não vinculado a este cliente' when the session is no linked user's or " +
      '{b} is not one of its clients at this supplier.',
    params: TrocarClienteParams,
    query: TrocarClienteQuery,
    reply: TrocarClienteResposta,
  }),
  register: defineRoute({
    ...routePaths.linkedUsers.register,
    auth: 'customer',
    tags: ['Usuários vinculados'],
    summary: 'Cadastra um usuário vinculado por e-mail',
    description:
      'POST /v1/app/usuario/{a}/{b} body email — {a} app token, {b} the main customer. Creates the ' +
      "linked user (or links an existing one) at the session's supplier and e-mails an invitation " +
      'with a single-use set-password link (SHA-256 stored, 7 days). ' +
      MAIN_ONLY +
      " 400 when the e-mail is a customer's login or already linked.",
    params: CadastrarUsuarioParams,
    body: CadastrarUsuarioBody,
    reply: CadastrarUsuarioResposta,
  }),
  remove: defineRoute({
    ...routePaths.linkedUsers.remove,
    auth: 'customer',
    tags: ['Usuários vinculados'],
    summary: 'Remove um usuário vinculado',
    description:
      'DELETE /v1/app/usuario/{a}/{b}/{c} — {a} app token, {b} the main customer, {c} the linked ' +
      "user. Removes the link at the session's supplier and ends the linked user's sessions for {b}. " +
      MAIN_ONLY +
      " 404 'Usuário vinculado não encontrado' for a linked user of someone else.",
    params: RemoverUsuarioParams,
    reply: RemoverUsuarioResposta,
  }),
  clients: defineRoute({
    ...routePaths.linkedUsers.clients,
    auth: 'customer',
    tags: ['Usuários vinculados'],
    summary: 'Clientes pelos quais o usuário vinculado pode atuar',
    description:
      'POST /v1/app/{x}/usuario/{y}/clientes-vinculados — {x} app token, {y} the client of the ' +
      "session. Lists the clients the session's linked user may act for at this supplier (the " +
      'customer-selection modal); empty for a main customer.',
    params: UsuariosClienteParams,
    reply: ClientesVinculadosResposta,
  }),
  acceptInvitation: defineRoute({
    ...routePaths.linkedUsers.acceptInvitation,
    auth: 'public',
    tags: ['Usuários vinculados'],
    summary: 'Aceita o convite e define a senha do usuário vinculado',
    description:
      'API-only. POST /v4/usuario-vinculado/convite/aceitar body token, senha (8+ characters). ' +
      "Single-use: 401 'Convite inválido ou expirado' for an unknown, used or expired token. " +
      'Rate-limited per address and globally.',
    body: AceitarConviteBody,
    reply: AceitarConviteResposta,
  }),
};
