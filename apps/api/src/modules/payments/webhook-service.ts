import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MSG } from '@vitrine/domain';
import type { Db } from '../../db/client.ts';
import { NotFoundError, UnauthenticatedError } from '../../errors/app-errors.ts';
import type { PaymentGateway, WebhookRequest } from '../../adapters/payments/index.ts';
import { applyGatewayCharge } from './charge-service.ts';
import {
  lockChargeByGatewayId,
  recordWebhookEvent,
  setWebhookResult,
} from './charges-repository.ts';

/** What a webhook did: `applied` (a state change), `unchanged`, `unknown-charge`, `replay`. */
export type WebhookOutcome = 'applied' | 'unchanged' | 'unknown-charge' | 'replay';

/**
 * Handles a payment webhook (issue 10 §1): verifies its signature with the gateway's secret (a
 * bad or missing signature → 401, nothing changed), reads the charge's current state back from
 * the gateway (the notification only says which charge changed), then in one transaction stores
 * the event by its id — the same event again is a replay and changes nothing — and applies the
 * state to the charge (transition recorded, payment summary, order → ENVIADO when paid).
 * @throws NotFoundError for a gateway name that is not the configured one;
 *   UnauthenticatedError for a bad signature.
 */
export async function handleWebhook(
  deps: { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger },
  gatewayName: string,
  request: WebhookRequest,
): Promise<WebhookOutcome> {
  if (gatewayName !== deps.gateway.name) throw new NotFoundError(PAYMENT_MSG.webhookUnknownGateway);
  const event = deps.gateway.verifyWebhook(request);
  if (!event) throw new UnauthenticatedError(PAYMENT_MSG.webhookBadSignature);
  const charge = await deps.gateway.getCharge(event.gatewayId);
  return deps.db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(tx, {
      gateway: deps.gateway.name,
      eventId: event.eventId,
      tipo: event.tipo,
      gatewayId: event.gatewayId,
      resultado: 'received',
    });
    if (!fresh) return 'replay';
    const ours = await lockChargeByGatewayId(tx, deps.gateway.name, event.gatewayId);
    let outcome: WebhookOutcome = 'unknown-charge';
    if (ours) {
      const applied = await applyGatewayCharge(
        tx,
        ours.idcobranca,
        charge,
        `webhook:${event.eventId}`,
      );
      outcome = applied.changed ? 'applied' : 'unchanged';
    }
    await setWebhookResult(tx, deps.gateway.name, event.eventId, outcome);
    deps.log.info({ gateway: deps.gateway.name, outcome }, 'payment webhook');
    return outcome;
  });
}
