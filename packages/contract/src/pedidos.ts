import { z } from 'zod';
import { CanalVendaSchema, IdFornecedor, IdNumerico, Reais, TipoEntregaSchema } from './common.ts';
import { ItemSolicitado } from './carrinho.ts';

const StatusPedidoSchema = z.enum([
  'ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO',
  'PAGO', 'EMENTREGA', 'PRONTO_RETIRADA', 'ENTREGUE', 'CANCELADO',
]);

/** Path of `POST /v2/app/{apptoken}/usuario/{idcliente}/pedido[/duplicidade]` (spec §7 Orders). */
export const PedidoParams = z.object({
  apptoken: z.string().describe('{apptoken}'),
  idcliente: IdNumerico,
});
export type PedidoParams = z.infer<typeof PedidoParams>;

/** The order payload (spec §3 Order payload). Prices are never accepted: the server prices. */
export const PedidoBody = z.object({
  itens: z.array(ItemSolicitado).max(500, 'O pedido aceita no máximo 500 itens'),
  idfornecedor: IdFornecedor,
  anotacoes: z.string().max(1000, 'Observações muito longas').optional(),
  numPedidoCliente: z.string().max(60, 'Número do pedido muito longo').optional(),
  cupom: z.null().optional(),
  tipoEntrega: TipoEntregaSchema.default('DELIVERY'),
  formaEntrega: z.object({
    id: z.string().max(40).optional(),
    data_de_entrega: z.iso.date('Data de entrega inválida').optional(),
  }).optional(),
  enderecoentrega: z.object({ idendereco: IdNumerico }).loose().nullable().optional(),
  lojaRetira: z.object({ idloja: IdNumerico }).loose().nullable().optional(),
  enderecofaturamento: z.unknown().optional(),
  formaPagamento: z.object({ idformapagto: IdNumerico, temForma: z.boolean().optional() }),
  canalVenda: CanalVendaSchema.default('WEB'),
  idtipoassinatura: z.unknown().optional(),
  caracteristicas: z.unknown().optional(),
});
export type PedidoBody = z.infer<typeof PedidoBody>;

/** Reply of the order submission (spec §3 Order response). */
export const PedidoResposta = z.object({
  numpedido: z.number().int(),
  totalpedido: Reais,
  taxaentrega: Reais,
  idcliente: z.number().int(),
  dadospedido: z.object({ cupom: z.null() }),
  mensagemErro: z.null(),
  mensagemSucesso: z.string(),
  itensName: z.array(z.string()),
});
export type PedidoResposta = z.infer<typeof PedidoResposta>;

/** Reply of the duplicate check (spec §5 duplicate-order check). */
export const DuplicidadeResposta = z.object({
  duplicado: z.boolean(),
  mensagem: z.string().optional(),
});
export type DuplicidadeResposta = z.infer<typeof DuplicidadeResposta>;

/** Path of `GET /v4/app/pedido/cliente/{idcliente}`. */
export const PedidosClienteParams = z.object({ idcliente: IdNumerico });
/** Query of the order list; linked-user filters are accepted (linked users are a later issue). */
export const PedidosClienteQuery = z.object({
  idusuariovinculado: z.string().optional(),
  clientevinculadoprincipal: z.string().optional(),
});

/** The payment method as shown on an order. */
export const FormaPagamentoPedido = z.object({
  idformapagto: z.number().int(),
  descricao: z.string(),
  tipo: z.string(),
});

/** An order list item (spec §3 Order list item). */
export const PedidoResumo = z.object({
  numpedido: z.number().int(),
  status: StatusPedidoSchema,
  statusTexto: z.string(),
  tipoEntrega: TipoEntregaSchema,
  totalpedido: Reais,
  data: z.string().describe('ISO 8601'),
  quantidadeItens: z.number().int(),
  formaPagamento: FormaPagamentoPedido,
});
export type PedidoResumo = z.infer<typeof PedidoResumo>;
export const PedidosClienteResposta = z.array(PedidoResumo);

/** Path of `GET /v4/app/orders/get-order/{numpedido}`. */
export const PedidoDetalheParams = z.object({ numpedido: IdNumerico });

/** One line of a placed order, priced and frozen at submission. */
export const ItemPedido = z.object({
  id: z.number().int(),
  nome: z.string(),
  unidade: z.string(),
  quantidade: z.number(),
  precoUnitario: Reais,
  regraPreco: z.string(),
  embalarParaPresente: z.boolean(),
  totalEmbalagem: Reais,
  total: Reais,
});

/** A Pix receipt (spec §7 generate-receipt): the BR Code "copia e cola" and its QR image. */
export const ReciboPix = z.object({
  numpedido: z.number().int(),
  tipo: z.literal('PIX'),
  valor: Reais,
  copiaECola: z.string(),
  qrCode: z.string().describe('data:image/png;base64,…'),
  txid: z.string(),
  expiraEm: z.string().nullable(),
});
export type ReciboPix = z.infer<typeof ReciboPix>;

/** Order detail (spec §2 Order detail). */
export const PedidoDetalhe = z.object({
  numpedido: z.number().int(),
  idfornecedor: z.string(),
  status: StatusPedidoSchema,
  statusTexto: z.string(),
  tipoEntrega: TipoEntregaSchema,
  canalVenda: CanalVendaSchema,
  data: z.string(),
  itens: z.array(ItemPedido),
  totalItens: Reais,
  taxaentrega: Reais,
  desconto: Reais,
  totalpedido: Reais,
  anotacoes: z.string().nullable(),
  numPedidoCliente: z.string().nullable(),
  enderecoentrega: z.object({
    idendereco: z.number().int().optional(),
    rua: z.string(), numero: z.string(), bairro: z.string(), cidade: z.string(), uf: z.string(), cep: z.string(),
    complemento: z.string().nullable().optional(), pais: z.string(),
    coords: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  }).nullable(),
  lojaRetira: z.object({
    idloja: z.number().int(), nome: z.string(), descricao_endereco_loja: z.string(),
    coordenadas_loja: z.object({ latitude: z.number(), longitude: z.number() }),
  }).nullable(),
  formaEntrega: z.object({ id: z.string(), nome: z.string(), data_de_entrega: z.string() }).nullable(),
  formaPagamento: FormaPagamentoPedido,
  pagamento: z.object({
    status: z.enum(['PENDENTE', 'PAGO', 'CANCELADO']),
    tipo: z.string(),
    copiaECola: z.string().nullable(),
  }).nullable(),
  historico: z.array(z.object({ status: StatusPedidoSchema, statusTexto: z.string(), data: z.string() })),
  codigoErp: z.string().nullable(),
  chaveNfe: z.string().nullable(),
});
export type PedidoDetalhe = z.infer<typeof PedidoDetalhe>;

/** Path of `POST /v4/payment/generate-receipt/{numorder}/{idclient}`. */
export const GerarReciboParams = z.object({ numorder: IdNumerico, idclient: IdNumerico });
