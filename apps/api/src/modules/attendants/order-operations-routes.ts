import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG, quantityToMilli, reaisToCentavos } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { toPedidoDetalhe } from '../orders/order-mapper.ts';
import { findOrder } from '../orders/orders-repository.ts';
import { registerRoute } from '../../http/register-route.ts';
import { orderLifecycleEffects } from '../orders/order-effects.ts';
import { finishPicking, moveOrder, priceQuote } from '../orders/order-fulfilment.ts';

/**
 * The supplier staff's order operations (attendant API, tag "Atendimento"): read an order, move it along
 * the lifecycle, finish picking with the weighed quantities (invoicing and NF-e), price a quote.
 * The request-context hook has checked the attendant's session and that `:idfornecedor` is the
 * attendant's supplier (403 otherwise); every order is looked up within that supplier (404).
 * @see spec §6 Attendant; ADR 0019, ADR 0024
 */
export default async function orderOperationsRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => ({ db: app.db, log: app.log, effects: orderLifecycleEffects(app) });

  registerRoute(app, apiRoutes.attendants.order, async (request) => {
    const row = await findOrder(
      app.db,
      request.attendant.idfornecedor,
      null,
      request.params.numpedido,
    );
    if (!row) throw new NotFoundError(APP_MSG.orderNotFound);
    return toPedidoDetalhe(row);
  });

  registerRoute(app, apiRoutes.attendants.orderEvent, async (request) =>
    moveOrder(
      deps(),
      request.attendant.idfornecedor,
      request.params.numpedido,
      request.body.evento,
      request.attendant,
    ),
  );

  registerRoute(app, apiRoutes.attendants.finishPicking, async (request) =>
    finishPicking(
      deps(),
      request.attendant.idfornecedor,
      request.params.numpedido,
      // Decimal quantities become milli-units here, at the edge.
      new Map(request.body.itens.map((i) => [i.id, quantityToMilli(i.quantidade)])),
      request.attendant,
    ),
  );

  registerRoute(app, apiRoutes.attendants.priceQuote, async (request) =>
    priceQuote(
      deps(),
      request.attendant.idfornecedor,
      request.params.numpedido,
      new Map(request.body.itens.map((i) => [i.id, reaisToCentavos(i.precoUnitario)])),
      request.attendant,
    ),
  );
}
