import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import { Anotacoes, NumPedidoCliente } from './order-fields.ts';
import { CodigoCupom } from './coupon-fields.ts';
import { StatusPedido, VALIDATION_MSG } from '@vitrine/domain';
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

/**
 * Query of the order list (spec §7 Orders). The linked-user filters are accepted and ignored
 * for now: linked users are a later issue, and the list shows the session customer's orders.
 */
export const PedidosClienteQuery = z.object({
  idusuariovinculado: texto().optional(),
  clientevinculadoprincipal: texto().optional(),
});
export type PedidosClienteQuery = z.infer<typeof PedidosClienteQuery>;

/** The payment method as shown on an order. */
export const FormaPagamentoPedido = z.object({
  idformapagto: z.number().int(),
  descricao: z.string(),
  tipo: TipoFormaPagamento,
});
export type FormaPagamentoPedido = z.infer<typeof FormaPagamentoPedido>;

/** An order list item (spec §3 Order list item: the stored tipoentrega is sent as tipoEntrega). */
export const PedidoResumo = z.object({
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
});
export type PedidoResumo = z.infer<typeof PedidoResumo>;

/** Reply of the order list: newest first. */
export const PedidosClienteResposta = z.array(PedidoResumo);
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
});
export type PedidoDetalhe = z.infer<typeof PedidoDetalhe>;

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
      'GET /v4/app/pedido/cliente/{idcliente} — newest first, at the supplier of the session (Authorization header). ' +
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
};
