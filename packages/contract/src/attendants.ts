import { z } from 'zod';
import { AcaoNegociacao, AFTER_SALE_MSG, ATTENDANT_MSG, VALIDATION_MSG } from '@vitrine/domain';
import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { texto } from './text.ts';
import { IdFornecedor, IdNumerico, Quantidade, Reais } from './common.ts';
import { MAX_ITENS_CARRINHO, RegraPrecoSchema } from './cart.ts';
import { LogoutResposta } from './users.ts';
import { PedidoDetalhe, PedidoOperacaoResposta } from './orders.ts';

/**
 * Attendants (spec §1 Users, §6 Attendant): staff of one supplier who negotiate a customer's
 * cart and set special prices; sending the negotiated cart locks it for the customer
 * (`bloqueio_atendimento`, spec §4 Cart flow) and its order goes through the MANUAL channel.
 * An attendant logs in with their own e-mail and password (never a customer account) and acts
 * only on customers registered at their own supplier. Money in reais at this edge.
 */

/** Highest attendant unit price accepted, reais (R$ 1.000.000,00). */
export const MAX_PRECO_ATENDENTE = 1_000_000;

/** Login body: the attendant's e-mail (any case) and password. */
export const AtendenteLoginBody = z.object({
  email: texto(ATTENDANT_MSG.emailRequired)
    .trim()
    .min(1, ATTENDANT_MSG.emailRequired)
    .max(254, ATTENDANT_MSG.emailRequired)
    .describe('E-mail do atendente'),
  senha: texto(VALIDATION_MSG.passwordRequired)
    .min(1, VALIDATION_MSG.passwordRequired)
    .max(256, VALIDATION_MSG.passwordInvalid),
});
export type AtendenteLoginBody = z.infer<typeof AtendenteLoginBody>;

/** The logged-in attendant. */
export const Atendente = z.object({
  idatendente: z.number().int(),
  nome: z.string(),
  /** The one supplier the attendant works for (UUID). */
  idfornecedor: z.string(),
});
export type Atendente = z.infer<typeof Atendente>;

/** Login reply: the revocable session token (`Authorization: Bearer <token>`) and the attendant. */
export const AtendenteLoginResposta = z.object({ token: z.string(), atendente: Atendente });
export type AtendenteLoginResposta = z.infer<typeof AtendenteLoginResposta>;

/** Path of the negotiated-cart calls: the attendant's supplier and the customer. */
export const CarrinhoNegociadoParams = z.object({
  idfornecedor: IdFornecedor,
  idcliente: IdNumerico,
});
export type CarrinhoNegociadoParams = z.infer<typeof CarrinhoNegociadoParams>;

/**
 * An attendant unit price in reais: ≥ 0 (0 gives the item away), at most 2 decimals, at most
 * {@link MAX_PRECO_ATENDENTE}. Converted to centavos by the API.
 */
export const PrecoAtendente = z
  .number(ATTENDANT_MSG.priceInvalid)
  .min(0, ATTENDANT_MSG.priceInvalid)
  .max(MAX_PRECO_ATENDENTE, ATTENDANT_MSG.priceTooHigh)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, ATTENDANT_MSG.priceTooManyDecimals)
  .describe('Preço unitário negociado em reais (até 2 casas decimais)');

/** One line the attendant sets: product, quantity, and the negotiated unit price or null. */
export const ItemNegociado = z.object({
  id: IdNumerico,
  quantidade: Quantidade,
  /** null: the line follows the regular §5 rules (progressive, wholesale, regular price). */
  precoatendente: PrecoAtendente.nullable(),
});
export type ItemNegociado = z.infer<typeof ItemNegociado>;

/** Body of the negotiation save: the whole list of lines, which replaces the cart's lines. */
export const CarrinhoNegociadoBody = z.object({
  itens: z.array(ItemNegociado).max(MAX_ITENS_CARRINHO, VALIDATION_MSG.cartTooManyItems),
});
export type CarrinhoNegociadoBody = z.infer<typeof CarrinhoNegociadoBody>;

/** A line of the negotiated cart, priced by the server (spec §5). Reais and decimal quantities. */
export const LinhaNegociada = z.object({
  id: z.number().int(),
  nome: z.string(),
  unidade: z.string(),
  /** After the §4 quantity rules, up to 3 decimals. */
  quantidade: z.number(),
  /** The product's regular unit price. */
  preco: Reais,
  /** The attendant's unit price, null when none. */
  precoatendente: Reais.nullable(),
  /** Unit price after the §5 precedence: the attendant price wins when there is one. */
  precoUnitario: Reais,
  regraPreco: RegraPrecoSchema,
  /** precoUnitario × quantidade, rounded half up to the centavo. */
  total: Reais,
});
export type LinhaNegociada = z.infer<typeof LinhaNegociada>;

export const AcaoNegociacaoSchema = z.enum(AcaoNegociacao);

/** One change of the negotiation history, oldest first. */
export const HistoricoNegociacao = z.object({
  acao: AcaoNegociacaoSchema,
  /** The attendant's name, or 'Cliente' for a change the customer made (unlock). */
  autor: z.string(),
  idatendente: z.number().int().nullable(),
  /** When, ISO 8601. */
  data: z.string(),
  /** The line changed (PRECO, QUANTIDADE); null for ENVIO and DESBLOQUEIO. */
  idproduto: z.number().int().nullable(),
  nomeProduto: z.string().nullable(),
  /** PRECO: the attendant price before and after, reais; null means none (regular rules). */
  precoAnterior: Reais.nullable(),
  precoNovo: Reais.nullable(),
  /** QUANTIDADE: before and after; 0 when the line was added or removed. */
  quantidadeAnterior: z.number().nullable(),
  quantidadeNova: z.number().nullable(),
});
export type HistoricoNegociacao = z.infer<typeof HistoricoNegociacao>;

/** The customer's cart at the supplier as the attendant negotiates it. */
export const CarrinhoNegociado = z.object({
  idfornecedor: z.string(),
  cliente: z.object({ idcliente: z.number().int(), nome: z.string() }),
  /** Lines sorted by name; empty when the customer has no cart (none is created by reading). */
  produtosSelecionados: z.array(LinhaNegociada),
  /** Sum of the line totals. */
  totalCompras: Reais,
  /** True once sent: the customer sees it read-only until they unlock it (spec §4). */
  bloqueio_atendimento: z.boolean(),
  /** The attendant who sent it, while locked. */
  atendente: z.object({ idatendente: z.number().int(), nome: z.string() }).nullable(),
  historico: z.array(HistoricoNegociacao),
  /** Ids asked for that this supplier does not sell (unknown, inactive, another supplier's). */
  produtosRemovidos: z.array(z.number().int()),
  /** A pt-BR warning when lines were dropped or quantities corrected. */
  mensagem: z.string().optional(),
});
export type CarrinhoNegociado = z.infer<typeof CarrinhoNegociado>;

const NEGOTIATION_RULES =
  'Bearer: an attendant session (POST /v4/atendente/login). 401 without a live attendant session ' +
  "(a customer's token is not one); 403 'Acesso negado' when {idfornecedor} is not the attendant's " +
  "supplier; 404 'Cliente não encontrado neste fornecedor' when the customer has no registration there.";

/** Path of the order operations: the attendant's supplier and the order. */
export const PedidoAtendimentoParams = z.object({
  idfornecedor: IdFornecedor,
  numpedido: IdNumerico,
});
export type PedidoAtendimentoParams = z.infer<typeof PedidoAtendimentoParams>;

/** The lifecycle events the order-event call takes (the others have their own calls). */
export const EventoPedidoAtendimento = z.enum(
  ['INICIAR_SEPARACAO', 'DESPACHAR', 'ENTREGAR', 'RETORNAR', 'CANCELAR'],
  AFTER_SALE_MSG.eventInvalid,
);

/** Body of the order-event call. */
export const EventoPedidoBody = z.object({ evento: EventoPedidoAtendimento });
export type EventoPedidoBody = z.infer<typeof EventoPedidoBody>;

/** Body of the end of picking: the weighed quantity of each line (≥ 0, 3 decimals). */
export const ConcluirSeparacaoBody = z.object({
  itens: z
    .array(
      z.object({
        id: IdNumerico,
        quantidade: z
          .number(VALIDATION_MSG.quantityInvalid)
          .min(0, VALIDATION_MSG.quantityInvalid)
          .max(1_000_000, VALIDATION_MSG.quantityInvalid)
          .describe('Quantidade separada/pesada, até 3 casas decimais'),
      }),
    )
    .max(MAX_ITENS_CARRINHO, VALIDATION_MSG.cartTooManyItems),
});
export type ConcluirSeparacaoBody = z.infer<typeof ConcluirSeparacaoBody>;

/** Body of the quote pricing: the unit price of every line, reais. */
export const PrecificarOrcamentoBody = z.object({
  itens: z
    .array(z.object({ id: IdNumerico, precoUnitario: PrecoAtendente }))
    .min(1, AFTER_SALE_MSG.quoteUnknownItem)
    .max(MAX_ITENS_CARRINHO, VALIDATION_MSG.cartTooManyItems),
});
export type PrecificarOrcamentoBody = z.infer<typeof PrecificarOrcamentoBody>;

const ORDER_OPERATION_RULES =
  "Bearer: an attendant session. 401 without one; 403 when {idfornecedor} is not the attendant's supplier.";

/** The attendant calls of the route table (spec §6 Attendant). */
export const attendantsRoutes = {
  login: defineRoute({
    ...routePaths.attendants.login,
    auth: 'public',
    tags: ['Atendimento'],
    summary: 'Login do atendente (e-mail e senha)',
    description:
      'POST /v4/atendente/login — opens a revocable attendant session. 401 ' +
      "'Usuário inexistente ou credenciais inválidas' for an unknown e-mail, a wrong password or an " +
      'inactive attendant (one text for all); 429 when throttled like the customer login (per client ' +
      'address, per account with back-off, and globally).',
    body: AtendenteLoginBody,
    reply: AtendenteLoginResposta,
  }),
  logout: defineRoute({
    ...routePaths.attendants.logout,
    auth: 'attendant',
    tags: ['Atendimento'],
    summary: 'Logout do atendente: revoga a sessão',
    description:
      'GET /v4/atendente/logout with the attendant session as Bearer: revokes it. 401 without a live ' +
      'attendant session.',
    reply: LogoutResposta,
  }),
  cart: defineRoute({
    ...routePaths.attendants.cart,
    auth: 'attendant',
    tags: ['Atendimento'],
    summary: 'Carrinho do cliente em negociação, com o histórico',
    description:
      'GET /v4/atendente/fornecedor/{idfornecedor}/cliente/{idcliente}/carrinho — the lines priced now ' +
      '(spec §5: an attendant price wins), totalCompras, bloqueio_atendimento and every change of the ' +
      'negotiation (who, when, old and new price or quantity). Read-only: creates no cart. ' +
      NEGOTIATION_RULES,
    params: CarrinhoNegociadoParams,
    reply: CarrinhoNegociado,
  }),
  saveCart: defineRoute({
    ...routePaths.attendants.saveCart,
    auth: 'attendant',
    tags: ['Atendimento'],
    summary: 'Define linhas e preços negociados do carrinho',
    description:
      'PUT /v4/atendente/fornecedor/{idfornecedor}/cliente/{idcliente}/carrinho — body itens [{ id, ' +
      'quantidade, precoatendente }] replaces the lines: quantities follow the product rules (spec §4), ' +
      'precoatendente (reais, ≥ 0, 2 decimals, null for none) becomes the unit price (spec §5 rule 1). ' +
      'Products this supplier does not sell are dropped and listed in produtosRemovidos. One history row ' +
      'per changed price or quantity; one transaction; the cart is created when missing; observation, ' +
      'customer order number, coupon and lock are kept. 400 with a pt-BR message for bad input, nothing ' +
      `changed. ${NEGOTIATION_RULES}`,
    params: CarrinhoNegociadoParams,
    body: CarrinhoNegociadoBody,
    reply: CarrinhoNegociado,
  }),
  sendCart: defineRoute({
    ...routePaths.attendants.sendCart,
    auth: 'attendant',
    tags: ['Atendimento'],
    summary: 'Envia o carrinho negociado ao cliente (bloqueia o carrinho)',
    description:
      'POST /v4/atendente/fornecedor/{idfornecedor}/cliente/{idcliente}/carrinho/enviar — sets ' +
      'bloqueio_atendimento and the sending attendant and records ENVIO: the customer sees the cart ' +
      'read-only and its order goes through the MANUAL channel until they unlock it (spec §4, §6). ' +
      "422 'O carrinho está vazio. Experimente adicionar alguns produtos' when it has no line. " +
      NEGOTIATION_RULES,
    params: CarrinhoNegociadoParams,
    reply: CarrinhoNegociado,
  }),
  order: defineRoute({
    ...routePaths.attendants.order,
    auth: 'attendant',
    tags: ['Atendimento'],
    summary: 'Pedido do fornecedor, como o cliente o vê (itens, situação, histórico)',
    description:
      "GET /v4/atendente/fornecedor/{idfornecedor}/pedido/{numpedido} — any order of the attendant's supplier " +
      '(the item ids the weighing and the pricing name, totals, history, NF-e). 404 for an order of another ' +
      `supplier. ${ORDER_OPERATION_RULES}`,
    params: PedidoAtendimentoParams,
    reply: PedidoDetalhe,
  }),
  orderEvent: defineRoute({
    ...routePaths.attendants.orderEvent,
    auth: 'attendant',
    tags: ['Atendimento'],
    summary: 'Move o pedido no ciclo de vida (separação, despacho, entrega, retorno, cancelamento)',
    description:
      'POST /v4/atendente/fornecedor/{idfornecedor}/pedido/{numpedido}/evento — body evento: INICIAR_SEPARACAO ' +
      '(ENVIADO → SEPARANDO), DESPACHAR (PAGO → EMENTREGA), ENTREGAR (EMENTREGA or PRONTO_RETIRADA → ENTREGUE), ' +
      'RETORNAR (EMENTREGA → PAGO) or CANCELAR (any status before the order leaves the store; credit released and ' +
      "payment refunded by the effects). 422 with the reason when the order's status does not allow it (ADR 0019); " +
      `404 'Pedido não encontrado' for an order of another supplier. ${ORDER_OPERATION_RULES}`,
    params: PedidoAtendimentoParams,
    body: EventoPedidoBody,
    reply: PedidoOperacaoResposta,
  }),
  finishPicking: defineRoute({
    ...routePaths.attendants.finishPicking,
    auth: 'attendant',
    tags: ['Atendimento'],
    summary: 'Conclui a separação com as quantidades pesadas e fatura (emite a NF-e)',
    description:
      'POST /v4/atendente/fornecedor/{idfornecedor}/pedido/{numpedido}/concluir-separacao — SEPARANDO → PAGO ' +
      "('Pronto para entrega') or PRONTO_RETIRADA. Body itens [{ id, quantidade }]: the final picked/weighed " +
      'quantity of each line (a line left out keeps its ordered quantity; 0 = not delivered). The lines and the ' +
      'total are repriced with the unit prices of the order, the NF-e 4.00 is issued in homologação (chave de ' +
      'acesso, ERP number) and the payment effects capture the final total. ' +
      ORDER_OPERATION_RULES,
    params: PedidoAtendimentoParams,
    body: ConcluirSeparacaoBody,
    reply: PedidoOperacaoResposta,
  }),
  priceQuote: defineRoute({
    ...routePaths.attendants.priceQuote,
    auth: 'attendant',
    tags: ['Atendimento'],
    summary: 'Precifica o orçamento',
    description:
      'POST /v4/atendente/fornecedor/{idfornecedor}/pedido/{numpedido}/precificar — ORCAMENTO_NOVO → ' +
      'ORCAMENTO_PRECIFICADO. Body itens [{ id, precoUnitario }] in reais, one per line of the quote (every line ' +
      'priced); the lines and the total are recomputed. ' +
      ORDER_OPERATION_RULES,
    params: PedidoAtendimentoParams,
    body: PrecificarOrcamentoBody,
    reply: PedidoOperacaoResposta,
  }),
};
