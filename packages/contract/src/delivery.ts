import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import { IdFornecedor, IdNumerico, Reais, TipoEntregaSchema } from './common.ts';

/**
 * Delivery options of a supplier for a logged-in customer (spec §4 Delivery, §7 Delivery,
 * §8 Delivery and address).
 */

/** Path of `GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}`. */
export const FormasEntregaParams = z.object({
  apptoken: texto().describe('{apptoken}{sep}{idcliente}, e.g. vitrine-web~42'),
  idfornecedor: IdFornecedor,
});
export type FormasEntregaParams = z.infer<typeof FormasEntregaParams>;

/** An empty query value (`?idendereco=`) counts as absent. */
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), IdNumerico.optional());

/** Query of the delivery lookup. */
export const FormasEntregaQuery = z.object({
  /** The customer's address; required for DELIVERY. */
  idendereco: optionalId,
  /** Requested type; resolved against the supplier's has-delivery / has-collect tags. */
  tipoEntrega: z.preprocess((v) => (v === '' ? undefined : v), TipoEntregaSchema.optional()),
  /** Accepted for compatibility; delivery fees do not depend on the payment method. */
  idformapagamento: optionalId,
});
export type FormasEntregaQuery = z.infer<typeof FormasEntregaQuery>;

/** One delivery option. */
export const FormaEntrega = z.object({
  /** 'PADRAO' (delivery) or 'RETIRADA' (pickup). */
  id: z.string(),
  nome: z.string(),
  taxaEntrega: Reais,
  /** Lead time in business days. */
  prazoDias: z.number().int(),
  /** Schedulable dates, YYYY-MM-DD, earliest first. */
  datas: z.array(z.string()),
});
export type FormaEntrega = z.infer<typeof FormaEntrega>;

/** A pickup store (spec §3 Service area coordenadas_lojas, order lojaRetira). */
export const LojaRetirada = z.object({
  idloja: z.number().int(),
  nome: z.string(),
  descricao_endereco_loja: z.string(),
  coordenadas_loja: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Opening hours as free text, e.g. "Seg a Sex, 8h às 18h". */
  horario: z.string().nullable(),
});
export type LojaRetirada = z.infer<typeof LojaRetirada>;

/** Delivery lookup reply: the resolved type, its options, and the pickup stores (RETIRADA only). */
export const FormasEntregaResposta = z.object({
  tipoEntrega: TipoEntregaSchema,
  formas: z.array(FormaEntrega),
  lojas: z.array(LojaRetirada),
});
export type FormasEntregaResposta = z.infer<typeof FormasEntregaResposta>;

/** The delivery calls of the route table (spec §7 Delivery). */
export const deliveryRoutes = {
  forms: defineRoute({
    ...routePaths.delivery.forms,
    auth: 'customer',
    tags: ['Entrega'],
    summary: 'Formas de entrega do fornecedor para o cliente',
    description:
      'GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}?idendereco&tipoEntrega&idformapagamento ' +
      "(Bearer, session of that supplier). The type is resolved from the supplier's has-delivery/has-collect " +
      "tags. RETIRADA: free pickup with the active stores in lojas. DELIVERY: idendereco (the customer's) must " +
      "fall in a service area, else 422 'O fornecedor não atende no endereço informado'. taxaEntrega in reais; " +
      'datas are YYYY-MM-DD (no Sundays).',
    params: FormasEntregaParams,
    query: FormasEntregaQuery,
    reply: FormasEntregaResposta,
  }),
};
