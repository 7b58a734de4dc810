import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { MSG } from '@vitrine/domain';
import { UnauthenticatedError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { actorOf, sessionUser } from '../users/session-user.ts';
import { openSession } from '../users/sessions.ts';
import { findCustomerById } from '../users/users-repository.ts';
import { consumeLoginToken, issueLoginToken } from './login-tokens-repository.ts';

/**
 * Login tokens (spec §2 Routes login-token, §4 Login 5): the exchange behind the storefront's
 * `/{slug}/login-token/{logintoken}/{loginemail}` route, and issuing one for the current
 * session (moving to the supplier's own domain). Tokens are 256-bit, so the request limits
 * are enough against guessing.
 */
export default async function loginTokensRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;

  registerRoute(
    app,
    apiRoutes.loginTokens.exchange,
    async (request) => {
      const { logintoken, loginemail, idfornecedor } = request.body;
      const result = await app.db.transaction(async (tx) => {
        const grant = await consumeLoginToken(tx, logintoken, loginemail, idfornecedor);
        if (!grant) return null;
        const usuario = await sessionUser(tx, { ...grant });
        if (!usuario) return null;
        const opened = await openSession(
          tx,
          config,
          grant.idcliente,
          grant.idfornecedor,
          grant.actor,
        );
        return { ...usuario, ...opened };
      });
      if (!result) throw new UnauthenticatedError(MSG.tokenLoginFailed);
      return result;
    },
    {
      onRequest: [
        limitRequests(app, {
          name: 'login-token',
          perClient: config.LOGIN_RATE_LIMIT_PER_MINUTE,
          global: config.LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE,
        }),
      ],
    },
  );

  registerRoute(app, apiRoutes.loginTokens.issue, async (request) => {
    const session = request.customer;
    const customer = await findCustomerById(app.db, session.idcliente, session.idfornecedor);
    const loginemail = customer?.email ?? customer?.cpf;
    if (!customer?.cadastro || !loginemail) throw new UnauthenticatedError(MSG.sessionExpired);
    const logintoken = await issueLoginToken(app.db, {
      idcliente: session.idcliente,
      idfornecedor: session.idfornecedor,
      loginemail,
      actor: actorOf(session),
    });
    return {
      outroFornecedor: true as const,
      logintoken,
      loginemail: loginemail.toLowerCase(),
      idfornecedor: session.idfornecedor,
      fornecedor_slug: customer.cadastro.slug,
      fornecedor_dominio: customer.cadastro.dominio,
    };
  });
}
