import { z } from 'zod';
import { IdNumerico, Reais } from './common.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';

/** Payments (spec §3 Payment method, §7 Orders generate-receipt): today the order's Pix receipt. */

/** Path of `POST /v4/payment/generate-receipt/{numorder}/{idclient}`. */
export const GerarReciboParams = z.object({ numorder: IdNumerico, idclient: IdNumerico });
export type GerarReciboParams = z.infer<typeof GerarReciboParams>;

/** A Pix receipt (spec §7 generate-receipt): the static BR Code "copia e cola" and its QR image. */
export const ReciboPix = z.object({
  numpedido: z.number().int(),
  tipo: z.literal('PIX'),
  /** The order total, reais. */
  valor: Reais,
  copiaECola: z.string(),
  qrCode: z.string().describe('data:image/png;base64,…'),
  /** Pix transaction id in the BR Code (field 62-05). */
  txid: z.string(),
  expiraEm: z.string().nullable().describe('ISO 8601'),
});
export type ReciboPix = z.infer<typeof ReciboPix>;

/** The payment calls of the route table (spec §7 Orders, generate-receipt). */
export const paymentsRoutes = {
  pixReceipt: defineRoute({
    ...routePaths.payments.pixReceipt,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'Gera o Pix (copia e cola + QR Code) do pedido',
    description:
      'POST /v4/payment/generate-receipt/{numorder}/{idclient} — only for an order of the caller, at the supplier of ' +
      'the session, paid by Pix and awaiting payment (AGUARDANDOPAGAMENTO); otherwise 422. Calling it again returns ' +
      'the same code.',
    params: GerarReciboParams,
    reply: ReciboPix,
  }),
};
