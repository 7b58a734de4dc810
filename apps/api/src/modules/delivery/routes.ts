import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { centavosToReais } from '@vitrine/domain';
import { registerRoute } from '../../http/register-route.ts';
import { deliveryOptions } from './delivery-service.ts';

/**
 * Delivery options of a supplier for the logged-in customer.
 * @see spec §4 Delivery, §7 Delivery, §8 Delivery and address
 */
export default async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    apiRoutes.delivery.forms,
    async (request) => {
      const options = await deliveryOptions(app.db, request.supplier, {
        idcliente: request.customer.idcliente,
        tipoEntrega: request.query.tipoEntrega,
        idendereco: request.query.idendereco,
      });
      return {
        tipoEntrega: options.tipoEntrega,
        formas: options.formas.map(({ taxaEntregaCentavos, ...forma }) => ({
          ...forma,
          taxaEntrega: centavosToReais(taxaEntregaCentavos),
        })),
        lojas: options.lojas,
      };
    },
    { tenant: true },
  );
}
