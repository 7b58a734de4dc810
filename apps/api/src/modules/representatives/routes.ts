import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { MSG, ROLES_MSG } from '@vitrine/domain';
import { ForbiddenError, UnauthenticatedError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { clientAddress } from '../../plugins/client-address.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { createLoginThrottle } from '../users/login-throttle.ts';
import { checkPassword } from '../users/password-check.ts';
import { sessionUser } from '../users/session-user.ts';
import { openSession } from '../users/sessions.ts';
import {
  findRepresentativeByEmail,
  openRepresentativeSession,
  portfolio,
} from './representatives-repository.ts';

/**
 * Sales representatives (spec §1 Users, §3 Representative, §6): their own login, their
 * portfolio, and acting as one client of it (a customer session with idrepresentante). The
 * request-context hook has checked the representative's session and, on the portfolio, that
 * `:idfornecedor` is the representative's supplier (403 otherwise).
 */
export default async function representativesRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  // The customer login's machinery and limits, with its own counters (accounts `representante:…`).
  const throttle = createLoginThrottle(config, app.redis);

  registerRoute(
    app,
    apiRoutes.representatives.login,
    async (request) => {
      const email = request.body.cpf.trim().toLowerCase();
      const found = await findRepresentativeByEmail(app.db, email);
      const account = found
        ? `representante:${found.idrepresentante}`
        : `representante-login:${email}`;
      const client = clientAddress(request, config.STOREFRONT_API_SECRET);
      const known = await checkPassword(throttle, account, client, found, request.body.senha);
      // Deactivated, or staff of another supplier: refused with the same text as a wrong password.
      if (!known.ativo || known.idfornecedor !== request.body.idfornecedor)
        throw new UnauthenticatedError(MSG.invalidCredentials);
      const tokenRepresentante = await openRepresentativeSession(
        app.db,
        config,
        known.idrepresentante,
      );
      return {
        idusuario: known.idrepresentante,
        nome: known.nome,
        email: known.email,
        idfornecedor: known.idfornecedor,
        tokenRepresentante,
        access: await portfolio(app.db, known.idrepresentante, known.idfornecedor),
      };
    },
    {
      onRequest: [
        limitRequests(app, {
          name: 'representative-login',
          perClient: config.LOGIN_RATE_LIMIT_PER_MINUTE,
          global: config.LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE,
        }),
      ],
    },
  );

  registerRoute(app, apiRoutes.representatives.portfolio, async (request) => {
    const rep = request.representative;
    if (request.params.idusuario !== rep.idrepresentante)
      throw new ForbiddenError(ROLES_MSG.notInPortfolio);
    return { clientes: await portfolio(app.db, rep.idrepresentante, rep.idfornecedor) };
  });

  registerRoute(app, apiRoutes.representatives.access, async (request) => {
    const rep = request.representative;
    const idcliente = request.params.idcliente;
    const [inPortfolio] = await portfolio(app.db, rep.idrepresentante, rep.idfornecedor, idcliente);
    if (!inPortfolio) throw new ForbiddenError(ROLES_MSG.notInPortfolio);
    const actor = { idrepresentante: rep.idrepresentante };
    const { token, jwttoken } = await openSession(
      app.db,
      config,
      idcliente,
      rep.idfornecedor,
      actor,
    );
    const usuario = await sessionUser(app.db, {
      idcliente,
      idfornecedor: rep.idfornecedor,
      actor,
    });
    if (!usuario) throw new ForbiddenError(ROLES_MSG.notInPortfolio);
    return { ...usuario, token, jwttoken };
  });
}
