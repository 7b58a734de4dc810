import type { FastifyInstance } from 'fastify';
import { apiRoutes, parseLogin, type LoginIdentificador } from '@vitrine/contract';
import { MSG } from '@vitrine/domain';
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { clientAddress } from '../../plugins/client-address.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { checkPassword } from './password-check.ts';
import { bearerToken, openSession, revokeSession } from './sessions.ts';
import { findLinkedUserByEmail, linkedClients } from '../linked-users/linked-users-repository.ts';
import { loginLinkedUser, sendToOwnSupplier } from './login-variants.ts';
import { actorOf, sessionUser } from './session-user.ts';
import { findCustomerByLogin } from './users-repository.ts';

/**
 * Users: candidate lookup, login, logout and session check.
 * @see spec §4 Login, Logout, Session check; §7 Users; §8 Login and users
 */
export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const throttle = createLoginThrottle(config, app.redis);

  // Spec §4 Login 1: the modal greets the customer by first name before asking the password.
  // Answered for a customer registered at the supplier asked for, for a customer registered
  // only at another supplier (the password step must follow so that §4 Login 5 can send them
  // there — which supplier is said only after the password check) and for a linked user with a
  // client there (spec §6). Nothing else: no customer id, no supplier, no approval state.
  registerRoute(
    app,
    apiRoutes.users.candidate,
    async (request) => {
      const login = parseLogin(request.params.login);
      if (!login) throw new InvalidInputError(MSG.invalidCandidateLookup, 'login');
      const idfornecedor = request.query.idfornecedor;
      if (idfornecedor === undefined) throw new NotFoundError(MSG.invalidCredentials);
      const customer = await findCustomerByLogin(app.db, login, idfornecedor);
      // A customer of this supplier is greeted by first name (spec §4 Login 1). One registered
      // only elsewhere may go on to the password step (§4 Login 5: the login then sends them to
      // their supplier), but nothing about them is said before the password: no name.
      if (customer)
        return {
          nome: customer.cadastro ? firstName(customer.nome) : '',
          cpf_length: customer.cpf?.length ?? 0,
        };
      const linked = 'email' in login ? await findLinkedUserByEmail(app.db, login.email) : null;
      if (
        linked &&
        (await linkedClients(app.db, linked.idusuarioVinculado, idfornecedor)).length > 0
      )
        return { nome: firstName(linked.nome), cpf_length: 0 };
      throw new NotFoundError(MSG.invalidCredentials);
    },
    {
      onRequest: [
        limitRequests(app, {
          name: 'candidate',
          perClient: config.CANDIDATE_RATE_LIMIT_PER_MINUTE,
          global: config.CANDIDATE_GLOBAL_RATE_LIMIT_PER_MINUTE,
        }),
      ],
    },
  );

  registerRoute(
    app,
    apiRoutes.users.login,
    async (request) => {
      const body = request.body;
      // Representatives authenticate at /autenticar/representante (spec §6), never here.
      if (body.loginAsRepresentante === true)
        throw new InvalidInputError(MSG.authenticationError, 'loginAsRepresentante');
      const login = parseLogin(body.cpf);
      if (!login) throw new InvalidInputError(MSG.invalidCandidateLookup, 'cpf');
      const client = clientAddress(request, config.STOREFRONT_API_SECRET);

      const customer = await findCustomerByLogin(app.db, login, body.idfornecedor);
      // No customer logs in with this e-mail: it may be a linked user's (spec §6).
      if (!customer && 'email' in login) {
        const linked = await findLinkedUserByEmail(app.db, login.email);
        if (linked) return loginLinkedUser(app, throttle, client, linked, body);
      }
      const account = customer ? `cliente:${customer.idcliente}` : `login:${loginKey(login)}`;
      const known = await checkPassword(throttle, account, client, customer, body.senha);
      if (!known.cadastro) return sendToOwnSupplier(app, known);

      const { token, jwttoken } = await openSession(
        app.db,
        app.config,
        known.idcliente,
        known.cadastro.idfornecedor,
      );
      const usuario = await sessionUser(app.db, {
        idcliente: known.idcliente,
        idfornecedor: known.cadastro.idfornecedor,
        actor: {},
      });
      if (!usuario) throw new UnauthenticatedError(MSG.invalidCredentials);
      return { ...usuario, token, jwttoken };
    },
    {
      // Every attempt, right or wrong, counts per client address and over all clients; wrong
      // passwords also count per account (`throttle`, see login-throttle.ts).
      onRequest: [
        limitRequests(app, {
          name: 'login',
          perClient: config.LOGIN_RATE_LIMIT_PER_MINUTE,
          global: config.LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE,
        }),
      ],
    },
  );

  registerRoute(app, apiRoutes.users.logout, async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await revokeSession(app.db, token);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.users.session, async (request) => {
    const session = request.customer;
    const usuario = await sessionUser(app.db, {
      idcliente: session.idcliente,
      idfornecedor: session.idfornecedor,
      actor: actorOf(session),
    });
    if (!usuario) throw new UnauthenticatedError(MSG.sessionExpired);
    return usuario;
  });
}

function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? '';
}

/** An unknown login's counter key: the normalised e-mail or CPF/CNPJ digits, never the mask. */
function loginKey(login: LoginIdentificador): string {
  return 'email' in login ? login.email : login.cpf;
}
