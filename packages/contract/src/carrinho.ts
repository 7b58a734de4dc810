import { z } from 'zod';
import { CanalVendaSchema, IdFornecedor, IdNumerico, Quantidade, Reais, TipoEntregaSchema } from './common.ts';
import { Produto } from './catalogo.ts';

/** Path of `GET|POST /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart` (spec §7 Cart). */
export const CarrinhoParams = z.object({
  apptoken: z.string().describe('{apptoken}{sep}{idcliente}, e.g. vitrine-web~42'),
  idcliente: IdNumerico,
});
export type CarrinhoParams = z.infer<typeof CarrinhoParams>;

/** Query of the cart calls (spec §7 Cart). Fields the server does not use yet are accepted. */
export const CarrinhoQuery = z.object({
  idfornecedor: IdFornecedor,
  tipoentrega: TipoEntregaSchema.optional(),
  idformapagamento: IdNumerico.optional(),
  canalVenda: CanalVendaSchema.default('WEB'),
  idtipoassinatura: z.string().optional(),
  modoRepeticaoPedido: z.string().optional(),
  cupomAplicacaoAutomatica: z.string().optional(),
});
export type CarrinhoQuery = z.infer<typeof CarrinhoQuery>;

/** One line the customer asks for: product and quantity; never a price (the server prices). */
export const ItemSolicitado = z.object({
  id: IdNumerico,
  quantidade: Quantidade,
  embalarParaPresente: z.boolean().default(false),
});
export type ItemSolicitado = z.infer<typeof ItemSolicitado>;

/** Body of the cart save: the whole cart replaces the server's (spec §4 Cart flow). */
export const CarrinhoBody = z.object({
  cartItens: z.array(ItemSolicitado).max(500, 'O carrinho aceita no máximo 500 itens'),
  observacao: z.string().max(1000, 'Observação muito longa').optional(),
  numPedidoCliente: z.string().max(60, 'Número do pedido muito longo').optional(),
});
export type CarrinhoBody = z.infer<typeof CarrinhoBody>;

/** A cart line as the server priced it (spec §3 Cart product). Money in reais. */
export const ProdutoCarrinho = Produto.extend({
  quantidade: z.number(),
  /** Unit price after the §5 precedence. */
  precoUnitario: Reais,
  /** Which §5 rule set the price: ATENDENTE, PROGRESSIVO, ATACADO or REGULAR. */
  regraPreco: z.enum(['ATENDENTE', 'PROGRESSIVO', 'ATACADO', 'REGULAR']),
  usaAtacado: z.boolean(),
  precoatendente: Reais.nullable(),
  embalarParaPresente: z.boolean(),
  totalEmbalagem: Reais,
  total: Reais,
});
export type ProdutoCarrinho = z.infer<typeof ProdutoCarrinho>;

/** The cart (spec §3 Cart). Lines sorted by name. */
export const Carrinho = z.object({
  idfornecedor: z.string(),
  produtosSelecionados: z.array(ProdutoCarrinho),
  /** Ids of the lines to gift-wrap. */
  produtosParaPresente: z.array(z.number().int()),
  totalCompras: Reais,
  totalEmbalagens: Reais,
  taxaEntrega: Reais,
  total: Reais,
  observacao: z.string().nullable(),
  numPedidoCliente: z.string().nullable(),
  codigoCupom: z.null(),
  tipoDesconto: z.literal('%'),
  bloqueio_atendimento: z.boolean(),
  /** A warning: lines the server dropped or corrected. */
  mensagem: z.string().optional(),
});
export type Carrinho = z.infer<typeof Carrinho>;
