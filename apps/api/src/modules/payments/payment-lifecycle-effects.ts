import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  OrderEvent,
  StatusPedido,
  captureSplit,
  centavos,
  type OrderEvent as OrderEventT,
} from '@vitrine/domain';
import type { Db } from '../../db/client.ts';
import {
  paymentGatewayFor,
  type GatewayCharge,
  type PaymentGateway,
} from '../../adapters/payments/index.ts';
import { applyGatewayCharge } from './charge-service.ts';
import { chargesOfOrder, updateCharge, type ChargeRow } from './charges-repository.ts';
import type { LifecycleOrder, OrderLifecycleEffects } from '../orders/lifecycle-effects.ts';

/** What the effects need: the database, the gateway and a logger. */
export interface PaymentEffectsDeps {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/**
 * The events at which the orders module sets an order's final (invoiced) total: a pre-authorised
 * card is captured for that amount. The orders module decides where invoicing happens (issue 10:
 * after picking and weighing).
 */
export const INVOICING_EVENTS: readonly OrderEventT[] = [OrderEvent.CONCLUIR_SEPARACAO];

/**
 * What payments does when an order changes status (the agreed `OrderLifecycleEffects` shape),
 * after the status change committed:
 * - on invoicing ({@link INVOICING_EVENTS}): an authorised card (pre-authorisation for weighed
 *   items) is captured for the final total — at most what was authorised — and the rest is
 *   released (spec §9 "any excess is refunded automatically");
 * - on cancellation (next status CANCELADO): an authorised, reviewed or pending charge is voided
 *   and a paid one is refunded in full.
 * Each gateway call has its own idempotency key; its answer is recorded as a transition. A
 * failure is logged and stored on the charge (`mensagem_erro`); it never undoes the status change.
 */
export function paymentLifecycleEffects(
  source: FastifyInstance | PaymentEffectsDeps,
): OrderLifecycleEffects {
  const deps: PaymentEffectsDeps =
    'gateway' in source
      ? source
      : { db: source.db, gateway: paymentGatewayFor(source), log: source.log };
  const act = async (charge: ChargeRow, origem: string, call: () => Promise<GatewayCharge>) => {
    try {
      const result = await call();
      await deps.db.transaction((tx) => applyGatewayCharge(tx, charge.idcobranca, result, origem));
    } catch (error) {
      deps.log.error(
        { err: error, numpedido: charge.numpedido, origem },
        'payment lifecycle effect failed',
      );
      await deps.db.transaction((tx) =>
        updateCharge(tx, charge.idcobranca, {
          mensagemErro: `${origem}: falha no meio de pagamento`,
        }),
      );
    }
  };
  return {
    async afterCommit(event, order: LifecycleOrder, next) {
      const charges = (await chargesOfOrder(deps.db, order.numpedido)).filter((c) => c.gatewayId);
      for (const charge of charges) {
        const id = charge.gatewayId!;
        if (next === StatusPedido.CANCELADO) {
          if (['AUTORIZADA', 'EM_ANALISE', 'PENDENTE'].includes(charge.status))
            await act(charge, 'order-cancel', () => deps.gateway.cancel(id, randomUUID()));
          else if (charge.status === 'PAGA' && charge.capturadoCentavos > charge.estornadoCentavos)
            await act(charge, 'order-cancel', () => deps.gateway.refund(id, null, randomUUID()));
        } else if (INVOICING_EVENTS.includes(event) && charge.status === 'AUTORIZADA') {
          const { capturar } = captureSplit(charge.valorCentavos, centavos(order.totalCentavos));
          await act(charge, 'invoice-capture', () =>
            deps.gateway.capture(id, capturar, randomUUID()),
          );
        }
      }
    },
  };
}
