import type { FastifyInstance } from 'fastify';
import { combineEffects, type OrderLifecycleEffects } from './lifecycle-effects.ts';

/**
 * Every module's lifecycle effects, combined: what runs when an order changes status. The
 * payments module (capture/refund at the gateway) and the invoices module (release of invoice
 * credit on cancellation) add theirs here, each as one `OrderLifecycleEffects`.
 * @see lifecycle-effects.ts, ADR 0024
 */
export function orderLifecycleEffects(app: FastifyInstance): OrderLifecycleEffects {
  void app;
  return combineEffects();
}
