import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StatusPagamento, TipoFormaPagamento } from '@vitrine/contract';
import type { Centavos, StatusCobranca } from '@vitrine/domain';
import { clientes } from './customers.ts';
import { pedidos } from './orders.ts';
import { formasPagamento, fornecedores } from './suppliers.ts';

/**
 * The payment of an order: one row per order, inserted PENDENTE by the order submission.
 * `status` is the summary the order detail shows (PENDENTE → PAGO once a charge confirms it →
 * CANCELADO when refunded); the gateway attempts are in `cobrancas`. For the static Pix
 * (no PSP), the BR Code and its txid are stored here.
 */
export const pagamentos = pgTable(
  'pagamentos',
  {
    idpagamento: serial('idpagamento').primaryKey(),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    idformapagto: integer('idformapagto')
      .notNull()
      .references(() => formasPagamento.idformapagto),
    tipo: text('tipo').$type<TipoFormaPagamento>().notNull(),
    status: text('status').$type<StatusPagamento>().notNull(),
    valorCentavos: integer('valor_centavos').$type<Centavos>().notNull(),
    pixTxid: text('pix_txid'),
    pixCopiaECola: text('pix_copia_e_cola'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    /** Installments chosen for a card payment (1 = à vista). */
    quantParcelas: integer('quant_parcelas').notNull().default(1),
    /** The last payment error shown to the buyer (spec §8 "stored and can be cleared"). */
    mensagemErro: text('mensagem_erro'),
  },
  (t) => [index('pagamentos_pedido_idx').on(t.numpedido)],
);

/**
 * Online-payment settings of a supplier's payment method (issue 10 §2): whether it goes through
 * the payment gateway, and how a card payment may be split. A method without a row is paid
 * offline (static Pix, invoice, cash).
 */
export const formasPagamentoGateway = pgTable('formas_pagamento_gateway', {
  idformapagto: integer('idformapagto')
    .primaryKey()
    .references(() => formasPagamento.idformapagto),
  /** Charges go through the PSP (card authorisation, dynamic Pix, boleto). */
  gatewayAtivo: boolean('gateway_ativo').notNull().default(true),
  maxParcelas: integer('max_parcelas').notNull().default(1),
  parcelaMinimaCentavos: integer('parcela_minima_centavos')
    .$type<Centavos>()
    .notNull()
    .default(0 as Centavos),
});

/**
 * One charge at the payment gateway for an order's payment: a card authorisation, a dynamic Pix
 * or a boleto. Amounts in centavos. Card data: brand and mask only (never PAN or CVC).
 */
export const cobrancas = pgTable(
  'cobrancas',
  {
    idcobranca: serial('idcobranca').primaryKey(),
    idpagamento: integer('idpagamento')
      .notNull()
      .references(() => pagamentos.idpagamento),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    /** `sandbox` | `mercadopago`. */
    gateway: text('gateway').notNull(),
    /** The charge's id at the gateway, once it answered. */
    gatewayId: text('gateway_id'),
    tipo: text('tipo').$type<TipoFormaPagamento>().notNull(),
    status: text('status').$type<StatusCobranca>().notNull(),
    /** Amount charged or authorised (pre-authorisation: total + margin). */
    valorCentavos: integer('valor_centavos').$type<Centavos>().notNull(),
    capturadoCentavos: integer('capturado_centavos')
      .$type<Centavos>()
      .notNull()
      .default(0 as Centavos),
    estornadoCentavos: integer('estornado_centavos')
      .$type<Centavos>()
      .notNull()
      .default(0 as Centavos),
    quantParcelas: integer('quant_parcelas').notNull().default(1),
    /** Authorised without capture, captured at invoicing (weighed items). */
    preAutorizacao: boolean('pre_autorizacao').notNull().default(false),
    /** Sent as the gateway's idempotency key on the charge's creation. */
    chaveIdempotencia: text('chave_idempotencia').notNull(),
    cartaoBandeira: text('cartao_bandeira'),
    cartaoMascara: text('cartao_mascara'),
    pixTxid: text('pix_txid'),
    pixCopiaECola: text('pix_copia_e_cola'),
    boletoLinhaDigitavel: text('boleto_linha_digitavel'),
    boletoCodigoBarras: text('boleto_codigo_barras'),
    /** Boleto due date, YYYY-MM-DD. */
    vencimento: text('vencimento'),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    mensagemErro: text('mensagem_erro'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cobrancas_pedido_idx').on(t.numpedido),
    uniqueIndex('cobrancas_gateway_id_uq').on(t.gateway, t.gatewayId),
    uniqueIndex('cobrancas_idempotencia_uq').on(t.chaveIdempotencia),
  ],
);

/** Every state a charge went through, oldest first, and what moved it (route, webhook event). */
export const cobrancaTransicoes = pgTable(
  'cobranca_transicoes',
  {
    id: serial('id').primaryKey(),
    idcobranca: integer('idcobranca')
      .notNull()
      .references(() => cobrancas.idcobranca),
    de: text('de').$type<StatusCobranca>(),
    para: text('para').$type<StatusCobranca>().notNull(),
    /** e.g. `confirm-payment`, `webhook:<event id>`, `capture`, `cancel`. */
    origem: text('origem').notNull(),
    /** Amount the transition moved (captured, refunded), centavos; null when none. */
    valorCentavos: integer('valor_centavos').$type<Centavos>(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cobranca_transicoes_cobranca_idx').on(t.idcobranca)],
);

/** Webhook events received, by the gateway's event id: a replayed event is found here and ignored. */
export const pagamentoWebhookEventos = pgTable(
  'pagamento_webhook_eventos',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    tipo: text('tipo').notNull(),
    gatewayId: text('gateway_id'),
    /** What the event did: `applied`, `unchanged`, `unknown-charge`. */
    resultado: text('resultado').notNull(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pagamento_webhook_eventos_uq').on(t.gateway, t.eventId)],
);

/**
 * A customer's saved card at a supplier (spec §7 GET /v4/app/creditcard): the gateway's card id,
 * brand, mask and expiry only — never the number or the CVC.
 */
export const cartoesSalvos = pgTable(
  'cartoes_salvos',
  {
    idcreditcard: serial('idcreditcard').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    gateway: text('gateway').notNull(),
    gatewayCardId: text('gateway_card_id').notNull(),
    /** The gateway's customer the card is saved for (Mercado Pago customers), when it has one. */
    gatewayCustomerId: text('gateway_customer_id'),
    bandeira: text('bandeira').notNull(),
    /** e.g. `**** **** **** 1111`. */
    mascara: text('mascara').notNull(),
    /** MM/AAAA. */
    validade: text('validade').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cartoes_salvos_cliente_idx').on(t.idfornecedor, t.idcliente),
    uniqueIndex('cartoes_salvos_gateway_uq').on(t.gateway, t.gatewayCardId),
  ],
);

/** Sandbox gateway: single-use card tokens and CVC tokens (brand, last 4, test outcome — no PAN/CVC). */
export const sandboxPspTokens = pgTable('sandbox_psp_tokens', {
  token: text('token').primaryKey(),
  /** `card` (a new card) or `cvc` (the CVC of a saved card, `cartaoId`). */
  tipo: text('tipo').notNull(),
  cartaoId: text('cartao_id'),
  bandeira: text('bandeira').notNull(),
  ultimos4: text('ultimos4').notNull(),
  validade: text('validade').notNull(),
  /** The test outcome the card number stands for: `approve`, `decline`, `review`. */
  resultado: text('resultado').notNull(),
  usado: boolean('usado').notNull().default(false),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
});

/** Sandbox gateway: cards saved at the gateway (what a saved-card token points at). */
export const sandboxPspCartoes = pgTable('sandbox_psp_cartoes', {
  id: text('id').primaryKey(),
  bandeira: text('bandeira').notNull(),
  ultimos4: text('ultimos4').notNull(),
  validade: text('validade').notNull(),
  resultado: text('resultado').notNull(),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Sandbox gateway: its charges (card payments, Pix charges, boletos). Centavos. */
export const sandboxPspCobrancas = pgTable(
  'sandbox_psp_cobrancas',
  {
    id: text('id').primaryKey(),
    tipo: text('tipo').notNull(),
    status: text('status').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    capturadoCentavos: integer('capturado_centavos').notNull().default(0),
    estornadoCentavos: integer('estornado_centavos').notNull().default(0),
    /** Card: captured on approval (false = authorise only). */
    captura: boolean('captura').notNull().default(true),
    referencia: text('referencia').notNull(),
    bandeira: text('bandeira'),
    ultimos4: text('ultimos4'),
    pixTxid: text('pix_txid'),
    pixCopiaECola: text('pix_copia_e_cola'),
    boletoLinhaDigitavel: text('boleto_linha_digitavel'),
    boletoCodigoBarras: text('boleto_codigo_barras'),
    vencimento: text('vencimento'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_psp_cobrancas_txid_idx').on(t.pixTxid)],
);

/** Sandbox gateway: the answer stored under each idempotency key (same key → same answer). */
export const sandboxPspIdempotencia = pgTable('sandbox_psp_idempotencia', {
  chave: text('chave').primaryKey(),
  operacao: text('operacao').notNull(),
  resposta: jsonb('resposta').notNull(),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});
