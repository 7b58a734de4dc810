import type { Centavos } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientes } from './customers.ts';
import { fornecedores } from './suppliers.ts';
import { pedidos } from './orders.ts';

/**
 * A supplier's discount coupon (spec §3 Cart coupon fields, §5, §7 Coupons). One table holds
 * the supplier's promotions, the personal referral codes of its customers (`tipo` INDICACAO,
 * one per referrer) and the reward coupons a referrer earns (`tipo` RECOMPENSA_INDICACAO,
 * usable only by `idclienteExclusivo`). Amounts in centavos; the percentage in hundredths of a
 * percent (1050 = 10,50 %). Empty scope arrays mean the whole cart; empty payment-method and
 * channel arrays mean any.
 */
export const cupons = pgTable(
  'cupons',
  {
    idcupom: serial('idcupom').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    /** Upper-case code the buyer types (unique per supplier). */
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull().default(''),
    /** 'PROMOCAO' | 'INDICACAO' | 'RECOMPENSA_INDICACAO' (domain TipoCupom). */
    tipo: text('tipo').notNull().default('PROMOCAO'),
    /** '%' or 'R$' (domain TipoDesconto). */
    tipoDesconto: text('tipo_desconto').notNull().default('%'),
    percentualCentesimos: integer('percentual_centesimos').notNull().default(0),
    valorAbsolutoCentavos: integer('valor_absoluto_centavos')
      .$type<Centavos>()
      .notNull()
      .default(sql`0`),
    automatico: boolean('automatico').notNull().default(false),
    validoDe: timestamp('valido_de', { withTimezone: true }),
    validoAte: timestamp('valido_ate', { withTimezone: true }),
    valorMinimoPedidoCentavos: integer('valor_minimo_pedido_centavos')
      .$type<Centavos>()
      .notNull()
      .default(sql`0`),
    limiteUsoTotal: integer('limite_uso_total'),
    limiteUsoPorCliente: integer('limite_uso_por_cliente'),
    /** Uses so far; raised with `usos < limite` in the order's transaction (exactly one wins the last use). */
    usos: integer('usos').notNull().default(0),
    somentePrimeiroPedido: boolean('somente_primeiro_pedido').notNull().default(false),
    formasPagamento: integer('formas_pagamento')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    canaisVenda: text('canais_venda')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    produtos: integer('produtos')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categorias: integer('categorias')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    naoUsarCupomComPolitica: boolean('nao_usar_cupom_com_politica').notNull().default(false),
    habilitarVisualizacaoDesconto: boolean('habilitar_visualizacao_desconto')
      .notNull()
      .default(true),
    /** The referrer whose personal code this is (tipo INDICACAO). */
    idclienteIndicador: integer('idcliente_indicador').references(() => clientes.idcliente),
    /** The only customer who may use it (tipo RECOMPENSA_INDICACAO). */
    idclienteExclusivo: integer('idcliente_exclusivo').references(() => clientes.idcliente),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cupons_codigo_uq').on(t.idfornecedor, t.codigo),
    uniqueIndex('cupons_indicador_uq')
      .on(t.idfornecedor, t.idclienteIndicador)
      .where(sql`${t.tipo} = 'INDICACAO'`),
    index('cupons_automatico_idx').on(t.idfornecedor, t.automatico),
  ],
);

/**
 * A supplier's referral programme (spec §6 tag uses-share-coupom): what a referred customer
 * gets on a first order with a referrer's code, and the reward coupon the referrer receives
 * once that order is placed. Same units as `cupons`.
 */
export const programasIndicacao = pgTable('programas_indicacao', {
  idfornecedor: uuid('idfornecedor')
    .primaryKey()
    .references(() => fornecedores.idfornecedor),
  tipoDesconto: text('tipo_desconto').notNull().default('%'),
  percentualCentesimos: integer('percentual_centesimos').notNull().default(0),
  valorAbsolutoCentavos: integer('valor_absoluto_centavos')
    .$type<Centavos>()
    .notNull()
    .default(sql`0`),
  valorMinimoPedidoCentavos: integer('valor_minimo_pedido_centavos')
    .$type<Centavos>()
    .notNull()
    .default(sql`0`),
  recompensaTipoDesconto: text('recompensa_tipo_desconto').notNull().default('%'),
  recompensaPercentualCentesimos: integer('recompensa_percentual_centesimos').notNull().default(0),
  recompensaValorAbsolutoCentavos: integer('recompensa_valor_absoluto_centavos')
    .$type<Centavos>()
    .notNull()
    .default(sql`0`),
  /** Days the reward coupon stays valid after the referred order. */
  recompensaValidadeDias: integer('recompensa_validade_dias').notNull().default(90),
  ativo: boolean('ativo').notNull().default(true),
});

/** One use of a coupon: written in the order's transaction, with the discount it gave. */
export const cupomUsos = pgTable(
  'cupom_usos',
  {
    id: serial('id').primaryKey(),
    idcupom: integer('idcupom')
      .notNull()
      .references(() => cupons.idcupom),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    descontoCentavos: integer('desconto_centavos').$type<Centavos>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cupom_usos_pedido_uq').on(t.numpedido),
    index('cupom_usos_cliente_idx').on(t.idcupom, t.idcliente),
  ],
);
