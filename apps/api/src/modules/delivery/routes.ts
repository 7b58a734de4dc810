import type { FastifyInstance } from 'fastify';
import { FormasEntregaParams, FormasEntregaQuery, FormasEntregaResposta } from '@vitrine/contract';
import { centavosToReais } from '@vitrine/domain';
import { defineRoute, registerRoute } from '../../http/register-route.ts';
import { deliveryOptions } from './delivery-service.ts';

const routes = {
  forms: defineRoute({
    method: 'GET',
    path: '/v4/app/:apptoken/formas-entrega/:idfornecedor',
    params: FormasEntregaParams,
    query: FormasEntregaQuery,
    reply: FormasEntregaResposta,
    tags: ['Entrega'],
    auth: 'customer',
    summary: 'Formas de entrega do fornecedor para o cliente',
    description:
      'GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}?idendereco&tipoEntrega&idformapagamento ' +
      "(Bearer, session of that supplier). The type is resolved from the supplier's has-delivery/has-collect " +
      "tags. RETIRADA: free pickup with the active stores in lojas. DELIVERY: idendereco (the customer's) must " +
      "fall in a service area, else 422 'O fornecedor não atende no endereço informado'. taxaEntrega in reais; " +
      'datas are YYYY-MM-DD (no Sundays).',
  }),
};

/**
 * Delivery options of a supplier for the logged-in customer.
 * @see spec §4 Delivery, §7 Delivery, §8 Delivery and address
 */
export default async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(
    app,
    routes.forms,
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
