import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { apiRoutes } from '@vitrine/contract';
import { AFTER_SALE_MSG } from '@vitrine/domain';
import { ForbiddenError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { orderLifecycleEffects } from './order-effects.ts';
import { exportOrders } from './order-export.ts';
import { acceptQuote, cancelByCustomer } from './order-fulfilment.ts';
import { rateOrder } from './order-rating.ts';

/**
 * The buyer's after-sale calls: cancel an order before it leaves the store, accept a priced
 * quote, rate a delivered order (form-encoded, spec §7 avaliar) and export the orders (XLSX or
 * CSV, spec §7 export). Each acts on the session customer's own orders at the session's supplier.
 * @see issue 10 §5, ADR 0024
 */
export default async function afterSaleRoutes(app: FastifyInstance): Promise<void> {
  // The rating is form-encoded (spec §7); the parser is scoped to this plugin's routes.
  await app.register(formbody, { bodyLimit: 4096 });
  const deps = () => ({ db: app.db, log: app.log, effects: orderLifecycleEffects(app) });

  registerRoute(app, apiRoutes.orders.cancel, async (request) =>
    cancelByCustomer(deps(), request.customer, request.params.numpedido),
  );

  registerRoute(app, apiRoutes.orders.acceptQuote, async (request) =>
    acceptQuote(deps(), request.customer, request.params.numpedido),
  );

  registerRoute(app, apiRoutes.orders.rate, async (request) =>
    rateOrder(app.db, request.customer, request.params.numpedido, request.body),
  );

  registerRoute(
    app,
    apiRoutes.orders.export,
    async (request, reply) => {
      if (request.params.id !== request.customer.idcliente)
        throw new ForbiddenError(AFTER_SALE_MSG.exportNotYours, 'id');
      const file = await exportOrders(app.db, request.customer, request.body);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    {
      // Building a workbook is the heaviest read a customer can ask for: a few per minute.
      onRequest: [limitRequests(app, { name: 'orders-export', perClient: 60, global: 1200 })],
    },
  );
}
