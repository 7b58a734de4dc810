import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { quantityToMilli } from '@vitrine/domain';
import { cepPoint } from '../../adapters/cep/cep-point.ts';
import { createCepProvider } from '../../adapters/cep/cep-providers.ts';
import { registerRoute } from '../../http/register-route.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { toFormaEntrega } from './delivery-form-mapper.ts';
import { customerDeliveryOptions, locationDeliveryOptions } from './delivery-lookups.ts';
import type { DeliveryOptions } from './delivery-service.ts';

/** The §7 delivery reply: forms in reais with their dates, stores nearest first. */
function toResposta(options: DeliveryOptions) {
  return {
    tipoEntrega: options.tipoEntrega,
    formas: options.formas.map(toFormaEntrega),
    lojas: options.lojas,
  };
}

/**
 * Delivery forms of a supplier: for one of the customer's addresses, and for a CEP or point
 * (visitor or customer).
 * @see spec §4 Delivery, §5 fee lookups, §7 Delivery, §8 Delivery and address
 */
export default async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  // A CEP sent without lat/lng is placed by the CEP provider (for the polygons and distances).
  const cep = createCepProvider(app.config);
  // The by-CEP lookup is open to visitors and prices products: limited like the other lookups.
  const quoteLimit = limitRequests(app, {
    name: 'formas-entrega-cep',
    perClient: app.config.LOOKUP_RATE_LIMIT_PER_MINUTE,
    global: app.config.LOOKUP_GLOBAL_RATE_LIMIT_PER_MINUTE,
  });
  registerRoute(
    app,
    apiRoutes.delivery.forms,
    async (request) =>
      toResposta(
        await customerDeliveryOptions(app.db, request.supplier, {
          idcliente: request.customer.idcliente,
          tipoEntrega: request.query.tipoEntrega,
          idendereco: request.query.idendereco,
        }),
      ),
    { tenant: true },
  );
  registerRoute(
    app,
    apiRoutes.delivery.quote,
    async (request) => {
      const { lat, lng } = request.query;
      return toResposta(
        await locationDeliveryOptions(app.db, request.supplier, {
          cep: request.params.cep,
          point:
            lat !== undefined && lng !== undefined
              ? { lat, lng }
              : await cepPoint(cep, request.params.cep),
          tipoEntrega: request.query.tipoEntrega,
          itens: request.body.produtos.map((p) => ({
            idproduto: p.id,
            quantidadeMilli: quantityToMilli(p.quantidade),
            embalarParaPresente: p.embalarParaPresente,
          })),
        }),
      );
    },
    { tenant: true, config: { mensagemLegada: true }, onRequest: [quoteLimit] },
  );
}
