import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import { MSG, VALIDATION_MSG } from '@vitrine/domain';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
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
  if (digits.length === 11 && isValidCpf(digits)) return { cpf: digits };
  if (digits.length === 14 && isValidCnpj(digits)) return { cpf: digits };
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
  /**
   * `true` only on `/autenticar/representante` (a representative's own credentials); on the
   * customer login it is answered 400 'Erro tentando autenticar. Verifique suas credenciais'.
   */
  loginAsRepresentante: z.boolean().optional(),
  tokenOrigin: texto().max(500).nullish(),
  /**
   * A linked user's login: the client to act for (one of listaClientesVinculados); the first
   * linked client when absent. Ignored for a main customer.
   */
  idcliente: z.union([z.number(), texto().max(20)]).nullish(),
  /** Accepted for compatibility; the registration is resolved from the supplier. */
  idcadastroextracliente: z.union([z.number(), texto().max(20)]).nullish(),
});
export type AutenticarBody = z.infer<typeof AutenticarBody>;

/** The linked user behind a session (spec §3 usuario_vinculado_logado). */
export const UsuarioVinculadoLogado = z.object({
  idusuario_vinculado: z.number().int(),
  nome: z.string(),
  email: z.string(),
});
export type UsuarioVinculadoLogado = z.infer<typeof UsuarioVinculadoLogado>;

/** The sales representative behind a session. */
export const RepresentanteAtuando = z.object({
  idrepresentante: z.number().int(),
  nome: z.string(),
});
export type RepresentanteAtuando = z.infer<typeof RepresentanteAtuando>;

/** One client of a customer-selection list (linked users and representatives, spec §2). */
export const ClienteVinculado = z.object({
  idcliente: z.number().int(),
  nome: z.string(),
  /** CPF (11) or CNPJ (14) digits, no mask; null when none on file. */
  cpf: z.string().nullable(),
  cpf_length: z.number().int(),
});
export type ClienteVinculado = z.infer<typeof ClienteVinculado>;

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
  /** True for a main customer acting for themself; false for a linked user (spec §6). */
  principal: z.boolean(),
  /** The linked user acting for this customer (spec §3 usuario_vinculado_logado), else null. */
  usuario_vinculado_logado: UsuarioVinculadoLogado.nullable().optional(),
  /** True when a linked user logged in (spec §3 loginAsUsuarioVinculado). */
  loginAsUsuarioVinculado: z.boolean().optional(),
  /** True when a sales representative acts for this customer (spec §3 loginAsRepresentante). */
  loginAsRepresentante: z.boolean().optional(),
  /** The representative acting for this customer, else null. */
  representante: RepresentanteAtuando.nullable().optional(),
  /** The api key an ERP integration logged in with (spec §3 idapikeys), else null. */
  idapikeys: z.number().int().nullable().optional(),
  /**
   * The clients a linked user may act for at this supplier (spec §3 listaClientesVinculados),
   * for the customer-selection modal; empty for anyone else.
   */
  listaClientesVinculados: z.array(ClienteVinculado).optional(),
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

/**
 * Login reply when the password is right but the customer is registered only at another
 * supplier (spec §4 Login 5): where to log in instead, with a single-use login token. Only
 * after the password check; never to an unauthenticated caller.
 */
export const LoginOutroFornecedor = z.object({
  outroFornecedor: z.literal(true),
  /** Single-use token (256 bits, base64url), valid LOGIN_TOKEN_TTL_SECONDS (default 120 s). */
  logintoken: z.string(),
  /** The e-mail the token is bound to (the customer's CPF/CNPJ digits when no e-mail). */
  loginemail: z.string(),
  idfornecedor: z.string(),
  fornecedor_slug: z.string(),
  fornecedor_dominio: z.string().nullable(),
});
export type LoginOutroFornecedor = z.infer<typeof LoginOutroFornecedor>;

/** The customer login's reply: logged in, or sent to the customer's supplier. */
export const LoginResposta = z.union([Usuario, LoginOutroFornecedor]);
export type LoginResposta = z.infer<typeof LoginResposta>;

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

/** A successful login reply (not a redirect to another supplier). */
export function isLoggedIn(reply: LoginResposta): reply is Usuario {
  return !('outroFornecedor' in reply);
}

/** The users calls of the route table (spec §7 Users). */
export const usersRoutes = {
  candidate: defineRoute({
    ...routePaths.users.candidate,
    auth: 'public',
    tags: ['Usuários'],
    summary: 'Consulta de candidato ao login (e-mail ou CPF/CNPJ)',
    description:
      'GET /v2/app/{apptoken}/usuario/{login}?idfornecedor — first step of the login (spec §4 Login 1). ' +
      'Reveals only the first name and cpf_length of a customer registered at idfornecedor, of a customer ' +
      'registered only at another supplier (the password step must follow so that the login can send them ' +
      'there, spec §4 Login 5; which supplier is said only after the password check) or of a linked user ' +
      "with a client at idfornecedor. Without idfornecedor: 404. 400 'Email ou CPF Invalido' for a malformed " +
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
      'login or a wrong password; 429 when rate-limited: per client address (trusted proxy chain only), ' +
      "per account with a back-off per client that the owner's correct password from elsewhere is not " +
      'blocked by, and globally (ADR 0013). ' +
      "400 'Email ou CPF Invalido' for a login that is no e-mail nor valid CPF/CNPJ; 400 'Erro tentando " +
      "autenticar. Verifique suas credenciais' for loginAsRepresentante=true (representatives use " +
      '/autenticar/representante). ' +
      'HOW A CUSTOMER IS MATCHED ACROSS SUPPLIERS: a customer is one identity for every supplier, found ' +
      'by e-mail (lower-case) or CPF/CNPJ digits, with one registration per supplier. When the password ' +
      'is right and the customer is registered at idfornecedor, the session is opened there. When the ' +
      'password is right but the customer has no registration at idfornecedor, the reply is ' +
      '{ outroFornecedor: true, logintoken, loginemail, idfornecedor, fornecedor_slug, fornecedor_dominio } ' +
      'naming the supplier of the EARLIEST registration (lowest idcadastroextracliente): the storefront ' +
      'goes to /{slug}/login-token/{logintoken}/{loginemail} there (spec §4 Login 5). The token is single-use, ' +
      'valid 2 minutes, stored as SHA-256 and bound to the e-mail and that supplier. A wrong password gets ' +
      'the same 401 as an unknown login, so nothing is revealed before the password check. ' +
      'LINKED USERS log in here with their own e-mail and password: the session is opened for the client ' +
      'in idcliente (or the first linked client) with principal=false, usuario_vinculado_logado and ' +
      'listaClientesVinculados.',
    params: AppTokenUsuarioParams,
    body: AutenticarBody,
    reply: LoginResposta,
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
