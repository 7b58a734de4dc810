import { eq } from 'drizzle-orm';
import type { PedidoOperacaoResposta } from '@vitrine/contract';
import {
  AFTER_SALE_MSG,
  OrderEvent,
  StatusPedido,
  TipoFormaPagamento,
  type Centavos,
  type Milli,
} from '@vitrine/domain';
import { formasPagamento, pagamentos } from '../../db/schema/index.ts';
import { issueNfe } from '../fiscal/nfe-service.ts';
import { reserveInvoiceCredit } from '../invoices/index.ts';
import { operationReply, runOrderEvent, type OrderOperationDeps } from './order-operations.ts';
import { repriceOrder, type LineChange } from './reprice-order.ts';

/** The supplier's staff member acting, recorded in the history. */
export interface StaffActor {
  idatendente: number;
}

/** The events the staff send without data of their own. */
export type PlainStaffEvent =
  | typeof OrderEvent.INICIAR_SEPARACAO
  | typeof OrderEvent.DESPACHAR
  | typeof OrderEvent.ENTREGAR
  | typeof OrderEvent.RETORNAR
  | typeof OrderEvent.CANCELAR;

/**
 * Moves a supplier's order along (start picking, dispatch, deliver, return, cancel) with the
 * lifecycle effects (a cancellation releases credit and refunds through them).
 * @throws NotFoundError for an order of another supplier; RefusedError when not allowed.
 * @see ADR 0019
 */
export async function moveOrder(
  deps: OrderOperationDeps,
  idfornecedor: string,
  numpedido: number,
  event: PlainStaffEvent,
  actor: StaffActor,
): Promise<PedidoOperacaoResposta> {
  await runOrderEvent(deps, { idfornecedor, numpedido }, event, { actor });
  return operationReply(deps.db, idfornecedor, numpedido);
}

/**
 * Ends picking with the weighed quantities and invoices the order, in one transaction:
 * SEPARANDO → PAGO or PRONTO_RETIRADA, the lines and total repriced with the weighed
 * quantities, the NF-e issued (key, ERP number). After commit the effects get the final total
 * (the payments module captures a pre-authorised card for it).
 * @param pesados - weighed quantity per idproduto (milli); lines left out keep their quantity.
 * @see ADR 0024 (invoicing), ADR 0025 (NF-e)
 */
export async function finishPicking(
  deps: OrderOperationDeps,
  idfornecedor: string,
  numpedido: number,
  pesados: ReadonlyMap<number, Milli>,
  actor: StaffActor,
  now = new Date(),
): Promise<PedidoOperacaoResposta> {
  const changes = new Map<number, LineChange>(
    [...pesados].map(([id, quantidadeMilli]) => [id, { quantidadeMilli }]),
  );
  await runOrderEvent(deps, { idfornecedor, numpedido }, OrderEvent.CONCLUIR_SEPARACAO, {
    actor,
    now,
    beforeUpdate: async (tx, order) => {
      const total = await repriceOrder(tx, numpedido, changes, 'weigh');
      await issueNfe(tx, numpedido, now);
      return { ...order, totalCentavos: total };
    },
  });
  return operationReply(deps.db, idfornecedor, numpedido);
}

/**
 * Prices a quote (ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO): every line gets the staff's unit
 * price (rule ATENDENTE) and the total is recomputed, in one transaction.
 * @param precos - unit price per idproduto, centavos; every line of the quote must have one.
 * @throws RefusedError when a line is left unpriced or an id is not in the quote.
 */
export async function priceQuote(
  deps: OrderOperationDeps,
  idfornecedor: string,
  numpedido: number,
  precos: ReadonlyMap<number, Centavos>,
  actor: StaffActor,
): Promise<PedidoOperacaoResposta> {
  const changes = new Map<number, LineChange>(
    [...precos].map(([id, precoUnitarioCentavos]) => [id, { precoUnitarioCentavos }]),
  );
  await runOrderEvent(deps, { idfornecedor, numpedido }, OrderEvent.PRECIFICAR_ORCAMENTO, {
    actor,
    beforeUpdate: async (tx, order) => ({
      ...order,
      totalCentavos: await repriceOrder(tx, numpedido, changes, 'price'),
    }),
  });
  return operationReply(deps.db, idfornecedor, numpedido);
}

/**
 * The buyer accepts their priced quote: ORCAMENTO_PRECIFICADO → AGUARDANDOPAGAMENTO (and a
 * pending payment of the priced total) when the method is paid up front, else ENVIADO; paid by
 * invoice credit, the priced total is reserved from the credit now (refused when it exceeds it).
 * @throws NotFoundError for another customer's order; RefusedError when not a priced quote.
 */
export async function acceptQuote(
  deps: OrderOperationDeps,
  customer: { idfornecedor: string; idcliente: number },
  numpedido: number,
): Promise<PedidoOperacaoResposta> {
  await runOrderEvent(deps, { ...customer, numpedido }, OrderEvent.ACEITAR_ORCAMENTO, {
    refusal: AFTER_SALE_MSG.quoteNotPriced,
    beforeUpdate: async (tx, order, next) => {
      const [forma] = await tx
        .select({ tipo: formasPagamento.tipo })
        .from(formasPagamento)
        .where(eq(formasPagamento.idformapagto, order.idformapagto));
      // Invoice credit is taken now, for the priced total (nothing was reserved for the quote).
      if (forma!.tipo === TipoFormaPagamento.FATURADO) {
        const { idfornecedor, idcliente, totalCentavos } = order;
        await reserveInvoiceCredit(tx, { idfornecedor, idcliente, numpedido, totalCentavos });
      }
      if (next === StatusPedido.AGUARDANDOPAGAMENTO) {
        await tx.insert(pagamentos).values({
          numpedido,
          idformapagto: order.idformapagto,
          tipo: forma!.tipo,
          status: 'PENDENTE',
          valorCentavos: order.totalCentavos,
        });
      }
      return order;
    },
  });
  return operationReply(deps.db, customer.idfornecedor, numpedido);
}

/**
 * The buyer cancels their order before it leaves the store; the effects release invoice
 * credit and refund what was paid.
 * @throws NotFoundError for another customer's order; RefusedError once it left or ended.
 */
export async function cancelByCustomer(
  deps: OrderOperationDeps,
  customer: { idfornecedor: string; idcliente: number },
  numpedido: number,
): Promise<PedidoOperacaoResposta> {
  await runOrderEvent(deps, { ...customer, numpedido }, OrderEvent.CANCELAR, {
    refusal: AFTER_SALE_MSG.cannotCancel,
  });
  return operationReply(deps.db, customer.idfornecedor, numpedido);
}
