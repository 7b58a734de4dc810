import type { FastifyInstance } from 'fastify';
import { MercadoPagoGateway } from './mercadopago/mercadopago-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';

export type * from './payment-gateway.ts';
export { GatewayError } from './payment-gateway.ts';

/**
 * The sandbox's webhook secret outside production when PAYMENT_WEBHOOK_SECRET is unset (config.ts
 * refuses to start in production without one). Public on purpose: it guards test money only.
 */
export const SANDBOX_DEV_WEBHOOK_SECRET = 'vitrine-sandbox-webhook-secret-dev-only';

/** The path of the Vitrine webhook route of `gateway`. */
export const webhookPath = (gateway: string) => `/v4/payment/webhook/${gateway}`;

// One gateway per app, keyed by the app's database (the same object in every plugin context).
const gateways = new WeakMap<object, PaymentGateway>();

/**
 * The payment gateway of this app (config `PAYMENT_GATEWAY`), built once per app instance: the
 * embedded sandbox — whose webhooks are delivered in-process to the Vitrine webhook route — or
 * Mercado Pago with the credentials from the environment.
 */
export function paymentGatewayFor(app: FastifyInstance): PaymentGateway {
  const existing = gateways.get(app.db);
  if (existing) return existing;
  const c = app.config;
  const gateway: PaymentGateway =
    c.PAYMENT_GATEWAY === 'mercadopago'
      ? new MercadoPagoGateway({
          apiUrl: c.MERCADOPAGO_API_URL,
          accessToken: c.MERCADOPAGO_ACCESS_TOKEN!,
          publicKey: c.MERCADOPAGO_PUBLIC_KEY!,
          webhookSecret: c.MERCADOPAGO_WEBHOOK_SECRET!,
          notificationUrl: c.PAYMENT_NOTIFICATION_URL!,
        })
      : new SandboxGateway({
          db: app.db,
          webhookSecret: c.PAYMENT_WEBHOOK_SECRET ?? SANDBOX_DEV_WEBHOOK_SECRET,
          publicUrl: c.PAYMENT_SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${c.API_PORT}`,
          deliverWebhook: async ({ headers, body }) => {
            const res = await app.inject({
              method: 'POST',
              url: webhookPath('sandbox'),
              headers,
              payload: body,
            });
            if (res.statusCode !== 200)
              app.log.warn({ status: res.statusCode }, 'sandbox webhook refused');
          },
        });
  gateways.set(app.db, gateway);
  return gateway;
}

/** The sandbox gateway when it is the configured one, else null. */
export function sandboxGatewayOf(app: FastifyInstance): SandboxGateway | null {
  const gateway = paymentGatewayFor(app);
  return gateway instanceof SandboxGateway ? gateway : null;
}

/** Sandbox CORS origins from PAYMENT_SANDBOX_CORS_ORIGINS; null = loopback origins (development). */
export function sandboxCorsOrigins(app: FastifyInstance): string[] | null {
  const list = app.config.PAYMENT_SANDBOX_CORS_ORIGINS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list && list.length > 0 ? list : null;
}
