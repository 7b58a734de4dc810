import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { registerRoute } from '../../http/register-route.ts';
import { accessStatus } from './access-status.ts';

/**
 * Access gates: the customer's access state at a supplier (approval, prices, ordering gate,
 * terms). The request-context hook has checked the session is the path's customer at the
 * path's supplier (403 otherwise) and loaded the tenant.
 * @see spec §4 Session check, §6 tags
 */
export default async function accessRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    apiRoutes.terms.access,
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return accessStatus(app.db, request.customer.idcliente, request.supplier);
    },
    { tenant: true },
  );
}
