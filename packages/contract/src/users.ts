import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import { MSG, VALIDATION_MSG } from '@vitrine/domain';
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { IdFornecedor, onlyDigits } from './common.ts';

/**
 * Users: candidate lookup, login, logout and session check (spec §3 User / customer, §4 Login,
 * Logout, Session check, §7 Users). `{apptoken}` and `{apptoken}{sep}{idcliente}` travel in one
 * path segment named `apptoken` (see the API description at /docs).
 */

/** A login identifier as typed by the customer: an e-mail, or a CPF/CNPJ with or without mask. */
export type LoginIdentificador = { email: string } | { cpf: string };

const EmailSchema = z.email();

/**
 * Classifies what a customer typed in the login field (spec §4 Login step 1).
 * @returns `{ email }` (trimmed, lower-case) for a valid e-mail; `{ cpf }` (digits only) for a
 *   CPF (11) or CNPJ (14) with valid check digits, mask (`.`, `-`, `/`, spaces) allowed;
 *   null for anything else (the API answers 400 'Email ou CPF Invalido').
 */
export function parseLogin(login: string): LoginIdentificador | null {
  const value = login.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return EmailSchema.safeParse(email).success ? { email } : null;
  }
  if (!/^[\d.\-/\s]+$/.test(value)) return null;
  const digits = onlyDigits(value);
  if (digits.length === 11 && isValidCPF(digits)) return { cpf: digits };
  if (digits.length === 14 && isValidCNPJ(digits)) return { cpf: digits };
  return null;
}

/** Path of `GET /v2/app/{apptoken}/usuario/{login}`. */
export const UsuarioCandidatoParams = z.object({
  apptoken: texto().describe('{apptoken}'),
  login: texto().max(254).describe('E-mail, ou CPF/CNPJ com ou sem máscara'),
});
export type UsuarioCandidatoParams = z.infer<typeof UsuarioCandidatoParams>;

/** Query of the candidate lookup: the supplier the customer is logging in to. */
export const UsuarioCandidatoQuery = z.object({
  idfornecedor: IdFornecedor.optional(),
});
export type UsuarioCandidatoQuery = z.infer<typeof UsuarioCandidatoQuery>;

/**
 * The candidate lookup reply: just enough to greet the customer and pick the CPF/CNPJ mask,
 * never the e-mail, document or approval state.
 */
export const UsuarioCandidato = z.object({
  /** First name only: the password step greets the customer by it. */
  nome: z.string(),
  /** 14 means CNPJ, otherwise CPF; 0 when the customer has no document on file. */
  cpf_length: z.number().int(),
});
export type UsuarioCandidato = z.infer<typeof UsuarioCandidato>;

/** Path of `POST /v1/app/{apptoken}/usuario/autenticar` and `GET /v1/app/{apptoken}/cliente/logout`. */
export const AppTokenUsuarioParams = z.object({
  apptoken: texto().describe('{apptoken}'),
});
export type AppTokenUsuarioParams = z.infer<typeof AppTokenUsuarioParams>;

/** Login body (spec §7 Users). `cpf` carries an e-mail or a CPF/CNPJ, masked or not. */
export const AutenticarBody = z.object({
  cpf: texto(VALIDATION_MSG.loginRequired)
    .trim()
    .min(1, VALIDATION_MSG.loginRequired)
    .max(254, MSG.invalidCandidateLookup)
    .describe('E-mail, ou CPF/CNPJ com ou sem máscara'),
  senha: texto(VALIDATION_MSG.passwordRequired)
    .min(1, VALIDATION_MSG.passwordRequired)
    .max(256, VALIDATION_MSG.passwordInvalid),
  idfornecedor: IdFornecedor,
  /** Representative login (`true`) is not supported yet: answered 400. */
  loginAsRepresentante: z.boolean().optional(),
  tokenOrigin: texto().max(500).nullish(),
  /** Accepted for compatibility with linked-user flows; ignored for now. */
  idcliente: z.union([z.number(), texto().max(20)]).nullish(),
  /** Accepted for compatibility; the registration is resolved from the supplier. */
  idcadastroextracliente: z.union([z.number(), texto().max(20)]).nullish(),
});
export type AutenticarBody = z.infer<typeof AutenticarBody>;

/** The logged-in customer without the session tokens (session check reply). */
export const UsuarioSessao = z.object({
  idcliente: z.number().int(),
  /** Full name. */
  nome: z.string(),
  email: z.string().nullable(),
  /** CPF (11) or CNPJ (14) digits, no mask. */
  cpf: z.string().nullable(),
  /** 14 means CNPJ, otherwise CPF; 0 when the customer has no document on file. */
  cpf_length: z.number().int(),
  /** The supplier the session is bound to (UUID). */
  idfornecedor: z.string(),
  /** The customer's registration at that supplier. */
  idcadastroextracliente: z.number().int(),
  /**
   * False only when the supplier requires approval (tags support-budget or
   * block-not-approved-user) and the registration is not approved yet: the storefront then
   * shows 'Cadastro em análise'.
   */
  cadastro_aprovado: z.boolean(),
  /** Whether the terms of use of this supplier were accepted (spec §5: per supplier). */
  termosuso: z.boolean(),
  /** True for a main customer (linked users are a later issue). */
  principal: z.boolean(),
  /** The supplier the customer is logged in to (UUID, same as idfornecedor). */
  fornecedor_logado: z.string(),
  fornecedor_slug: z.string(),
  fornecedor_dominio: z.string().nullable(),
});
export type UsuarioSessao = z.infer<typeof UsuarioSessao>;

/** Login reply (spec §3 User / customer): the customer plus the session tokens. */
export const Usuario = UsuarioSessao.extend({
  /** Opaque revocable session token: send as `Authorization: Bearer <token>`. */
  token: z.string(),
  /** Short-lived JWT (HS256, `sub` = idcliente), also used by the chat socket. */
  jwttoken: z.string(),
});
export type Usuario = z.infer<typeof Usuario>;

/** Logout reply. */
export const LogoutResposta = z.object({ ok: z.literal(true) });
export type LogoutResposta = z.infer<typeof LogoutResposta>;

/** Path of `GET /v1/app/{apptoken}{sep}{idcliente}/cliente`. */
export const SessaoClienteParams = z.object({
  apptoken: texto().describe('{apptoken}{sep}{idcliente}, e.g. vitrine-web~42'),
});
export type SessaoClienteParams = z.infer<typeof SessaoClienteParams>;

/** Query of the session check (spec §7): accepted for compatibility, not needed to answer. */
export const SessaoClienteQuery = z.object({
  email: texto().max(254).optional(),
  idcadastroextracliente: texto().max(20).optional(),
});
export type SessaoClienteQuery = z.infer<typeof SessaoClienteQuery>;

/** The users calls of the route table (spec §7 Users). */
export const usersRoutes = {
  candidate: defineRoute({
    ...routePaths.users.candidate,
    auth: 'public',
    tags: ['Usuários'],
    summary: 'Consulta de candidato ao login (e-mail ou CPF/CNPJ)',
    description:
      'GET /v2/app/{apptoken}/usuario/{login}?idfornecedor — first step of the login (spec §4 Login 1). ' +
      'Reveals only the first name and cpf_length of a customer registered at idfornecedor; a customer of ' +
      "another supplier gets the same 404 as an unknown login. 400 'Email ou CPF Invalido' for a malformed " +
      "login; 404 'Usuário inexistente ou credenciais inválidas'; 429 past the per-address or global rate.",
    params: UsuarioCandidatoParams,
    query: UsuarioCandidatoQuery,
    reply: UsuarioCandidato,
  }),
  login: defineRoute({
    ...routePaths.users.login,
    auth: 'public',
    tags: ['Usuários'],
    summary: 'Login do cliente (e-mail ou CPF/CNPJ e senha)',
    description:
      'POST /v1/app/{apptoken}/usuario/autenticar — opens a revocable session and returns the customer ' +
      "with token (Bearer) and jwttoken. 401 'Usuário inexistente ou credenciais inválidas' for an unknown " +
      'login, a wrong password or a customer not registered at idfornecedor; 429 when rate-limited: per ' +
      'client address (trusted proxy chain only), per account with a back-off per client that the ' +
      "owner's correct password from elsewhere is not blocked by, and globally (ADR 0013). " +
      'loginAsRepresentante=true is not supported yet (400).',
    params: AppTokenUsuarioParams,
    body: AutenticarBody,
    reply: Usuario,
  }),
  logout: defineRoute({
    ...routePaths.users.logout,
    auth: 'customer-optional',
    tags: ['Usuários'],
    summary: 'Logout: revoga a sessão do token Bearer',
    description:
      'GET /v1/app/{apptoken}/cliente/logout with Authorization: Bearer <token>. Idempotent: an unknown, ' +
      'already revoked or missing token also answers { ok: true }.',
    params: AppTokenUsuarioParams,
    reply: LogoutResposta,
  }),
  session: defineRoute({
    ...routePaths.users.session,
    auth: 'customer',
    tags: ['Usuários'],
    summary: 'Verificação de sessão: o cliente logado',
    description:
      'GET /v1/app/{apptoken}{sep}{idcliente}/cliente (Bearer) → the customer without tokens, for the ' +
      "session's supplier. 401 'Sessão expirada, efetue login novamente' when the session expired or was " +
      "revoked; 403 for another customer's id. Query email and idcadastroextracliente are accepted and ignored.",
    params: SessaoClienteParams,
    query: SessaoClienteQuery,
    reply: UsuarioSessao,
  }),
};
