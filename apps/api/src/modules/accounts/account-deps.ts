import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTaxRegistry } from '../../adapters/tax-registry/tax-registries.ts';
import type { TaxRegistry } from '../../adapters/tax-registry/tax-registry.ts';
import { clientAddress } from '../../plugins/client-address.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { createLoginThrottle } from '../users/login-throttle.ts';
import { checkPassword } from '../users/password-check.ts';
import type { IdentityRow } from './accounts-repository.ts';

/** What the accounts routes share: the tax registry, the password proof and the request limits. */
export interface AccountDeps {
  taxRegistry: TaxRegistry;
  /**
   * Proves a customer's password with the login's throttle (same counters as the login, per
   * customer and client address).
   * @throws UnauthenticatedError for a wrong password; RateLimitedError while backing off.
   */
  provePassword: (
    request: FastifyRequest,
  ) => (identity: IdentityRow, senha: string) => Promise<void>;
  /** The per-address and global request limit of one accounts route. */
  limit: (name: string) => ReturnType<typeof limitRequests>;
}

/** Builds the accounts dependencies of one API instance. */
export function accountDeps(app: FastifyInstance): AccountDeps {
  const { config } = app;
  const throttle = createLoginThrottle(config, app.redis);
  return {
    taxRegistry: createTaxRegistry(config),
    provePassword: (request) => async (identity, senha) => {
      const client = clientAddress(request, config.STOREFRONT_API_SECRET);
      await checkPassword(throttle, `cliente:${identity.idcliente}`, client, identity, senha);
    },
    limit: (name) =>
      limitRequests(app, {
        name,
        perClient: config.ACCOUNTS_RATE_LIMIT_PER_MINUTE,
        global: config.ACCOUNTS_GLOBAL_RATE_LIMIT_PER_MINUTE,
      }),
  };
}
