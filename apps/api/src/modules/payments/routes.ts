import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { APP_MSG, centavosToReais, isAwaitingPixPayment } from '@vitrine/domain';
import { NotFoundError, RefusedError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { findOrderForPayment, lockLatestPayment, savePixOnPayment } from './payments-repository.ts';
import { pixQrDataUrl } from './pix-qr.ts';
import { pixTxid, staticPixProvider, type PixReceiptProvider } from './pix-provider.ts';

/** How long a Pix code is offered for payment, in ms. */
export const PIX_VALIDITY_MS = 24 * 3_600_000;

/** Options of the payments module: the Pix provider (a PSP adapter replaces the static one). */
export interface PaymentsOptions {
  pix?: PixReceiptProvider;
}

/**
 * Pix receipts: `POST /v4/payment/generate-receipt/{numorder}/{idclient}` returns the BR Code
 * ("copia e cola") of an order awaiting a Pix payment and its QR image. Idempotent: the code is
 * stored on the pending payment (pixTxid, pixCopiaECola) and returned again on later calls.
 * @see spec §7 Orders (generate-receipt), §4 Payment confirmation
 */
export default async function paymentsRoutes(
  app: FastifyInstance,
  opts: PaymentsOptions = {},
): Promise<void> {
  const provider = opts.pix ?? staticPixProvider;

  registerRoute(app, apiRoutes.payments.pixReceipt, async (request) => {
    const { numorder, idclient } = request.params;
    const session = request.customer;
    const stored = await app.db.transaction(async (tx) => {
      const order = await findOrderForPayment(tx, session.idfornecedor, idclient, numorder);
      if (!order) throw new NotFoundError(APP_MSG.orderNotFound);
      const pagamento = await lockLatestPayment(tx, order.numpedido);
      const awaitingPix = isAwaitingPixPayment({
        status: order.status,
        tipoFormaPagamento: order.formaTipo,
        statusPagamento: pagamento?.status ?? null,
      });
      if (!pagamento || !awaitingPix) throw new RefusedError(APP_MSG.pixOnlyForPendingOrders);
      if (pagamento.pixCopiaECola && pagamento.pixTxid) {
        return {
          numpedido: order.numpedido,
          valorCentavos: pagamento.valorCentavos,
          copiaECola: pagamento.pixCopiaECola,
          txid: pagamento.pixTxid,
          expiraEm: pagamento.expiraEm,
        };
      }
      const receipt = provider.createReceipt({
        chave: order.pixChave,
        nomeRecebedor: order.fornecedorNome,
        cidade: order.pixCidade,
        valorCentavos: pagamento.valorCentavos,
        txid: pixTxid(order.numpedido),
      });
      const expiraEm = new Date(Date.now() + PIX_VALIDITY_MS);
      await savePixOnPayment(tx, pagamento.idpagamento, {
        pixTxid: receipt.txid,
        pixCopiaECola: receipt.copiaECola,
        expiraEm,
      });
      return {
        numpedido: order.numpedido,
        valorCentavos: pagamento.valorCentavos,
        copiaECola: receipt.copiaECola,
        txid: receipt.txid,
        expiraEm,
      };
    });
    return {
      numpedido: stored.numpedido,
      tipo: 'PIX' as const,
      valor: centavosToReais(stored.valorCentavos),
      copiaECola: stored.copiaECola,
      qrCode: await pixQrDataUrl(stored.copiaECola),
      txid: stored.txid,
      expiraEm: stored.expiraEm ? stored.expiraEm.toISOString() : null,
    };
  });
}
