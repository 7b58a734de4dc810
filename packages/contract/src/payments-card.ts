import { z } from 'zod';
import { PAYMENT_MSG } from '@vitrine/domain';
import { IdFornecedor, IdNumerico, Reais } from './common.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';

/** Card payments (spec §3 Card, §4 Payment confirmation, §7 Orders; issue 10 §2; ADR 0021). */

/** Query of `GET /v4/gateways/token`. */
export const GatewayTokenQuery = z.object({
  idsupplier: IdFornecedor,
  idformapagamento: IdNumerico,
});

/** What the browser needs to tokenise a card at the gateway, and how the method may be split. */
export const GatewayTokenResposta = z.object({
  gateway: z.enum(['sandbox', 'mercadopago']),
  /** The gateway's public key (not a secret). */
  publicKey: z.string(),
  /** Where the browser posts the card: the gateway itself, never the Vitrine API or storefront. */
  tokenizationUrl: z.string(),
  idformapagamento: z.number().int(),
  /** Most installments the method allows (1 = à vista only). */
  maxParcelas: z.number().int(),
  /** Smallest installment, reais. */
  parcelaMinima: Reais,
  /** Extra authorised for orders with weighed items, percent (spec §9 pre-authorisation). */
  margemPreAutorizacao: z.number(),
});
export type GatewayTokenResposta = z.infer<typeof GatewayTokenResposta>;

const campo = (max: number) => texto().trim().max(max);
/** Keys that would carry card data the Vitrine API must never receive. */
const proibido = z.undefined({ error: PAYMENT_MSG.cardDataNotAccepted }).optional();

/**
 * The `creditcard` object of confirm-payment: the gateway's token and the card's mask — never the
 * number or the CVC (a deliberate reading of spec §3 Card "On payment: number, name, expiry, cvc,
 * token, mask", ADR 0021: the browser sends number and CVC to the gateway's tokenisation only).
 * `number`, `cvc`, `cvv`, `card_number` and `security_code` are refused with a 400.
 */
export const CartaoPagamento = z.object({
  /** Single-use gateway token: of a new card, or of a saved card plus its CVC typed again. */
  token: campo(200).min(1, PAYMENT_MSG.cardTokenRequired),
  /** e.g. `**** **** **** 1111`. */
  mask: campo(25).optional(),
  brand: campo(30).optional(),
  name: campo(100).optional(),
  /** MM/AA. */
  expiry: campo(7).optional(),
  salvarCartao: z.boolean().optional().default(false),
  /** A saved card (GET /v4/app/creditcard) paid again with its CVC token. */
  idcreditcard: IdNumerico.optional(),
  quantParcelas: z.coerce.number().int().min(1).max(24).optional().default(1),
  faturamento_bairro: campo(80).optional(),
  faturamento_rua: campo(120).optional(),
  faturamento_numero: campo(20).optional(),
  faturamento_complemento: campo(80).optional(),
  faturamento_cep: campo(9).optional(),
  faturamento_cidade: campo(80).optional(),
  faturamento_estado: campo(2).optional(),
  faturamento_pais: campo(40).optional(),
  number: proibido,
  cvc: proibido,
  cvv: proibido,
  card_number: proibido,
  security_code: proibido,
});
export type CartaoPagamento = z.input<typeof CartaoPagamento>;

/** Body of `POST /v4/app/payment/confirm-payment/{numpedido}` (spec §7). */
export const ConfirmarPagamentoBody = z.object({
  idclient: IdNumerico,
  sessionId: campo(200).nullable().optional(),
  captchaToken: campo(4000).nullable().optional(),
  /** 3-D Secure / external authentication result, as the gateway's SDK returned it (text). */
  externalAuthentication: campo(4000).nullable().optional(),
  creditcard: CartaoPagamento,
  isPagbank: z.boolean().optional(),
});
export type ConfirmarPagamentoBody = z.input<typeof ConfirmarPagamentoBody>;

/** Reply of confirm-payment: success, or success pending an antifraud review (spec §4). */
export const ConfirmarPagamentoResposta = z.object({
  StatusCode: z.enum(['Success', 'Pending']),
  Mensagem: z.string(),
  numpedido: z.number().int(),
  /** The order's status after the payment (ENVIADO when confirmed). */
  status: z.string(),
  /** Amount authorised on the card, reais (total + margin for a pre-authorisation). */
  valorAutorizado: Reais,
  preAutorizacao: z.boolean(),
  quantParcelas: z.number().int(),
});
export type ConfirmarPagamentoResposta = z.infer<typeof ConfirmarPagamentoResposta>;

/** A saved card (spec §3 Card idcreditcard): brand, mask and expiry only. */
export const CartaoSalvo = z.object({
  idcreditcard: z.number().int(),
  brand: z.string(),
  mask: z.string(),
  /** MM/AAAA. */
  validade: z.string(),
  gateway: z.string(),
  /** The gateway's id of the card, for the browser's CVC tokenisation. */
  cardId: z.string(),
});
export type CartaoSalvo = z.infer<typeof CartaoSalvo>;

/** The card payment calls of the route table (spec §7 Orders). */
export const paymentCardRoutes = {
  gatewayToken: defineRoute({
    ...routePaths.payments.gatewayToken,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'Dados para tokenizar o cartão no meio de pagamento',
    description:
      'GET /v4/gateways/token (spec §7): the gateway name, its public key and the tokenisation URL the browser ' +
      'posts the card to (directly at the gateway: the card number and CVC never reach this API nor the ' +
      "storefront server, ADR 0021), plus the method's installments and pre-authorisation margin. Only for the " +
      "session's supplier (403 otherwise) and a card method of it (404 otherwise).",
    query: GatewayTokenQuery,
    reply: GatewayTokenResposta,
  }),
  confirmPayment: defineRoute({
    ...routePaths.payments.confirmPayment,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'Confirma o pagamento com cartão do pedido',
    description:
      'POST /v4/app/payment/confirm-payment/{numpedido} (spec §7, §4 Payment confirmation). `creditcard` carries ' +
      'the gateway token and the mask — never the number or the CVC (deliberate reading of spec §3 Card, ADR 0021: ' +
      'those fields are refused with 400). Approved → StatusCode Success and the order moves to ENVIADO; antifraud ' +
      'review → StatusCode Pending; declined → 422 with Mensagem. Orders with weighed items are pre-authorised for ' +
      'the total plus a margin and captured at invoicing. A paid order is refused (409) and nothing is charged twice.',
    params: z.object({ numpedido: IdNumerico }),
    body: ConfirmarPagamentoBody,
    reply: ConfirmarPagamentoResposta,
  }),
  savedCards: defineRoute({
    ...routePaths.payments.savedCards,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'Cartões salvos do cliente',
    description:
      "GET /v4/app/creditcard/{idclient} (spec §7): the customer's cards saved at the supplier (brand, mask, expiry).",
    params: z.object({ idclient: IdNumerico }),
    query: z.object({ idfornecedor: IdFornecedor, tipo: campo(20).optional() }),
    reply: z.array(CartaoSalvo),
  }),
  deleteCard: defineRoute({
    ...routePaths.payments.deleteCard,
    auth: 'customer',
    tags: ['Pagamentos'],
    summary: 'Exclui um cartão salvo',
    description:
      "DELETE /v4/creditcard/{id} (spec §7): only the session's own card; another customer's → 404, nothing changed.",
    params: z.object({ id: IdNumerico }),
    reply: z.object({ idcreditcard: z.number().int(), excluido: z.literal(true) }),
  }),
};
