import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto, textoMultilinha } from './text.ts';
import { Anotacoes, NumPedidoCliente } from './order-fields.ts';
import { CodigoCupom } from './coupon-fields.ts';
import {
  AFTER_SALE_MSG,
  CANAL_ORIGEM_TODOS,
  CanalOrigem,
  ORDER_LIST_MAX_PAGE_SIZE,
  ORDER_LIST_PAGE_SIZE,
  RATING_COMMENT_MAX,
  RATING_MAX_STARS,
  RATING_MIN_STARS,
  StatusPedido,
  VALIDATION_MSG,
} from '@vitrine/domain';
import { CanalVendaSchema, IdFornecedor, IdNumerico, Reais, TipoEntregaSchema } from './common.ts';
import { ItemSolicitado, MAX_ITENS_CARRINHO, RegraPrecoSchema } from './cart.ts';
import { TipoFormaPagamento } from './suppliers.ts';
import { EnderecoFaturamento, EnderecoFaturamentoBody } from './addresses.ts';

/**
 * Orders and Pix receipts (spec §3 Order payload, Order response, Order list item; §4 Order
 * statuses; §5 empty cart and duplicate-order check; §7 Orders). Prices, the delivery fee and
 * the address/store snapshots are always the server's: the payload only names ids.
 */

/** An order status (spec §4 Order statuses). */
export const StatusPedidoSchema = z.enum(StatusPedido);
export type StatusPedidoSchema = z.infer<typeof StatusPedidoSchema>;

/** Status of an order's payment. */
export const StatusPagamento = z.enum(['PENDENTE', 'PAGO', 'CANCELADO']);
export type StatusPagamento = z.infer<typeof StatusPagamento>;

/** Path of `POST /v2/app/{apptoken}/usuario/{idcliente}/pedido[/duplicidade]` (spec §7 Orders). */
export const PedidoParams = z.object({
  apptoken: texto().describe('{apptoken}'),
  idcliente: IdNumerico,
});
export type PedidoParams = z.infer<typeof PedidoParams>;

/**
 * The order payload (spec §3 Order payload). The server re-prices every item, recomputes the
 * delivery fee and snapshots the address (`enderecoentrega.idendereco`, DELIVERY) or the store
 * (`lojaRetira.idloja`, RETIRADA) from its own records: the other address/store fields a client
 * sends are accepted and ignored (stripped), and so is any price. `canalVenda` must be WEB
 * (MANUAL is the attendant's channel: accepted only while the customer's cart is a negotiated,
 * locked one, whose stored lines and prices then make the order; otherwise 400). The billing
 * address is stored on the order and becomes the customer's saved one. Subscriptions and
 * characteristics are later issues: accepted, not used.
 */
export const PedidoBody = z.object({
  itens: z.array(ItemSolicitado).max(MAX_ITENS_CARRINHO, VALIDATION_MSG.orderTooManyItems),
  idfornecedor: IdFornecedor,
  anotacoes: Anotacoes.optional(),
  numPedidoCliente: NumPedidoCliente.optional(),
  /** A manual coupon code; the server checks it again and applies the automatic one otherwise. */
  cupom: CodigoCupom.nullable().optional(),
  tipoEntrega: TipoEntregaSchema.default('DELIVERY'),
  /**
   * The delivery form (`id` = idformaentrega as the lookup gave it), the chosen date and, when the
   * form has windows, the window: all checked again by the server inside the order transaction
   * (coverage, fee, minimum, cut-off, closed days and the window's remaining capacity).
   */
  formaEntrega: z
    .object({
      id: texto().max(40).optional(),
      data_de_entrega: z.iso.date(VALIDATION_MSG.deliveryDateInvalid).optional(),
      idjanela: IdNumerico.nullable().optional(),
    })
    .optional(),
  /** DELIVERY: one of the customer's addresses. */
  enderecoentrega: z.object({ idendereco: IdNumerico }).nullable().optional(),
  /** RETIRADA: one of the supplier's pickup stores. */
  lojaRetira: z.object({ idloja: IdNumerico }).nullable().optional(),
  /** The billing address (spec §3): stored on the order and saved as the customer's billing address. */
  enderecofaturamento: EnderecoFaturamentoBody.optional(),
  /** An active payment method of the supplier. */
  formaPagamento: z.object({ idformapagto: IdNumerico, temForma: z.boolean().optional() }),
  canalVenda: CanalVendaSchema.default('WEB'),
  /**
   * A quote request (orçamento): only at a supplier tagged `support-budget`, whose staff price
   * it (ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO) before the buyer accepts it into an order.
   */
  orcamento: z.boolean().optional(),
  idtipoassinatura: z.unknown().optional(),
  caracteristicas: z.unknown().optional(),
});
export type PedidoBody = z.infer<typeof PedidoBody>;
/** The order payload as a client writes it (defaults not yet applied). */
export type PedidoBodyInput = z.input<typeof PedidoBody>;

/** Reply of the order submission (spec §3 Order response). Money in reais. */
export const PedidoResposta = z.object({
  numpedido: z.number().int(),
  totalpedido: Reais,
  taxaentrega: Reais,
  idcliente: z.number().int(),
  /** The coupon applied to the order, with its discount in reais; null when none. */
  dadospedido: z.object({
    cupom: z.object({ codigo: z.string(), desconto: Reais }).nullable(),
  }),
  mensagemErro: z.null(),
  /** 'Pedido {numpedido} enviado com sucesso'. */
  mensagemSucesso: z.string(),
  /** Names of the ordered products, sorted by name. */
  itensName: z.array(z.string()),
});
export type PedidoResposta = z.infer<typeof PedidoResposta>;

/**
 * Reply of the duplicate check (spec §5): `duplicado` true with 'Um pedido idêntico foi feito há
 * poucos segundos.' when the same order was placed within the duplicate window.
 */
export const DuplicidadeResposta = z.object({
  duplicado: z.boolean(),
  mensagem: z.string().optional(),
});
export type DuplicidadeResposta = z.infer<typeof DuplicidadeResposta>;

/** Path of `GET /v4/app/pedido/cliente/{idcliente}`. */
export const PedidosClienteParams = z.object({ idcliente: IdNumerico });
export type PedidosClienteParams = z.infer<typeof PedidosClienteParams>;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A sales channel of the §9 list (its key), or TODOS for every channel. */
export const CanalOrigemSchema = z.enum(CanalOrigem);
export type CanalOrigemSchema = z.infer<typeof CanalOrigemSchema>;

/** A calendar day 'YYYY-MM-DD'. */
const Dia = z.iso.date(AFTER_SALE_MSG.dateInvalid);

/**
 * The order list's filters, shared by the list and the export: status, period of the order date
 * (calendar days in São Paulo time, both inclusive) and sales channel (spec §9 channel list).
 */
export const FiltrosPedidos = z.object({
  status: z
    .preprocess(emptyAsUndefined, z.enum(StatusPedido, AFTER_SALE_MSG.statusInvalid).optional())
    .describe('Situação do pedido'),
  de: z.preprocess(emptyAsUndefined, Dia.optional()).describe('Primeiro dia, AAAA-MM-DD'),
  ate: z.preprocess(emptyAsUndefined, Dia.optional()).describe('Último dia, AAAA-MM-DD'),
  canal: z
    .preprocess(
      emptyAsUndefined,
      z
        .enum([CANAL_ORIGEM_TODOS, ...Object.values(CanalOrigem)], AFTER_SALE_MSG.channelInvalid)
        .optional(),
    )
    .describe('Canal de venda (spec §9), TODOS para todos'),
});
export type FiltrosPedidos = z.infer<typeof FiltrosPedidos>;

/**
 * Query of the order list (spec §7 Orders): the filters and the page. The linked-user filters
 * are accepted and ignored for now: linked users are a later issue, and the list shows the
 * session customer's orders.
 */
export const PedidosClienteQuery = FiltrosPedidos.extend({
  idusuariovinculado: texto().optional(),
  clientevinculadoprincipal: texto().optional(),
  pagina: z
    .preprocess(
      emptyAsUndefined,
      z.coerce
        .number(VALIDATION_MSG.pageInvalid)
        .int(VALIDATION_MSG.pageInvalid)
        .min(1, VALIDATION_MSG.pageInvalid)
        .max(100_000, VALIDATION_MSG.pageInvalid)
        .default(1),
    )
    .describe('Página, a partir de 1'),
  porPagina: z
    .preprocess(
      emptyAsUndefined,
      z.coerce
        .number(VALIDATION_MSG.limitInvalid)
        .int(VALIDATION_MSG.limitInvalid)
        .min(1, VALIDATION_MSG.limitInvalid)
        .max(ORDER_LIST_MAX_PAGE_SIZE, VALIDATION_MSG.limitInvalid)
        .default(ORDER_LIST_PAGE_SIZE),
    )
    .describe(
      `Pedidos por página (padrão ${ORDER_LIST_PAGE_SIZE}, máximo ${ORDER_LIST_MAX_PAGE_SIZE})`,
    ),
});
export type PedidosClienteQuery = z.infer<typeof PedidosClienteQuery>;

/** The payment method as shown on an order. */
export const FormaPagamentoPedido = z.object({
  idformapagto: z.number().int(),
  descricao: z.string(),
  tipo: TipoFormaPagamento,
});
export type FormaPagamentoPedido = z.infer<typeof FormaPagamentoPedido>;

/** What the buyer can do with the order now (domain `customerOrderActions`). */
export const AcoesPedido = z.object({
  cancelar: z.boolean(),
  aceitarOrcamento: z.boolean(),
  avaliar: z.boolean(),
  /** DANFE and XML downloads: the NF-e was issued. */
  documentosFiscais: z.boolean(),
});
export type AcoesPedido = z.infer<typeof AcoesPedido>;

/**
 * Who placed an order for the customer (spec §3 Order payload representante, usuarioVinculado,
 * idapikeys; §6 'Pedido emitido por'): each null when not that kind of actor.
 */
export const EmissorPedido = {
  usuarioVinculado: z
    .object({ idusuario_vinculado: z.number().int(), nome: z.string() })
    .nullable()
    .optional(),
  representante: z
    .object({ idrepresentante: z.number().int(), nome: z.string() })
    .nullable()
    .optional(),
  idapikeys: z.number().int().nullable().optional(),
};

/** An order list item (spec §3 Order list item: the stored tipoentrega is sent as tipoEntrega). */
export const PedidoResumo = z.object({
  ...EmissorPedido,
  numpedido: z.number().int(),
  status: StatusPedidoSchema,
  /** pt-BR text of the status (domain `statusText`). */
  statusTexto: z.string(),
  tipoEntrega: TipoEntregaSchema,
  totalpedido: Reais,
  data: z.string().describe('ISO 8601'),
  /** Number of lines. */
  quantidadeItens: z.number().int(),
  formaPagamento: FormaPagamentoPedido,
  /** The channel the order came from (spec §9) and its pt-BR name. */
  canalOrigem: CanalOrigemSchema,
  canalOrigemTexto: z.string(),
  /** The state of the up-front payment; null for methods paid on delivery or invoiced. */
  statusPagamento: StatusPagamento.nullable(),
  acoes: AcoesPedido,
});
export type PedidoResumo = z.infer<typeof PedidoResumo>;

/** Reply of the order list: one page, newest first, with the count of every match. */
export const PedidosClienteResposta = z.object({
  pedidos: z.array(PedidoResumo),
  pagina: z.number().int(),
  porPagina: z.number().int(),
  /** Orders matching the filters, over all pages. */
  total: z.number().int(),
  totalPaginas: z.number().int(),
});
export type PedidosClienteResposta = z.infer<typeof PedidosClienteResposta>;

/** Path of `GET /v4/app/orders/get-order/{numpedido}`. */
export const PedidoDetalheParams = z.object({ numpedido: IdNumerico });
export type PedidoDetalheParams = z.infer<typeof PedidoDetalheParams>;

/** One line of a placed order, priced and frozen at submission. Money in reais. */
export const ItemPedido = z.object({
  id: z.number().int(),
  nome: z.string(),
  unidade: z.string(),
  quantidade: z.number().describe('Quantidade com até 3 casas decimais'),
  /** The quantity picked and weighed at invoicing (the total follows it); null before. */
  quantidadeFaturada: z.number().nullable(),
  precoUnitario: Reais,
  regraPreco: RegraPrecoSchema,
  embalarParaPresente: z.boolean(),
  totalEmbalagem: Reais,
  total: Reais,
});
export type ItemPedido = z.infer<typeof ItemPedido>;

/** The delivery address copied onto the order when it was placed. */
export const EnderecoEntregaPedido = z.object({
  idendereco: z.number().int().optional(),
  rua: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  cep: z.string(),
  complemento: z.string().nullable().optional(),
  pais: z.string(),
  coords: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
});
export type EnderecoEntregaPedido = z.infer<typeof EnderecoEntregaPedido>;

/** The pickup store copied onto the order when it was placed. */
export const LojaRetiraPedido = z.object({
  idloja: z.number().int(),
  nome: z.string(),
  descricao_endereco_loja: z.string(),
  coordenadas_loja: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type LojaRetiraPedido = z.infer<typeof LojaRetiraPedido>;

/** The payment of an order; for Pix, the BR Code and its QR image once generated. */
export const PagamentoPedido = z.object({
  status: StatusPagamento,
  tipo: TipoFormaPagamento,
  /** Pix "copia e cola", null until `generate-receipt` was called. */
  copiaECola: z.string().nullable(),
  /** data:image/png;base64 QR of `copiaECola`, while the payment is pending; else null. */
  qrCode: z.string().nullable(),
  expiraEm: z.string().nullable().describe('ISO 8601'),
});
export type PagamentoPedido = z.infer<typeof PagamentoPedido>;

/** Order detail (spec §2 Order detail). Money in reais; `historico` oldest first. */
export const PedidoDetalhe = z.object({
  ...EmissorPedido,
  numpedido: z.number().int(),
  idfornecedor: z.string(),
  status: StatusPedidoSchema,
  statusTexto: z.string(),
  tipoEntrega: TipoEntregaSchema,
  canalVenda: CanalVendaSchema,
  data: z.string().describe('ISO 8601'),
  itens: z.array(ItemPedido),
  /** Sum of the line totals (gift packaging included). */
  totalItens: Reais,
  taxaentrega: Reais,
  desconto: Reais,
  /** The coupon that gave `desconto`, null when none. */
  codigoCupom: z.string().nullable(),
  /** totalItens + taxaentrega − desconto. */
  totalpedido: Reais,
  anotacoes: z.string().nullable(),
  numPedidoCliente: z.string().nullable(),
  enderecoentrega: EnderecoEntregaPedido.nullable(),
  /** The billing address stored with the order (the reply's fields without `salvo`). */
  enderecofaturamento: EnderecoFaturamento.omit({ salvo: true }).nullable(),
  lojaRetira: LojaRetiraPedido.nullable(),
  formaEntrega: z
    .object({
      id: z.string(),
      nome: z.string(),
      data_de_entrega: z.string(),
      janela: z
        .object({ idjanela: z.number().int(), inicio: z.string(), fim: z.string() })
        .nullable(),
    })
    .nullable(),
  formaPagamento: FormaPagamentoPedido,
  /** Null for methods not paid up front. */
  pagamento: PagamentoPedido.nullable(),
  historico: z.array(
    z.object({ status: StatusPedidoSchema, statusTexto: z.string(), data: z.string() }),
  ),
  codigoErp: z.string().nullable(),
  chaveNfe: z.string().nullable(),
  canalOrigem: CanalOrigemSchema,
  canalOrigemTexto: z.string(),
  acoes: AcoesPedido,
  /** The buyer's rating, once given (delivered orders only). */
  avaliacao: z
    .object({ estrelas: z.number().int(), comentario: z.string().nullable(), data: z.string() })
    .nullable(),
  /** The NF-e once issued (homologação: ambiente 2, no fiscal value). */
  notaFiscal: z
    .object({
      numero: z.number().int(),
      serie: z.number().int(),
      chave: z.string(),
      ambiente: z.number().int(),
      emitidaEm: z.string().describe('ISO 8601'),
    })
    .nullable(),
});
export type PedidoDetalhe = z.infer<typeof PedidoDetalhe>;

/** Path of the buyer's actions on one order. */
export const PedidoAcaoParams = z.object({ numpedido: IdNumerico });
export type PedidoAcaoParams = z.infer<typeof PedidoAcaoParams>;

/** Reply of a status change: the order's new status and total (reais). */
export const PedidoOperacaoResposta = z.object({
  numpedido: z.number().int(),
  status: StatusPedidoSchema,
  statusTexto: z.string(),
  totalpedido: Reais,
  codigoErp: z.string().nullable(),
  chaveNfe: z.string().nullable(),
});
export type PedidoOperacaoResposta = z.infer<typeof PedidoOperacaoResposta>;

/** Path of `POST /v1/app/{idcliente}/pedido/{numpedido}/avaliar`. */
export const AvaliarPedidoParams = z.object({ idcliente: IdNumerico, numpedido: IdNumerico });
export type AvaliarPedidoParams = z.infer<typeof AvaliarPedidoParams>;

/** The rating, form-encoded (spec §7): 1–5 stars and an optional comment. */
export const AvaliarPedidoBody = z.object({
  estrelas: z.coerce
    .number(AFTER_SALE_MSG.ratingStars)
    .int(AFTER_SALE_MSG.ratingStars)
    .min(RATING_MIN_STARS, AFTER_SALE_MSG.ratingStars)
    .max(RATING_MAX_STARS, AFTER_SALE_MSG.ratingStars)
    .describe('Estrelas, de 1 a 5'),
  comentario: textoMultilinha()
    .trim()
    .max(RATING_COMMENT_MAX, AFTER_SALE_MSG.ratingCommentTooLong)
    .optional(),
});
export type AvaliarPedidoBody = z.infer<typeof AvaliarPedidoBody>;

/** Reply of the rating: what was stored. */
export const AvaliarPedidoResposta = z.object({
  numpedido: z.number().int(),
  estrelas: z.number().int(),
  comentario: z.string().nullable(),
  data: z.string(),
  mensagem: z.string(),
});
export type AvaliarPedidoResposta = z.infer<typeof AvaliarPedidoResposta>;

/** Path of `POST /v4/orders/export/{id}`: {id} is the buyer (idcliente). */
export const ExportarPedidosParams = z.object({ id: IdNumerico });
export type ExportarPedidosParams = z.infer<typeof ExportarPedidosParams>;

/** Body of the export: the order list's filters and the file format. */
export const ExportarPedidosBody = FiltrosPedidos.extend({
  formato: z.enum(['xlsx', 'csv']).default('xlsx'),
});
export type ExportarPedidosBody = z.infer<typeof ExportarPedidosBody>;

/** A file reply (blob): the body is the file's bytes, not JSON. */
export const ArquivoResposta = z.unknown().describe('Arquivo (binário)');

/** The order calls of the route table (spec §7 Orders). */
export const ordersRoutes = {
  duplicateCheck: defineRoute({
    ...routePaths.orders.duplicateCheck,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Verifica pedido idêntico recente',
    description:
      'POST /v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade — same body as the order; writes nothing.',
    params: PedidoParams,
    body: PedidoBody,
    reply: DuplicidadeResposta,
  }),
  submit: defineRoute({
    ...routePaths.orders.submit,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Envia o pedido',
    description:
      'POST /v2/app/{apptoken}/usuario/{idcliente}/pedido — the spec §3 order payload. Prices and the delivery ' +
      'fee are computed on the server; the cart is emptied; 409 for an identical order seconds after another.',
    params: PedidoParams,
    body: PedidoBody,
    reply: PedidoResposta,
  }),
  list: defineRoute({
    ...routePaths.orders.list,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Pedidos do cliente',
    description:
      'GET /v4/app/pedido/cliente/{idcliente} — newest first, at the supplier of the session (Authorization header), ' +
      'one page (pagina, porPagina) of the orders matching status, de/ate (order date, São Paulo calendar days) and ' +
      "canal (spec §9 channel list, TODOS for all), with the payment state and the buyer's actions of each. " +
      'idusuariovinculado and clientevinculadoprincipal are accepted and ignored for now (linked users are a later issue).',
    params: PedidosClienteParams,
    query: PedidosClienteQuery,
    reply: PedidosClienteResposta,
  }),
  detail: defineRoute({
    ...routePaths.orders.detail,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Detalhe do pedido',
    description:
      'GET /v4/app/orders/get-order/{numpedido} — only the customer who placed it, at the supplier of the session; ' +
      "anyone else gets 404 'Pedido não encontrado'.",
    params: PedidoDetalheParams,
    reply: PedidoDetalhe,
  }),
  cancel: defineRoute({
    ...routePaths.orders.cancel,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Cancela o pedido (antes de sair da loja)',
    description:
      'POST /v4/app/orders/{numpedido}/cancelar — not in the spec (issue 10 §5): the buyer cancels an order of theirs ' +
      'at the supplier of the session while it has not left the store (ADR 0019); the cancellation effects run ' +
      "(invoice credit released, payment refunded). 404 for another customer's order; 422 once it left or ended.",
    params: PedidoAcaoParams,
    reply: PedidoOperacaoResposta,
  }),
  acceptQuote: defineRoute({
    ...routePaths.orders.acceptQuote,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Aceita o orçamento precificado',
    description:
      'POST /v4/app/orders/{numpedido}/aceitar-orcamento — not in the spec (issue 10 §5): a priced quote ' +
      '(ORCAMENTO_PRECIFICADO) becomes an order: AGUARDANDOPAGAMENTO when its method is paid up front, else ENVIADO. ' +
      "404 for another customer's order; 422 when it is not a priced quote.",
    params: PedidoAcaoParams,
    reply: PedidoOperacaoResposta,
  }),
  rate: defineRoute({
    ...routePaths.orders.rate,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Avalia o pedido entregue',
    description:
      'POST /v1/app/{idcliente}/pedido/{numpedido}/avaliar — form-encoded (application/x-www-form-urlencoded; JSON ' +
      'is accepted too): estrelas 1–5 and comentario (≤ 500 characters). Once per delivered (ENTREGUE) order, only ' +
      "by its buyer: 403 when {idcliente} is not the session's customer, 404 for another customer's order, 422 " +
      'when not delivered, 409 when already rated.',
    params: AvaliarPedidoParams,
    body: AvaliarPedidoBody,
    reply: AvaliarPedidoResposta,
  }),
  export: defineRoute({
    ...routePaths.orders.export,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Exporta os pedidos (XLSX ou CSV)',
    description:
      "POST /v4/orders/export/{id} — {id} is the buyer (idcliente, 403 when not the session's customer). Body: the " +
      'order list filters (status, de, ate, canal) and formato xlsx (default) or csv. Replies with the file (blob, ' +
      'Content-Disposition attachment): one row per order, pt-BR headers, values in BRL; CSV is UTF-8 with BOM and ' +
      'semicolons, as Brazilian spreadsheets open it.',
    params: ExportarPedidosParams,
    body: ExportarPedidosBody,
    reply: ArquivoResposta,
  }),
};
