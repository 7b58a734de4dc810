import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG, PAYMENT_MSG, centavosToReais, centavos } from '@vitrine/domain';
import { ForbiddenError, NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import { confirmCardPayment } from './card-payment-service.ts';
import { deleteSavedCard, findSavedCard, listSavedCards } from './cards-repository.ts';
import { findPaymentMethodWithGateway } from './payments-repository.ts';

/**
 * Card payments (spec §7 Orders; issue 10 §2; ADR 0021): what the browser needs to tokenise at
 * the gateway, the confirmation with the gateway token (never number or CVC), saved cards.
 */
export default async function cardRoutes(app: FastifyInstance, opts: { gateway: PaymentGateway }) {
  const { gateway } = opts;

  registerRoute(app, apiRoutes.payments.gatewayToken, async (request) => {
    const { idsupplier, idformapagamento } = request.query;
    if (idsupplier !== request.customer.idfornecedor)
      throw new ForbiddenError(APP_MSG.forbidden, 'idsupplier');
    const method = await findPaymentMethodWithGateway(app.db, idsupplier, idformapagamento);
    if (!method || !method.ativo || method.tipo !== 'CARTAO')
      throw new NotFoundError(PAYMENT_MSG.paymentMethodNotFound);
    if (!method.gatewayAtivo) throw new NotFoundError(PAYMENT_MSG.noGateway);
    return {
      ...gateway.browserTokenisation(),
      idformapagamento,
      maxParcelas: method.maxParcelas ?? 1,
      parcelaMinima: centavosToReais(centavos(method.parcelaMinimaCentavos ?? 0)),
      margemPreAutorizacao: app.config.PAYMENT_PREAUTH_MARGIN_PERCENT,
    };
  });

  registerRoute(
    app,
    apiRoutes.payments.confirmPayment,
    async (request) =>
      confirmCardPayment(
        {
          db: app.db,
          gateway,
          marginPercent: app.config.PAYMENT_PREAUTH_MARGIN_PERCENT,
          log: request.log,
        },
        request.customer,
        request.params.numpedido,
        request.body,
      ),
    // The storefront reads the error's `Mensagem` (spec §8 Payment).
    { config: { mensagemLegada: true } },
  );

  registerRoute(app, apiRoutes.payments.savedCards, async (request) => {
    const { idfornecedor } = request.query;
    if (idfornecedor !== request.customer.idfornecedor)
      throw new ForbiddenError(APP_MSG.forbidden, 'idfornecedor');
    const cards = await listSavedCards(app.db, idfornecedor, request.customer.idcliente);
    return cards.map((c) => ({
      idcreditcard: c.idcreditcard,
      brand: c.bandeira,
      mask: c.mascara,
      validade: c.validade,
      gateway: c.gateway,
      cardId: c.gatewayCardId,
    }));
  });

  registerRoute(app, apiRoutes.payments.deleteCard, async (request) => {
    const { idcliente, idfornecedor } = request.customer;
    const card = await findSavedCard(app.db, idfornecedor, idcliente, request.params.id);
    if (!card) throw new NotFoundError(PAYMENT_MSG.savedCardNotFound);
    if (card.gateway === gateway.name) await gateway.deleteCard(card);
    await deleteSavedCard(app.db, idfornecedor, idcliente, card.idcreditcard);
    return { idcreditcard: card.idcreditcard, excluido: true as const };
  });
}
