import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import { VALIDATION_MSG } from '@vitrine/domain';
import { Cep, IdFornecedor, IdNumerico, Reais, TipoEntregaSchema } from './common.ts';
import { ItemSolicitado, MAX_ITENS_CARRINHO } from './cart.ts';

/**
 * Delivery forms of a supplier: which apply to an address, a CEP or a point, with their fee and
 * scheduling dates (spec §4 Delivery, §5 fee lookups, §7 Delivery, §8 Delivery and address).
 */

/** Path of `GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}`. */
export const FormasEntregaParams = z.object({
  apptoken: texto().describe('{apptoken}{sep}{idcliente}, e.g. vitrine-web~42'),
  idfornecedor: IdFornecedor,
});
export type FormasEntregaParams = z.infer<typeof FormasEntregaParams>;

/** An empty query value (`?idendereco=`) counts as absent. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalId = z.preprocess(emptyAsUndefined, IdNumerico.optional());

/** Query of the delivery lookup for a customer's address. */
export const FormasEntregaQuery = z.object({
  /** The customer's address; required for DELIVERY. */
  idendereco: optionalId,
  /** Requested type; resolved against the supplier's has-delivery / has-collect tags. */
  tipoEntrega: z.preprocess(emptyAsUndefined, TipoEntregaSchema.optional()),
  /** Accepted; fees do not vary by payment method. */
  idformapagamento: optionalId,
});
export type FormasEntregaQuery = z.infer<typeof FormasEntregaQuery>;

/** A scheduling window still open on a date. */
export const JanelaEntrega = z.object({
  idjanela: z.number().int(),
  inicio: z.string().describe('HH:MM, horário de Brasília'),
  fim: z.string().describe('HH:MM, horário de Brasília'),
  vagas: z.number().int().describe('Pedidos que ainda cabem nesta janela nesta data'),
});
export type JanelaEntrega = z.infer<typeof JanelaEntrega>;

/** A date the form can deliver (or hand over, for pickup), with its open windows. */
export const AgendamentoEntrega = z.object({
  data: z.string().describe('YYYY-MM-DD'),
  janelas: z.array(JanelaEntrega).describe('Vazio quando a forma não tem janelas'),
});
export type AgendamentoEntrega = z.infer<typeof AgendamentoEntrega>;

/** One delivery form that applies, priced for the cart or the products sent. */
export const FormaEntrega = z.object({
  /** The form's id as text (what the order sends back in formaEntrega.id). */
  id: z.string(),
  idformaentrega: z.number().int(),
  nome: z.string(),
  tipo: TipoEntregaSchema,
  taxaEntrega: Reais.describe('Taxa desta forma para este endereço e este valor de pedido'),
  /** True when the fee is 0 because the order reached `gratisAcimaDe`. */
  gratis: z.boolean(),
  gratisAcimaDe: Reais.nullable(),
  pedidoMinimo: Reais,
  /** Lead time in days (0 = same day). */
  prazoDias: z.number().int(),
  /** Daily cut-off, HH:MM São Paulo: orders after it count as placed the next day. */
  horarioCorte: z.string(),
  /** The schedulable dates, earliest first (same as `agendamentos[].data`). */
  datas: z.array(z.string()),
  agendamentos: z.array(AgendamentoEntrega),
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
  /** Distance from the buyer's address or point in metres; null when unknown. */
  distanciaMetros: z.number().int().nullable(),
});
export type LojaRetirada = z.infer<typeof LojaRetirada>;

/** Delivery lookup reply: the resolved type, the forms that apply, the pickup stores (RETIRADA). */
export const FormasEntregaResposta = z.object({
  tipoEntrega: TipoEntregaSchema,
  formas: z.array(FormaEntrega),
  /** Pickup stores nearest first when a location is known; empty for DELIVERY. */
  lojas: z.array(LojaRetirada),
});
export type FormasEntregaResposta = z.infer<typeof FormasEntregaResposta>;

/** Path of `POST /v4/app/formas-entrega/{idfornecedor}/{cep}`. */
export const FormasEntregaCepParams = z.object({
  idfornecedor: IdFornecedor,
  cep: texto(VALIDATION_MSG.cepRequired)
    .trim()
    .regex(/^\d{5}-?\d{3}$/, VALIDATION_MSG.cepInvalid)
    .pipe(Cep),
});
export type FormasEntregaCepParams = z.infer<typeof FormasEntregaCepParams>;

/** A coordinate in a query string: a number in range, empty counts as absent. */
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce.number(message).min(min, message).max(max, message).optional(),
  );

/** Query of the by-CEP lookup: the type and, when known, the point (both or neither). */
export const FormasEntregaCepQuery = z
  .object({
    tipoEntrega: z.preprocess(emptyAsUndefined, TipoEntregaSchema.optional()),
    lat: coordinate(-90, 90, VALIDATION_MSG.latitudeInvalid),
    lng: coordinate(-180, 180, VALIDATION_MSG.longitudeInvalid),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: VALIDATION_MSG.coordinatesIncomplete,
    path: ['lat'],
  });
export type FormasEntregaCepQuery = z.infer<typeof FormasEntregaCepQuery>;

/** Body of the by-CEP lookup: the products (ids and quantities) the fee is for; prices are the server's. */
export const FormasEntregaCepBody = z.object({
  produtos: z.array(ItemSolicitado).max(MAX_ITENS_CARRINHO, VALIDATION_MSG.cartTooManyItems),
});
export type FormasEntregaCepBody = z.infer<typeof FormasEntregaCepBody>;

/** The delivery calls of the route table (spec §7 Delivery). */
export const deliveryRoutes = {
  forms: defineRoute({
    ...routePaths.delivery.forms,
    auth: 'customer',
    tags: ['Entrega'],
    summary: 'Formas de entrega do fornecedor para um endereço do cliente',
    description:
      'GET /v4/app/{apptoken}{sep}{idcliente}/formas-entrega/{idfornecedor}?idendereco&tipoEntrega&idformapagamento ' +
      "(Bearer, session of that supplier). The type is resolved from the supplier's has-delivery/has-collect tags. " +
      "DELIVERY needs idendereco (the customer's): the forms covering it (polygons, CEP ranges) priced for the " +
      "customer's stored cart (fixed, per CEP range or per distance band from the dispatching store; free above " +
      'gratisAcimaDe; forms whose minimum the cart does not reach are left out). RETIRADA: the pickup forms and the ' +
      "active stores, nearest to idendereco first. Each form lists its next dates (Sundays, national holidays and the supplier's " +
      'closed days skipped, the daily cut-off applied) with the windows that still have room. ' +
      "422 'O fornecedor não atende no endereço informado' when the address is outside every service area; " +
      "422 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.' when no form applies.",
    params: FormasEntregaParams,
    query: FormasEntregaQuery,
    reply: FormasEntregaResposta,
  }),
  quote: defineRoute({
    ...routePaths.delivery.quote,
    auth: 'customer-optional',
    tags: ['Entrega'],
    summary: 'Taxa e formas de entrega para um CEP ou ponto (visitante ou cliente)',
    description:
      'POST /v4/app/formas-entrega/{idfornecedor}/{cep}?tipoEntrega&lat&lng, body { produtos: [{ id, quantidade }] } — ' +
      'the forms that apply to that CEP (and point, when lat/lng are sent) with their fee for those products priced by ' +
      'the server, so the cart shows its fee before checkout. For visitors and customers alike. Errors carry ' +
      "`Mensagem` as well as `mensagem` (spec §8: the cart's by-CEP errors read Mensagem): 422 " +
      "'Infelizmente ainda não atendemos este endereço' outside every service area, 422 'Nenhuma forma de entrega foi " +
      "encontrada para esse endereço, itens ou valor de pedido.' when no form applies to these items or value.",
    params: FormasEntregaCepParams,
    query: FormasEntregaCepQuery,
    body: FormasEntregaCepBody,
    reply: FormasEntregaResposta,
  }),
};
