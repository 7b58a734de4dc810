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
import { BooleanoQuery, CodigoCupom } from './coupon-fields.ts';
import { TipoDescontoSchema } from './coupons.ts';

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
 * Query of the cart calls (spec §7 Cart and subscriptions), all honoured:
 * - `idfornecedor` (required) — the supplier whose cart it is;
 * - `idformapagamento` — coupons restricted to payment methods are checked against it;
 * - `canalVenda` — WEB (default) for the customer; MANUAL only while the cart is a negotiated
 *   (locked) one; coupons restricted to channels are checked against it;
 * - `tipoentrega` — DELIVERY (default) or RETIRADA, resolved against the supplier's tags and
 *   echoed in `tipoEntrega`;
 * - `idtipoassinatura` — a subscription type of the supplier; echoed in `assinaturaSelecionada`
 *   (none when the supplier offers no subscriptions);
 * - `cupomAplicacaoAutomatica` — 'false' stops the automatic coupon (the buyer removed it),
 *   'true' applies it again; a save stores the choice, a read only uses it;
 * - `idendereco`, `idformaentrega` — the delivery the buyer chose (one of their addresses and one
 *   of the supplier's forms): `taxaEntrega` is that form's fee for that address and this cart; a
 *   save stores the choice, a read uses the stored one when they are absent;
 * - `modoRepeticaoPedido` (save only) — the numpedido of one of the customer's orders at this
 *   supplier: its products are ADDED to the saved cart at today's prices and rules; products no
 *   longer sold are skipped and named in `mensagem`.
 */
export const CarrinhoQuery = z.object({
  idfornecedor: IdFornecedor,
  tipoentrega: TipoEntregaSchema.optional(),
  idformapagamento: IdNumerico.optional(),
  canalVenda: CanalVendaSchema.default('WEB'),
  idtipoassinatura: IdNumerico.optional(),
  modoRepeticaoPedido: IdNumerico.optional(),
  cupomAplicacaoAutomatica: BooleanoQuery.optional(),
  idendereco: IdNumerico.optional(),
  idformaentrega: IdNumerico.optional(),
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

/**
 * Body of the cart save: the whole cart, which replaces the stored one (spec §4 Cart flow).
 * `codigoCupom`: a code applies a manual coupon (checked again by the server: an invalid one is
 * not applied and its reason comes back in `mensagemCupom`), null removes it, absent keeps the
 * stored one. There is no price, discount or total field: the server computes them.
 */
export const CarrinhoBody = z.object({
  cartItens: z.array(ItemSolicitado).max(MAX_ITENS_CARRINHO, VALIDATION_MSG.cartTooManyItems),
  observacao: textoMultilinha().max(1000, VALIDATION_MSG.cartNoteTooLong).optional(),
  numPedidoCliente: NumPedidoCliente.optional(),
  codigoCupom: CodigoCupom.nullable().optional(),
});
export type CarrinhoBody = z.infer<typeof CarrinhoBody>;

/** Which §5 rule set a line's unit price: ATENDENTE, PROGRESSIVO, ATACADO or REGULAR. */
export const RegraPrecoSchema = z.enum(RegraPreco);
export type RegraPrecoSchema = z.infer<typeof RegraPrecoSchema>;

/** A cart line as the server priced it (spec §3 Cart product): `Produto` + quantity and prices, in reais. */
export const ProdutoCarrinho = Produto.extend({
  quantidade: z
    .number()
    .describe('Quantidade com até 3 casas decimais')
    .describe('Quantity after the §4 rules (min, step, max), up to 3 decimals.'),
  precoUnitario: Reais.describe('Unit price after the §5 precedence.'),
  regraPreco: RegraPrecoSchema,
  usaAtacado: z.boolean().describe('True when the wholesale price applies (regraPreco ATACADO).'),
  precoatendente: Reais.nullable().describe(
    "The attendant's negotiated price, null when none (never set by a customer).",
  ),
  embalarParaPresente: z.boolean(),
  totalEmbalagem: Reais.describe('Gift packaging of the line: preco_embalagem × quantidade.'),
  total: Reais.describe('precoUnitario × quantidade (rounded half up) + totalEmbalagem.'),
  descontoCupom: Reais.describe(
    "This line's share of the coupon discount, reais (0 when the coupon does not reach it).",
  ),
  preco_do_desconto: Reais.nullable().describe(
    'Unit price after the coupon discount, when the coupon reaches the line; else null.',
  ),
  idcombopromocional_cabecalho: z
    .number()
    .int()
    .nullable()
    .describe(
      'Promotional combo header of the line (combos come with the engagement issue): null.',
    ),
  produtos: z
    .array(z.number().int())
    .describe('Products of a combo line: empty for a plain product.'),
});
export type ProdutoCarrinho = z.infer<typeof ProdutoCarrinho>;

/** A subscription type the cart can be ordered with (spec §3 Cart assinaturas). */
export const TipoAssinatura = z.object({ idtipoassinatura: z.number().int(), nome: z.string() });

/**
 * The cart (spec §3 Cart), lines sorted by name, every total computed by the server with the
 * domain rules (a client never sends one). Fields without a value yet are present with their
 * empty value: null codes, 0 amounts, empty lists, false flags.
 */
export const Carrinho = z
  .object({
    idfornecedor: z.string(),
    produtosSelecionados: z.array(ProdutoCarrinho),
    produtosParaPresente: z
      .array(ProdutoCarrinho)
      .describe(
        'The gift-wrapped lines (embalarParaPresente on a product with a packaging price).',
      ),
    totalCompras: Reais.describe(
      'Sum of the line totals (gift packaging included), before the coupon.',
    ),
    totalEmbalagens: Reais.describe('Gift packaging part of totalCompras.'),
    taxaEntrega: Reais.describe(
      "The chosen delivery form's fee for the chosen address and this cart (free above its value); " +
        '0 while no delivery is chosen, for pickup without fee, or when the choice does not apply.',
    ),
    entrega: z
      .object({
        idformaentrega: z.number().int(),
        nome: z.string(),
        idendereco: z.number().int().nullable(),
        gratis: z.boolean(),
      })
      .nullable()
      .describe('The delivery the fee is for; null while none is chosen or it does not apply.'),
    mensagemEntrega: z
      .string()
      .nullable()
      .describe('Why the chosen delivery does not apply to this cart (pt-BR); null when it does.'),
    total: Reais.describe('totalCompras + taxaEntrega − totalDescontoEspecifico, never below 0.'),
    observacao: z.string().nullable(),
    numPedidoCliente: z.string().nullable(),
    tipoEntrega: TipoEntregaSchema.describe(
      "The delivery type the cart was priced for (the query's, resolved by the supplier's tags).",
    ),
    canalVenda: CanalVendaSchema.describe(
      'The channel an order of this cart goes through: MANUAL while negotiated, else WEB.',
    ),
    codigoCupom: z
      .string()
      .nullable()
      .describe('The coupon applied (manual or automatic), null when none.'),
    descricaoCupom: z.string().nullable().describe('Its description, when any.'),
    valorDescontoPercentual: z
      .number()
      .nullable()
      .describe(
        "Percentage of the applied coupon (10.5 = 10,5 %) when tipoDesconto is '%', else null.",
      ),
    valorDescontoAbsoluto: Reais.nullable().describe(
      "Amount of the applied coupon in reais when tipoDesconto is 'R$', else null.",
    ),
    tipoDesconto: TipoDescontoSchema.describe("'%' (default) or 'R$'."),
    cupomAutomatico: z.boolean().describe('True when the applied coupon is the automatic one.'),
    cupomAplicacaoAutomatica: z
      .boolean()
      .describe('Whether automatic coupons apply to this cart (false once the buyer removed it).'),
    codigoCupomAutomatico: z
      .string()
      .nullable()
      .describe(
        'The best automatic coupon this cart is eligible for, applied or not; null when none.',
      ),
    produtosComDesconto: z
      .array(z.number().int())
      .describe('Ids of the lines the applied coupon discounts.'),
    naoUsarCupomComPolitica: z
      .boolean()
      .describe(
        'The applied coupon skips lines priced by a policy (attendant, progressive, wholesale).',
      ),
    habilitarVisualizacaoDesconto: z
      .boolean()
      .describe('Whether the storefront shows the discount line by line.'),
    totalDescontoEspecifico: Reais.describe('The coupon discount, reais.'),
    mensagemCupom: z
      .string()
      .nullable()
      .describe(
        'Why the manual coupon in the cart does not apply (any more), in pt-BR; null when it does.',
      ),
    meta_info: z.object({
      hasRecorrencia: z.boolean(),
      recorrencia: z.object({ mensagem: z.string().nullable() }),
    }),
    assinaturas: z.object({ tipos: z.array(TipoAssinatura), label: z.string() }),
    assinaturaSelecionada: TipoAssinatura.nullable(),
    bloqueio_atendimento: z
      .boolean()
      .describe(
        'Set while the cart is one an attendant negotiated: read-only for the buyer (spec §4).',
      ),
    atendente: z
      .object({ nome: z.string() })
      .nullable()
      .describe('Who negotiated it, while locked.'),
    mensagem: z
      .string()
      .optional()
      .describe(
        'A pt-BR warning when the server dropped lines (not sold by this supplier) or corrected quantities.',
      ),
  })
  .describe(
    'The cart, priced by the server (spec §3 Cart). Every field is always present: with no value yet, ' +
      'codes and descriptions are null, amounts 0, lists empty and flags false; meta_info is ' +
      '{ hasRecorrencia: false, recorrencia: { mensagem: null } }, assinaturas { tipos: [], label: "" }, ' +
      'assinaturaSelecionada null, atendente null. Only `mensagem` is omitted when there is no warning.',
  );
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
  unlock: defineRoute({
    ...routePaths.cart.unlock,
    auth: 'customer',
    tags: ['Carrinho'],
    summary: 'Desbloqueia o carrinho negociado pelo atendente',
    description:
      'POST /v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart/desbloquear — clears the attendant ' +
      'prices and the lock (spec §4 Cart flow): the cart is priced again at regular prices. Recorded in ' +
      'the negotiation history. A cart that is not locked is returned unchanged.',
    params: CarrinhoParams,
    query: CarrinhoQuery,
    reply: Carrinho,
  }),
};
