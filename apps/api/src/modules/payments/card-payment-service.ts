import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmarPagamentoResposta } from '@vitrine/contract';
import {
  APP_MSG,
  PAYMENT_MSG,
  StatusPedido,
  centavos,
  centavosToReais,
  isActiveCharge,
  isAllowedInstallment,
  needsPreAuthorisation,
  preAuthorisationAmount,
} from '@vitrine/domain';
import type { z } from 'zod';
import type { ConfirmarPagamentoBody as BodySchema } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RefusedError,
} from '../../errors/app-errors.ts';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/index.ts';
import { findSavedCard, insertSavedCard } from './cards-repository.ts';
import { applyGatewayCharge } from './charge-service.ts';
import { chargesOfPayment, insertCharge } from './charges-repository.ts';
import { payerOf } from './payer.ts';
import {
  findOrderForPayment,
  lockLatestPayment,
  orderLinesForWeighing,
  setPaymentError,
} from './payments-repository.ts';

/** What the card payment needs from the app. */
export interface CardPaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Pre-authorisation margin, percent (config PAYMENT_PREAUTH_MARGIN_PERCENT). */
  marginPercent: number;
  log: FastifyBaseLogger;
}

type Body = z.output<typeof BodySchema>;

/**
 * Pays an order by card (spec §7 confirm-payment, §4 Payment confirmation; issue 10 §2):
 * 1. in a transaction holding the order's payment row: checks the order (the session's own,
 *    card method with a gateway, awaiting payment, no charge processing/authorised/paid — a paid
 *    order is refused and nothing is charged twice), the installments and the saved card, and
 *    records a PROCESSANDO charge with a fresh idempotency key;
 * 2. authorises at the gateway — with capture, or for orders with weighed items without capture
 *    for the total plus the configured margin (captured at invoicing);
 * 3. records the answer (transition, payment summary, order → ENVIADO when confirmed) and saves
 *    the card when asked.
 * @returns Success (approved/authorised) or Pending (antifraud review).
 * @throws ForbiddenError when `idclient` is not the session's customer; NotFoundError for an order
 *   or saved card that is not theirs; ConflictError when already paid or being paid;
 *   RefusedError (422, Mensagem) for a refused card, a bad token, installments not allowed, an
 *   order not awaiting payment, or a gateway failure (nothing charged).
 */
export async function confirmCardPayment(
  deps: CardPaymentDeps,
  session: { idcliente: number; idfornecedor: string },
  numpedido: number,
  body: Body,
): Promise<ConfirmarPagamentoResposta> {
  if (body.idclient !== session.idcliente) throw new ForbiddenError(APP_MSG.forbidden, 'idclient');
  const card = body.creditcard;
  const quantParcelas = card.quantParcelas ?? 1;
  const started = await deps.db.transaction(async (tx) => {
    const order = await findOrderForPayment(tx, session.idfornecedor, session.idcliente, numpedido);
    if (!order) throw new NotFoundError(APP_MSG.orderNotFound);
    const payment = await lockLatestPayment(tx, numpedido);
    if (order.formaTipo !== 'CARTAO') throw new RefusedError(PAYMENT_MSG.notCardOrder);
    if (!order.gatewayAtivo) throw new RefusedError(PAYMENT_MSG.noGateway);
    const charges = payment ? await chargesOfPayment(tx, payment.idpagamento) : [];
    if (payment?.status === 'PAGO' || charges.some((c) => isActiveCharge(c.status)))
      throw new ConflictError(PAYMENT_MSG.alreadyPaid);
    if (
      !payment ||
      payment.status !== 'PENDENTE' ||
      order.status !== StatusPedido.AGUARDANDOPAGAMENTO
    )
      throw new RefusedError(PAYMENT_MSG.notAwaitingPayment);
    const policy = {
      maxParcelas: order.maxParcelas ?? 1,
      parcelaMinimaCentavos: centavos(order.parcelaMinimaCentavos ?? 0),
    };
    if (!isAllowedInstallment(payment.valorCentavos, policy, quantParcelas))
      throw new RefusedError(PAYMENT_MSG.installmentsNotAllowed, 'creditcard.quantParcelas');
    const saved = card.idcreditcard
      ? await findSavedCard(tx, session.idfornecedor, session.idcliente, card.idcreditcard)
      : null;
    if (card.idcreditcard && !saved) throw new NotFoundError(PAYMENT_MSG.savedCardNotFound);
    const preAutorizacao = needsPreAuthorisation(await orderLinesForWeighing(tx, numpedido));
    const valorCentavos = preAutorizacao
      ? preAuthorisationAmount(payment.valorCentavos, deps.marginPercent)
      : payment.valorCentavos;
    const charge = await insertCharge(
      tx,
      {
        idpagamento: payment.idpagamento,
        numpedido,
        idfornecedor: session.idfornecedor,
        idcliente: session.idcliente,
        gateway: deps.gateway.name,
        tipo: 'CARTAO',
        status: 'PROCESSANDO',
        valorCentavos,
        quantParcelas,
        preAutorizacao,
        chaveIdempotencia: randomUUID(),
        cartaoBandeira: saved?.bandeira ?? card.brand ?? null,
        cartaoMascara: saved?.mascara ?? card.mask ?? null,
      },
      'confirm-payment',
    );
    await setPaymentError(tx, payment.idpagamento, null);
    return { order, payment, charge, saved };
  });

  const { order, payment, charge, saved } = started;
  let result;
  try {
    result = await deps.gateway.authoriseCard({
      idempotencyKey: charge.chaveIdempotencia,
      referencia: `pedido-${numpedido}`,
      valorCentavos: charge.valorCentavos,
      descricao: `Pedido ${numpedido} — ${order.fornecedorNome}`,
      payer: payerOf(order, card),
      token: card.token,
      ...(saved?.gatewayCustomerId ? { gatewayCustomerId: saved.gatewayCustomerId } : {}),
      ...(card.brand ? { bandeira: card.brand } : {}),
      parcelas: quantParcelas,
      capture: !charge.preAutorizacao,
    });
  } catch (error) {
    const message =
      error instanceof GatewayError && error.httpStatus === 400
        ? PAYMENT_MSG.invalidCardToken
        : PAYMENT_MSG.gatewayUnavailable;
    deps.log.warn({ err: error, numpedido }, 'card authorisation failed');
    await deps.db.transaction(async (tx) => {
      await applyGatewayCharge(
        tx,
        charge.idcobranca,
        {
          gatewayId: '',
          status: 'FALHOU',
          valorCentavos: charge.valorCentavos,
          capturadoCentavos: centavos(0),
          estornadoCentavos: centavos(0),
        },
        'confirm-payment',
        { mensagemErro: message },
      );
      await setPaymentError(tx, payment.idpagamento, message);
    });
    throw new RefusedError(message);
  }

  const applied = await deps.db.transaction(async (tx) => {
    const outcome = await applyGatewayCharge(tx, charge.idcobranca, result, 'confirm-payment', {
      ...(result.status === 'RECUSADA' ? { mensagemErro: PAYMENT_MSG.declined } : {}),
    });
    if (result.status === 'RECUSADA')
      await setPaymentError(tx, payment.idpagamento, PAYMENT_MSG.declined);
    return outcome;
  });
  if (result.status === 'RECUSADA') throw new RefusedError(PAYMENT_MSG.declined);

  if (card.salvarCartao && !saved && result.status !== 'FALHOU') {
    try {
      const stored = await deps.gateway.saveCard(
        card.token,
        payerOf(order, card),
        `${charge.chaveIdempotencia}-card`,
      );
      await insertSavedCard(deps.db, {
        idfornecedor: session.idfornecedor,
        idcliente: session.idcliente,
        gateway: deps.gateway.name,
        gatewayCardId: stored.gatewayCardId,
        gatewayCustomerId: stored.gatewayCustomerId ?? null,
        bandeira: stored.bandeira,
        mascara: `**** **** **** ${stored.ultimos4}`,
        validade: stored.validade,
      });
    } catch (error) {
      // The payment stands; only the card was not kept for next time.
      deps.log.warn({ err: error, numpedido }, 'saving the card failed');
    }
  }

  const status = await currentOrderStatus(deps.db, session, numpedido);
  return {
    StatusCode: applied.charge.status === 'EM_ANALISE' ? 'Pending' : 'Success',
    Mensagem:
      applied.charge.status === 'EM_ANALISE' ? PAYMENT_MSG.pendingReview : PAYMENT_MSG.approved,
    numpedido,
    status,
    valorAutorizado: centavosToReais(charge.valorCentavos),
    preAutorizacao: charge.preAutorizacao,
    quantParcelas,
  };
}

async function currentOrderStatus(
  db: Db,
  session: { idcliente: number; idfornecedor: string },
  numpedido: number,
) {
  const order = await findOrderForPayment(db, session.idfornecedor, session.idcliente, numpedido);
  return order?.status ?? StatusPedido.AGUARDANDOPAGAMENTO;
}
