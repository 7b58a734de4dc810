import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { errorResponses, GerarReciboParams, ReciboPix } from '@vitrine/contract';
import { APP_MSG, centavosToReais, StatusPedido } from '@vitrine/domain';
import { requireCustomer } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { findOrderForPayment, savePixOnPayment } from './pagamentos-repository.ts';
import { pixTxid, staticPixProvider, type PixReceiptProvider } from './pix-provider.ts';

/** How long a Pix code is offered for payment, in ms. */
const PIX_VALIDITY_MS = 24 * 3_600_000;

/**
 * Pix receipts: `POST /v4/payment/generate-receipt/{numorder}/{idclient}` returns the BR Code
 * ("copia e cola") of an order awaiting a Pix payment and its QR image. Idempotent: the code is
 * stored on the pending payment and returned again on later calls.
 * @see spec §7 Orders (generate-receipt), §4 Payment confirmation
 */
export default async function pagamentosRoutes(app: FastifyInstance, opts: { pix?: PixReceiptProvider } = {}): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = opts.pix ?? staticPixProvider;

  r.post('/v4/payment/generate-receipt/:numorder/:idclient', {
    schema: {
      tags: ['Pagamentos'],
      summary: 'Gera o Pix (copia e cola + QR Code) do pedido',
      description: 'Only for an order of the caller paid by Pix and awaiting payment (AGUARDANDOPAGAMENTO).',
      security: [{ bearer: [] }],
      params: GerarReciboParams,
      response: { 200: ReciboPix, ...errorResponses },
    },
  }, async (request) => {
    const { numorder, idclient } = request.params;
    await requireCustomer(app.db, request, idclient);
    const order = await findOrderForPayment(app.db, idclient, numorder);
    if (!order) throw new HttpError(404, APP_MSG.orderNotFound);
    const pagamento = order.pagamento;
    if (order.formaTipo !== 'PIX' || order.status !== StatusPedido.AGUARDANDOPAGAMENTO || !pagamento || pagamento.status !== 'PENDENTE') {
      throw new HttpError(422, APP_MSG.pixOnlyForPendingOrders);
    }
    let copiaECola = pagamento.pixCopiaECola;
    let txid = pagamento.pixTxid;
    let expiraEm = pagamento.expiraEm;
    if (!copiaECola || !txid) {
      const receipt = provider.createReceipt({
        chave: order.pixChave,
        nomeRecebedor: order.fornecedorNome,
        cidade: order.pixCidade,
        valorCentavos: pagamento.valorCentavos,
        txid: pixTxid(order.numpedido),
      });
      copiaECola = receipt.copiaECola;
      txid = receipt.txid;
      expiraEm = new Date(Date.now() + PIX_VALIDITY_MS);
      const saved = { pixTxid: txid, pixCopiaECola: copiaECola, expiraEm };
      await app.db.transaction((tx) => savePixOnPayment(tx, pagamento.idpagamento, saved));
    }
    return {
      numpedido: order.numpedido,
      tipo: 'PIX' as const,
      valor: centavosToReais(pagamento.valorCentavos),
      copiaECola,
      qrCode: await QRCode.toDataURL(copiaECola, { errorCorrectionLevel: 'M', margin: 1, width: 320 }),
      txid,
      expiraEm: expiraEm ? expiraEm.toISOString() : null,
    };
  });
}
