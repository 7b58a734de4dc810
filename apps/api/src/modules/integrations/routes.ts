import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG, MSG, ROLES_MSG } from '@vitrine/domain';
import {
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
} from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { clientAddress } from '../../plugins/client-address.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { createLoginThrottle } from '../users/login-throttle.ts';
import { sessionUser } from '../users/session-user.ts';
import { openSession } from '../users/sessions.ts';
import { findApiKey, mappedCustomer } from './api-keys-repository.ts';

/**
 * ERP integrations (spec §2 Query parameters, §6 Integration): api key + ERP user id → a
 * session of the mapped customer carrying idapikeys. Keys are 256-bit random values, so guessing
 * is hopeless; the per-address limit and a per-client back-off after failures (the login
 * throttle, accounts `apikey-client`) keep probing cheap to refuse.
 */
export default async function integrationsRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const throttle = createLoginThrottle(config, app.redis);

  registerRoute(
    app,
    apiRoutes.integrations.login,
    async (request) => {
      const { apiKey, idFornecedor } = request.body;
      const idErpUsuario = String(request.body.idErpUsuario);
      const client = clientAddress(request, config.STOREFRONT_API_SECRET);
      const account = 'apikey-client';
      const wait = await throttle.waitBefore(account, client);
      if (wait > 0) throw new RateLimitedError(APP_MSG.rateLimited, wait / 1000);
      const key = await findApiKey(app.db, apiKey);
      if (!key || key.revogadaEm !== null) {
        await throttle.recordFailure(account, client);
        throw new UnauthenticatedError(ROLES_MSG.apiKeyInvalid);
      }
      if (key.idfornecedor !== idFornecedor)
        throw new ForbiddenError(ROLES_MSG.apiKeyOtherSupplier);
      const idcliente = await mappedCustomer(app.db, key.idapikeys, idErpUsuario);
      if (idcliente === null) throw new NotFoundError(ROLES_MSG.erpUserUnknown);
      const actor = { idapikeys: key.idapikeys };
      const usuario = await sessionUser(app.db, { idcliente, idfornecedor: idFornecedor, actor });
      // Mapped to a customer no longer registered at the supplier: no client to log in as.
      if (!usuario) throw new NotFoundError(MSG.apiKeyLoginFailed);
      const { token, jwttoken } = await openSession(app.db, config, idcliente, idFornecedor, actor);
      return { ...usuario, token, jwttoken };
    },
    {
      onRequest: [
        limitRequests(app, {
          name: 'api-key-login',
          perClient: config.LOGIN_RATE_LIMIT_PER_MINUTE,
          global: config.LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE,
        }),
      ],
    },
  );
}
