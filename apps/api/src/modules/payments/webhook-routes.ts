import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@vitrine/contract';
import { registerRoute } from '../../http/register-route.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import { handleWebhook } from './webhook-service.ts';

/**
 * `POST /v4/payment/webhook/{gateway}` — not a spec §7 call (the spec describes the storefront's
 * calls; this one is the payment gateway's): declared here, API-only, in the same shape as the
 * contract's routes so it is validated and documented alike.
 */
export const webhookRoute = defineRoute({
  method: 'POST',
  path: '/v4/payment/webhook/:gateway',
  segment: 'none',
  auth: 'public',
  tags: ['Pagamentos'],
  summary: 'Webhook do meio de pagamento',
  description:
    'Not in the spec (issue 10 §1): notifications of the payment gateway (`sandbox` or `mercadopago`). The signature ' +
    'is verified (sandbox: `x-sandbox-signature: ts=…,v1=HMAC-SHA256(secret, ts + "." + body)`; Mercado Pago: ' +
    '`x-signature` over `id:{data.id};request-id:{x-request-id};ts:{ts};`) — a bad one is 401 and changes nothing. ' +
    'Events are stored by id: the same event again changes nothing. Public and rate-limited.',
  params: z.object({ gateway: z.string().max(30) }),
  reply: z.object({ recebido: z.literal(true), resultado: z.string() }),
});

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The webhook route, with a JSON parser that keeps the raw body (signatures are over bytes). */
export default async function webhookRoutes(
  app: FastifyInstance,
  opts: { gateway: PaymentGateway },
) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? {} : JSON.parse(text));
    } catch {
      // An unparsable body can still be checked (and refused) by its signature.
      done(null, {});
    }
  });
  const limit = limitRequests(app, {
    name: 'payment-webhook',
    perClient: app.config.PAYMENT_WEBHOOK_RATE_LIMIT_PER_MINUTE,
    global: app.config.PAYMENT_WEBHOOK_RATE_LIMIT_PER_MINUTE * 10,
  });
  registerRoute(
    app,
    webhookRoute,
    async (request) => {
      const resultado = await handleWebhook(
        { db: app.db, gateway: opts.gateway, log: request.log },
        request.params.gateway,
        {
          headers: request.headers,
          query: request.query as Record<string, string | undefined>,
          rawBody: rawBodies.get(request) ?? '',
        },
      );
      return { recebido: true as const, resultado };
    },
    { onRequest: [limit] },
  );
}
