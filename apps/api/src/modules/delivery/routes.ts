import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, FormasEntregaParams, FormasEntregaQuery, FormasEntregaResposta } from '@vitrine/contract';
import { APP_MSG, centavosToReais } from '@vitrine/domain';
import { parseAppSegment } from '../../plugins/app-token.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { deliveryOptions } from './delivery-service.ts';

/**
 * Delivery options of a supplier for the logged-in customer.
 * @see spec §4 Delivery, §7 Delivery, §8 Delivery and address
 */
export default async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v4/app/:apptoken/formas-entrega/:idfornecedor', {
    schema: {
      tags: ['Entrega'],
      summary: 'Formas de entrega do fornecedor para o cliente',
      description:
        'GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}?idendereco&tipoEntrega&idformapagamento ' +
        "(Bearer, session of that supplier). The type is resolved from the supplier's has-delivery/has-collect " +
        'tags. RETIRADA: free pickup with the active stores in lojas. DELIVERY: idendereco (the customer\'s) must ' +
        "fall in a service area, else 422 'O fornecedor não atende no endereço informado'. taxaEntrega in reais; " +
        'datas are YYYY-MM-DD (no Sundays).',
      security: [{ bearer: [] }],
      params: FormasEntregaParams,
      querystring: FormasEntregaQuery,
      response: { 200: FormasEntregaResposta, ...errorResponses },
    },
  }, async (request) => {
    const { idcliente } = parseAppSegment(request.params.apptoken, app.config.APP_TOKEN);
    if (idcliente === null) throw new HttpError(400, APP_MSG.invalidRequest, 'idcliente');
    const { idfornecedor } = request.params;
    await requireCustomer(app.db, request, idcliente, idfornecedor);
    const options = await deliveryOptions(app.db, {
      idfornecedor,
      idcliente,
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
  });
}
