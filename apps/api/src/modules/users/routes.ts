import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hash, verify } from '@node-rs/argon2';
import { apiRoutes, parseLogin, type UsuarioSessao } from '@vitrine/contract';
import { MSG, isAwaitingApproval } from '@vitrine/domain';
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { bearerToken, openSession, revokeSession } from './sessions.ts';
import {
  findCustomerById,
  findCustomerByLogin,
  type CustomerAtSupplier,
} from './users-repository.ts';

/**
 * Users: candidate lookup, login, logout and session check.
 * @see spec §4 Login, Logout, Session check; §7 Users; §8 Login and users
 */
export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, apiRoutes.users.candidate, async (request) => {
    const login = parseLogin(request.params.login);
    if (!login) throw new InvalidInputError(MSG.invalidCandidateLookup, 'login');
    const customer = await findCustomerByLogin(app.db, login, request.query.idfornecedor);
    if (!customer) throw new NotFoundError(MSG.invalidCredentials);
    return {
      idcliente: customer.idcliente,
      nome: firstName(customer.nome),
      cpf_length: customer.cpf?.length ?? 0,
      cadastradoNoFornecedor: customer.cadastro !== null,
    };
  });

  registerRoute(
    app,
    apiRoutes.users.login,
    async (request) => {
      const body = request.body;
      // Representatives authenticate separately (spec §6); that flow is a later issue.
      if (body.loginAsRepresentante === true)
        throw new InvalidInputError(MSG.authenticationError, 'loginAsRepresentante');
      const login = parseLogin(body.cpf);
      if (!login) throw new InvalidInputError(MSG.invalidCandidateLookup, 'cpf');

      const customer = await findCustomerByLogin(app.db, login, body.idfornecedor);
      // Always run one argon2 verification so an unknown login costs about as much as a known one.
      const passwordOk = await verifyPassword(
        customer?.senhaHash ?? (await dummyHash()),
        body.senha,
      );
      if (!customer || !passwordOk || !customer.cadastro)
        throw new UnauthenticatedError(MSG.invalidCredentials);

      const { token, jwttoken } = await openSession(
        app.db,
        app.config,
        customer.idcliente,
        customer.cadastro.idfornecedor,
      );
      return { ...toUsuarioSessao(customer, customer.cadastro), token, jwttoken };
    },
    {
      config: {
        rateLimit: {
          max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          // Per client address AND per login: one attacker cannot lock everyone out, and one
          // account cannot be brute-forced from many addresses faster than the limit.
          keyGenerator: loginRateLimitKey,
          // After body parsing, so the key can read the login.
          hook: 'preHandler',
        },
      },
    },
  );

  registerRoute(app, apiRoutes.users.logout, async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await revokeSession(app.db, token);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.users.session, async (request) => {
    const session = request.customer;
    const customer = await findCustomerById(app.db, session.idcliente, session.idfornecedor);
    if (!customer?.cadastro) throw new UnauthenticatedError(MSG.sessionExpired);
    return toUsuarioSessao(customer, customer.cadastro);
  });
}

/**
 * The customer as the storefront sees it at one supplier. `cadastro_aprovado` is false only
 * when the supplier requires approval (tags support-budget or block-not-approved-user) and the
 * registration is not approved: login still succeeds and the storefront shows 'Cadastro em
 * análise' (spec §4 Login 3).
 */
function toUsuarioSessao(
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

function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? '';
}

async function verifyPassword(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    // A malformed stored hash never authenticates.
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** An argon2id hash of a random secret, computed once, to verify against for unknown logins. */
function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(32).toString('hex'));
  return dummy;
}

/** Rate-limit key of a login attempt: client address + the login as typed (lower-cased). */
function loginRateLimitKey(request: FastifyRequest): string {
  const body = request.body as { cpf?: unknown } | undefined;
  const login =
    typeof body?.cpf === 'string' ? body.cpf.replace(/[.\-/\s]/g, '').toLowerCase() : '';
  return `${request.ip}|${login}`;
}
