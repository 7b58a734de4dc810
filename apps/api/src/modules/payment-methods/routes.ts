import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import { InvalidInputError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { changePaymentMethod } from './change-payment-method.ts';

/**
 * Payment method of an order: `PUT /v4/orders/payment-method/{idfornecedor}/order/{numpedido}`
 * (query idfornecedor, body idformapagto and quantParcelas). The request-context hook has checked
 * the customer's session at the path's supplier (403 otherwise) and resolved the tenant.
 * @see spec §7 Orders; issue 10 §5
 */
export default async function paymentMethodsRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    apiRoutes.paymentMethods.change,
    async (request) => {
      const { idfornecedor, numpedido } = request.params;
      if (request.query.idfornecedor !== undefined && request.query.idfornecedor !== idfornecedor)
        throw new InvalidInputError(APP_MSG.invalidRequest, 'idfornecedor');
      return changePaymentMethod(
        app.db,
        request.supplier,
        request.customer.idcliente,
        numpedido,
        request.body,
      );
    },
    { tenant: true },
  );
}
