import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Recibo } from '@vitrine/contract';
import {
  APP_MSG,
  PAYMENT_MSG,
  centavos,
  centavosToReais,
  canIssueReceipt,
  isInvoiceReceipt,
  receiptKind,
} from '@vitrine/domain';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import { lockOpenInvoiceOfOrder, saveInvoiceBoleto } from '../invoices/index.ts';
import { applyGatewayCharge } from './charge-service.ts';
import { chargesOfPayment, insertCharge, type ChargeRow } from './charges-repository.ts';
import { payerOf } from './payer.ts';
import {
  findOrderForPayment,
  insertPendingPayment,
  lockLatestPayment,
  savePixOnPayment,
} from './payments-repository.ts';
import { pixQrDataUrl } from './pix-qr.ts';
import { pixTxid, type PixReceiptProvider } from './pix-provider.ts';

/** How long a static Pix code is offered for payment, in ms. */
export const PIX_VALIDITY_MS = 24 * 3_600_000;

/** What the receipts need from the app. */
export interface ReceiptDeps {
  db: Db;
  gateway: PaymentGateway;
  /** The static BR Code builder, for suppliers whose Pix method has no gateway. */
  staticPix: PixReceiptProvider;
  pixExpiryMinutes: number;
  boletoDueDays: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The API path of an order's boleto PDF. */
export const boletoPdfPath = (numpedido: number) => `/v4/payment/boleto/${numpedido}/pdf`;

/** YYYY-MM-DD of `date` plus `days`, in São Paulo's calendar (UTC−3). */
function dueDate(date: Date, days: number): string {
  return new Date(date.getTime() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function asReceipt(numpedido: number, charge: ChargeRow): Promise<Recibo> {
  if (charge.tipo === 'BOLETO')
    return {
      numpedido,
      tipo: 'BOLETO',
      valor: centavosToReais(charge.valorCentavos),
      linhaDigitavel: charge.boletoLinhaDigitavel!,
      codigoBarras: charge.boletoCodigoBarras!,
      vencimento: charge.vencimento!,
      pdf: boletoPdfPath(numpedido),
    };
  return {
    numpedido,
    tipo: 'PIX',
    valor: centavosToReais(charge.valorCentavos),
    copiaECola: charge.pixCopiaECola!,
    qrCode: await pixQrDataUrl(charge.pixCopiaECola!),
    txid: charge.pixTxid!,
    expiraEm: charge.expiraEm ? charge.expiraEm.toISOString() : null,
    dinamico: true,
  };
}

/**
 * The order's Pix or boleto (spec §7 generate-receipt; issue 10 §3). For a method with a payment
 * gateway: a dynamic Pix charge (txid, expiry, BR Code) or a boleto issued through the gateway,
 * created once — later calls return the same pending charge; a new one only after the previous
 * one expired or was cancelled. Without a gateway, Pix falls back to the static BR Code of the
 * supplier's key (stored on the payment). The gateway is called outside any transaction; a
 * PROCESSANDO charge keeps a concurrent call from issuing a second one.
 * @throws NotFoundError for an order that is not the session's; RefusedError when the order does
 *   not await a Pix/boleto payment; ConflictError while another call is issuing it.
 */
export async function generateReceipt(
  deps: ReceiptDeps,
  session: { idcliente: number; idfornecedor: string },
  numpedido: number,
): Promise<Recibo> {
  const now = deps.now ?? (() => new Date());
  const step = await deps.db.transaction(async (tx) => {
    const order = await findOrderForPayment(tx, session.idfornecedor, session.idcliente, numpedido);
    if (!order) throw new NotFoundError(APP_MSG.orderNotFound);
    const kind = receiptKind(order.formaTipo);
    // Invoice credit: the boleto is the order's open fatura's, for its amount and due date.
    const invoiceReceipt = isInvoiceReceipt(order.formaTipo);
    const fatura = invoiceReceipt ? await lockOpenInvoiceOfOrder(tx, order) : null;
    if (invoiceReceipt && !fatura) throw new RefusedError(PAYMENT_MSG.noOpenInvoice);
    // A pay-later boleto order has no payment row from the submission: its first boleto opens one.
    const payment =
      (await lockLatestPayment(tx, numpedido)) ??
      (kind === 'BOLETO' && !order.pagamentoAntecipado
        ? await insertPendingPayment(tx, order, fatura?.valorCentavos)
        : null);
    const issuable =
      payment !== null &&
      canIssueReceipt({
        status: order.status,
        tipoFormaPagamento: order.formaTipo,
        statusPagamento: payment.status,
        pagamentoAntecipado: order.pagamentoAntecipado,
      });
    if (!issuable || !payment || !kind) {
      const wrongKind = kind === null && payment?.status === 'PENDENTE';
      throw new RefusedError(
        wrongKind ? PAYMENT_MSG.receiptOnlyPixOrBoleto : APP_MSG.pixOnlyForPendingOrders,
      );
    }
    if (!order.gatewayAtivo) {
      if (kind === 'BOLETO') throw new RefusedError(PAYMENT_MSG.noGateway);
      if (payment.pixCopiaECola && payment.pixTxid)
        return { kind: 'static' as const, payment, order };
      const receipt = await deps.staticPix.createReceipt({
        chave: order.pixChave,
        nomeRecebedor: order.fornecedorNome,
        cidade: order.pixCidade,
        valorCentavos: payment.valorCentavos,
        txid: pixTxid(order.numpedido),
      });
      const expiraEm = new Date(now().getTime() + PIX_VALIDITY_MS);
      await savePixOnPayment(tx, payment.idpagamento, {
        pixTxid: receipt.txid,
        pixCopiaECola: receipt.copiaECola,
        expiraEm,
      });
      return {
        kind: 'static' as const,
        payment: { ...payment, pixTxid: receipt.txid, pixCopiaECola: receipt.copiaECola, expiraEm },
        order,
      };
    }
    const charges = await chargesOfPayment(tx, payment.idpagamento);
    const open = charges.find(
      (c) => c.tipo === kind && (c.status === 'PENDENTE' || c.status === 'PAGA'),
    );
    if (open) return { kind: 'existing' as const, charge: open, order };
    if (charges.some((c) => c.status === 'PROCESSANDO'))
      throw new ConflictError(PAYMENT_MSG.alreadyPaid);
    const charge = await insertCharge(
      tx,
      {
        idpagamento: payment.idpagamento,
        numpedido,
        idfornecedor: session.idfornecedor,
        idcliente: session.idcliente,
        gateway: deps.gateway.name,
        tipo: kind,
        status: 'PROCESSANDO',
        valorCentavos: payment.valorCentavos,
        chaveIdempotencia: randomUUID(),
      },
      'generate-receipt',
    );
    return { kind: 'new' as const, charge, order, vencimento: fatura?.vencimento ?? null };
  });

  if (step.kind === 'static') {
    const { payment } = step;
    return {
      numpedido,
      tipo: 'PIX',
      valor: centavosToReais(payment.valorCentavos),
      copiaECola: payment.pixCopiaECola!,
      qrCode: await pixQrDataUrl(payment.pixCopiaECola!),
      txid: payment.pixTxid!,
      expiraEm: payment.expiraEm ? payment.expiraEm.toISOString() : null,
      dinamico: false,
    };
  }
  if (step.kind === 'existing') return asReceipt(numpedido, step.charge);

  const { charge, order, vencimento } = step;
  const base = {
    idempotencyKey: charge.chaveIdempotencia,
    referencia: `pedido-${numpedido}`,
    valorCentavos: charge.valorCentavos,
    descricao: `Pedido ${numpedido} — ${order.fornecedorNome}`,
    payer: payerOf(order),
  };
  let result;
  try {
    result =
      charge.tipo === 'BOLETO'
        ? await deps.gateway.issueBoleto({
            ...base,
            vencimento: vencimento ?? dueDate(now(), deps.boletoDueDays),
          })
        : await deps.gateway.createPix({
            ...base,
            expiraEm: new Date(now().getTime() + deps.pixExpiryMinutes * 60_000),
          });
  } catch (error) {
    deps.log.warn({ err: error, numpedido }, 'receipt issue failed');
    await deps.db.transaction((tx) =>
      applyGatewayCharge(
        tx,
        charge.idcobranca,
        {
          gatewayId: '',
          status: 'FALHOU',
          valorCentavos: charge.valorCentavos,
          capturadoCentavos: centavos(0),
          estornadoCentavos: centavos(0),
        },
        'generate-receipt',
        { mensagemErro: PAYMENT_MSG.gatewayUnavailable },
      ),
    );
    throw new RefusedError(PAYMENT_MSG.gatewayUnavailable);
  }
  const applied = await deps.db.transaction(async (tx) => {
    const done = await applyGatewayCharge(tx, charge.idcobranca, result, 'generate-receipt');
    if (isInvoiceReceipt(order.formaTipo) && done.charge.boletoLinhaDigitavel)
      await saveInvoiceBoleto(tx, order, {
        linhaDigitavel: done.charge.boletoLinhaDigitavel,
        url: boletoPdfPath(numpedido),
      });
    return done;
  });
  return asReceipt(numpedido, applied.charge);
}
