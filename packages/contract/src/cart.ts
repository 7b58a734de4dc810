import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto, textoMultilinha } from './text.ts';
import { NumPedidoCliente } from './order-fields.ts';
import { RegraPreco, VALIDATION_MSG } from '@vitrine/domain';
import {
  CanalVendaSchema,
  IdFornecedor,
  IdNumerico,
  Quantidade,
  Reais,
  TipoEntregaSchema,
} from './common.ts';
import { Produto } from './catalog.ts';

/**
 * Cart: `GET|POST /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart`
 * (spec §3 Cart and Cart product, §4 Quantity change and Cart flow, §7 Cart and subscriptions).
 * The server owns quantities and prices: a request names products and quantities only.
 */

/** Most lines one cart or order may carry. */
export const MAX_ITENS_CARRINHO = 500;

/** Path of the cart calls: `{apptoken}{sep}{idcliente}` in one segment, then the customer id again. */
export const CarrinhoParams = z.object({
  apptoken: texto().describe('{apptoken}{sep}{idcliente}, e.g. vitrine-web~42'),
  idcliente: IdNumerico,
});
export type CarrinhoParams = z.infer<typeof CarrinhoParams>;

/**
 * Query of the cart calls (spec §7 Cart). `idfornecedor` is required; `canalVenda` must be WEB
 * for a customer (MANUAL is the attendant's channel). The other fields are accepted for
 * compatibility and not used yet (subscriptions, repeat order, automatic coupon are later issues).
 */
export const CarrinhoQuery = z.object({
  idfornecedor: IdFornecedor,
  tipoentrega: TipoEntregaSchema.optional(),
  idformapagamento: IdNumerico.optional(),
  canalVenda: CanalVendaSchema.default('WEB'),
  idtipoassinatura: texto().optional(),
  modoRepeticaoPedido: texto().optional(),
  cupomAplicacaoAutomatica: texto().optional(),
});
export type CarrinhoQuery = z.infer<typeof CarrinhoQuery>;

/**
 * One line the customer asks for: product, quantity and gift wrap. There is deliberately no
 * price field — unknown keys (`preco`, `precoatendente`…) are stripped by the schema, so a
 * client-sent price never reaches the server's pricing.
 */
export const ItemSolicitado = z.object({
  id: IdNumerico,
  quantidade: Quantidade,
  embalarParaPresente: z.boolean().default(false),
});
export type ItemSolicitado = z.infer<typeof ItemSolicitado>;

/** Body of the cart save: the whole cart, which replaces the stored one (spec §4 Cart flow). */
export const CarrinhoBody = z.object({
  cartItens: z.array(ItemSolicitado).max(MAX_ITENS_CARRINHO, VALIDATION_MSG.cartTooManyItems),
  observacao: textoMultilinha().max(1000, VALIDATION_MSG.cartNoteTooLong).optional(),
  numPedidoCliente: NumPedidoCliente.optional(),
});
export type CarrinhoBody = z.infer<typeof CarrinhoBody>;

/** Which §5 rule set a line's unit price: ATENDENTE, PROGRESSIVO, ATACADO or REGULAR. */
export const RegraPrecoSchema = z.enum(RegraPreco);
export type RegraPrecoSchema = z.infer<typeof RegraPrecoSchema>;

/** A cart line as the server priced it (spec §3 Cart product): `Produto` + quantity and prices, in reais. */
export const ProdutoCarrinho = Produto.extend({
  /** Quantity after the §4 rules (min, step, max), up to 3 decimals. */
  quantidade: z.number().describe('Quantidade com até 3 casas decimais'),
  /** Unit price after the §5 precedence. */
  precoUnitario: Reais,
  regraPreco: RegraPrecoSchema,
  /** True when the wholesale price applies (regraPreco ATACADO). */
  usaAtacado: z.boolean(),
  /** The attendant's negotiated price, null when none (never set by a customer). */
  precoatendente: Reais.nullable(),
  embalarParaPresente: z.boolean(),
  /** Gift packaging of the line: preco_embalagem × quantidade. */
  totalEmbalagem: Reais,
  /** precoUnitario × quantidade (rounded half up) + totalEmbalagem. */
  total: Reais,
});
export type ProdutoCarrinho = z.infer<typeof ProdutoCarrinho>;

/** The cart (spec §3 Cart), lines sorted by name. `taxaEntrega` is 0: the fee comes at checkout. */
export const Carrinho = z.object({
  idfornecedor: z.string(),
  produtosSelecionados: z.array(ProdutoCarrinho),
  /** Ids of the lines to gift-wrap. */
  produtosParaPresente: z.array(z.number().int()),
  /** Sum of the line totals (gift packaging included). */
  totalCompras: Reais,
  /** Gift packaging part of totalCompras. */
  totalEmbalagens: Reais,
  taxaEntrega: Reais,
  /** totalCompras + taxaEntrega. */
  total: Reais,
  observacao: z.string().nullable(),
  numPedidoCliente: z.string().nullable(),
  /** Coupons are a later issue. */
  codigoCupom: z.null(),
  tipoDesconto: z.literal('%'),
  /** Attendant mode (read-only cart) is a later issue: always false for now. */
  bloqueio_atendimento: z.boolean(),
  /** A pt-BR warning when the server dropped lines (not sold by this supplier) or corrected quantities. */
  mensagem: z.string().optional(),
});
export type Carrinho = z.infer<typeof Carrinho>;

/** The cart calls of the route table (spec §7 Cart and subscriptions). */
export const cartRoutes = {
  get: defineRoute({
    ...routePaths.cart.get,
    auth: 'customer',
    tags: ['Carrinho'],
    summary: 'Carrinho do cliente no fornecedor',
    description:
      'GET /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart — the stored cart, re-priced now.',
    params: CarrinhoParams,
    query: CarrinhoQuery,
    reply: Carrinho,
  }),
  save: defineRoute({
    ...routePaths.cart.save,
    auth: 'customer',
    tags: ['Carrinho'],
    summary: 'Salva o carrinho (substitui o carrinho inteiro)',
    description:
      'POST /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart — body cartItens [{ id, quantidade, ' +
      'embalarParaPresente }]. Quantities follow the product rules (spec §4); prices follow spec §5. ' +
      'Products not sold by this supplier are dropped and reported in `mensagem`. A save that fails for a ' +
      "real reason answers 500 'Não foi possivel salvar o carrinho' and changes nothing.",
    params: CarrinhoParams,
    query: CarrinhoQuery,
    body: CarrinhoBody,
    reply: Carrinho,
  }),
};
