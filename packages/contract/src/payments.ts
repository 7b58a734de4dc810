import { z } from 'zod';
import { IdNumerico, Reais } from './common.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { paymentCardRoutes } from './payments-card.ts';

/**
 * Payments (spec §3 Payment method, §7 Orders generate-receipt): the order's Pix or boleto, the
 * payment state the order pages poll, the boleto PDF. Card payments: payments-card.ts.
 */

/** Path of `POST /v4/payment/generate-receipt/{numorder}/{idclient}`. */
export const GerarReciboParams = z.object({ numorder: IdNumerico, idclient: IdNumerico });
export type GerarReciboParams = z.infer<typeof GerarReciboParams>;

/**
 * A Pix receipt (spec §7 generate-receipt): the BR Code "copia e cola" and its QR image — a
 * dynamic charge at the payment gateway (`dinamico`), or the static code of the supplier's key
 * when the supplier has no gateway.
 */
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
  /** A charge at the gateway, confirmed by its webhook (false: static code of the supplier's key). */
  dinamico: z.boolean().optional(),
});
export type ReciboPix = z.infer<typeof ReciboPix>;

/** A boleto receipt (issue 10 §3): FEBRABAN numbers, due date and the PDF's API path. */
export const ReciboBoleto = z.object({
  numpedido: z.number().int(),
  tipo: z.literal('BOLETO'),
  valor: Reais,
  /** 47 digits. */
  linhaDigitavel: z.string(),
  /** 44 digits (the ITF barcode's content). */
  codigoBarras: z.string(),
  /** YYYY-MM-DD. */
  vencimento: z.string(),
  /** API path of the PDF (GET, same session). */
  pdf: z.string(),
});
export type ReciboBoleto = z.infer<typeof ReciboBoleto>;

/** Reply of generate-receipt: a Pix or a boleto, by the order's payment method. */
export const Recibo = z.discriminatedUnion('tipo', [ReciboPix, ReciboBoleto]);
export type Recibo = z.infer<typeof Recibo>;

/** States of a gateway charge (payments domain `StatusCobranca`). */
export const StatusCobrancaSchema = z.enum([
  'PROCESSANDO',
  'PENDENTE',
  'EM_ANALISE',
  'AUTORIZADA',
  'PAGA',
  'RECUSADA',
  'CANCELADA',
  'ESTORNADA',
  'EXPIRADA',
  'FALHOU',
]);

/** The order's payment as the open order pages poll it. */
export const EstadoPagamento = z.object({
  numpedido: z.number().int(),
  /** The order's status (AGUARDANDOPAGAMENTO until paid). */
  status: z.string(),
  statusPagamento: z.enum(['PENDENTE', 'PAGO', 'CANCELADO']).nullable(),
  /** The stored payment error (spec §8), null when none or cleared. */
  mensagemErro: z.string().nullable(),
  cobranca: z
    .object({
      tipo: z.string(),
      status: StatusCobrancaSchema,
      valor: Reais,
      capturado: Reais,
      estornado: Reais,
      preAutorizacao: z.boolean(),
      quantParcelas: z.number().int(),
      bandeira: z.string().nullable(),
      mascara: z.string().nullable(),
    })
    .nullable(),
});
export type EstadoPagamento = z.infer<typeof EstadoPagamento>;

/** The payment calls of the route table (spec §7 Orders, generate-receipt). */
export const paymentsRoutes = {
  pixReceipt: defineRoute({
    ...routePaths.payments.pixReceipt,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'Gera o Pix (copia e cola + QR Code) do pedido',
    description:
      'POST /v4/payment/generate-receipt/{numorder}/{idclient} — only for an order of the caller, at the supplier of ' +
      'the session, paid by Pix or boleto and awaiting payment (AGUARDANDOPAGAMENTO); otherwise 422. Pix: a dynamic ' +
      "charge at the payment gateway (txid, expiry, QR, copia e cola), or the static BR Code of the supplier's key " +
      'when its method has no gateway. Boleto: linha digitável, barcode, due date and the PDF path. Calling it again ' +
      'returns the same charge.',
    params: GerarReciboParams,
    reply: Recibo,
  }),
  paymentState: defineRoute({
    ...routePaths.payments.paymentState,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'Situação do pagamento do pedido',
    description:
      'Not in the spec (issue 10 §3: the open submission and order pages update by themselves): the order status, ' +
      "its payment's summary and latest gateway charge, and the stored payment error. Only the session's own order.",
    params: z.object({ numpedido: IdNumerico }),
    reply: EstadoPagamento,
  }),
  clearPaymentError: defineRoute({
    ...routePaths.payments.clearPaymentError,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'Limpa a mensagem de erro do pagamento',
    description:
      'Not in the spec as a path (spec §4/§8: "the payment error message is stored and can be cleared"): clears the ' +
      "stored error of the session's own order.",
    params: z.object({ numpedido: IdNumerico }),
    reply: EstadoPagamento,
  }),
  boletoPdf: defineRoute({
    ...routePaths.payments.boletoPdf,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'PDF do boleto do pedido',
    description:
      "Not in the spec (issue 10 §3): the boleto of the session's own order as a PDF (application/pdf) with the " +
      'ITF barcode; 404 when the order has no boleto.',
    params: z.object({ numpedido: IdNumerico }),
    reply: z.unknown().describe('application/pdf'),
  }),
  ...paymentCardRoutes,
};
