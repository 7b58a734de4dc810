import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { PAYMENT_MSG, centavos } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  paymentGatewayFor,
  sandboxCorsOrigins,
  sandboxGatewayOf,
} from '../../adapters/payments/index.ts';
import { sandboxPspRoutes } from '../../adapters/payments/sandbox/sandbox-routes.ts';
import { boletoPdf } from './boleto-pdf.ts';
import cardRoutes from './card-routes.ts';
import { chargesOfOrder } from './charges-repository.ts';
import { paymentState } from './payment-state.ts';
import { findLatestPayment, findOrderForPayment, setPaymentError } from './payments-repository.ts';
import { staticPixProvider, type PixReceiptProvider } from './pix-provider.ts';
import { generateReceipt } from './receipt-service.ts';
import webhookRoutes from './webhook-routes.ts';

export { PIX_VALIDITY_MS } from './receipt-service.ts';

/** Options of the payments module: the static Pix builder (the fallback without a gateway). */
export interface PaymentsOptions {
  pix?: PixReceiptProvider;
}

/**
 * Payments (issue 10 §1–§3): Pix and boleto receipts through the payment gateway (static Pix
 * without one), the payment state the order pages poll, the stored payment error, the boleto
 * PDF, card payments and saved cards (card-routes.ts), the gateways' webhooks
 * (webhook-routes.ts) and — with PAYMENT_GATEWAY=sandbox — the sandbox PSP's own endpoints under
 * /sandbox-psp (its tokenisation, which browsers call directly; ADR 0020).
 * @see spec §7 Orders (generate-receipt, confirm-payment, creditcard, gateways/token)
 */
export default async function paymentsRoutes(
  app: FastifyInstance,
  opts: PaymentsOptions = {},
): Promise<void> {
  const gateway = paymentGatewayFor(app);
  const receipts = {
    db: app.db,
    gateway,
    staticPix: opts.pix ?? staticPixProvider,
    pixExpiryMinutes: app.config.PAYMENT_PIX_EXPIRY_MINUTES,
    boletoDueDays: app.config.PAYMENT_BOLETO_DUE_DAYS,
    log: app.log,
  };

  registerRoute(app, apiRoutes.payments.pixReceipt, async (request) =>
    generateReceipt(receipts, request.customer, request.params.numorder),
  );

  registerRoute(app, apiRoutes.payments.paymentState, async (request) =>
    paymentState(app.db, request.customer, request.params.numpedido),
  );

  registerRoute(app, apiRoutes.payments.clearPaymentError, async (request) => {
    const { numpedido } = request.params;
    await app.db.transaction(async (tx) => {
      const state = await paymentState(tx, request.customer, numpedido);
      const payment = state.statusPagamento ? await findLatestPayment(tx, numpedido) : null;
      if (payment) await setPaymentError(tx, payment.idpagamento, null);
    });
    return paymentState(app.db, request.customer, numpedido);
  });

  registerRoute(app, apiRoutes.payments.boletoPdf, async (request, reply) => {
    const { numpedido } = request.params;
    const { idcliente, idfornecedor } = request.customer;
    const order = await findOrderForPayment(app.db, idfornecedor, idcliente, numpedido);
    const boleto = order
      ? (await chargesOfOrder(app.db, numpedido)).find(
          (c) => c.tipo === 'BOLETO' && c.boletoCodigoBarras,
        )
      : undefined;
    if (!order || !boleto) throw new NotFoundError(PAYMENT_MSG.boletoNotFound);
    const pdf = await boletoPdf({
      numpedido,
      beneficiario: order.fornecedorNome,
      pagador: order.clienteNome,
      valorCentavos: centavos(boleto.valorCentavos),
      vencimento: boleto.vencimento!,
      linhaDigitavel: boleto.boletoLinhaDigitavel!,
      codigoBarras: boleto.boletoCodigoBarras!,
      sandbox: gateway.name === 'sandbox',
    });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="boleto-pedido-${numpedido}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  await app.register(cardRoutes, { gateway });
  await app.register(webhookRoutes, { gateway });
  const sandbox = sandboxGatewayOf(app);
  if (sandbox)
    await app.register(sandboxPspRoutes, {
      prefix: '/sandbox-psp',
      gateway: sandbox,
      corsOrigins: sandboxCorsOrigins(app),
    });
}
