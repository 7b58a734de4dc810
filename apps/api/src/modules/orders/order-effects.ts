import type { FastifyInstance } from 'fastify';
import { creditLifecycleEffects } from '../invoices/credit-lifecycle-effects.ts';
import { paymentLifecycleEffects } from '../payments/payment-lifecycle-effects.ts';
import { combineEffects, type OrderLifecycleEffects } from './lifecycle-effects.ts';

/**
 * Every module's lifecycle effects, combined: what runs when an order changes status. Invoice
 * credit first (inside the transaction: a cancelled order gives its credit back), then the
 * payment gateway (after commit: capture the weighed total of a pre-authorised card, refund or
 * cancel what a cancelled order paid).
 * @see lifecycle-effects.ts, ADR 0024
 */
export function orderLifecycleEffects(app: FastifyInstance): OrderLifecycleEffects {
  return combineEffects(creditLifecycleEffects(), paymentLifecycleEffects(app));
}
