import type { Centavos, StatusFaturaArmazenado } from '@vitrine/domain';
import {
  date,
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
import { pedidos } from './orders.ts';
import { fornecedores } from './suppliers.ts';

/**
 * The credit one invoiced order consumed (one row per order; issue 10 §4). The customer's limit
 * itself is the registration's (`cadastros_cliente.limite_credito_total_centavos` /
 * `limite_credito_disponivel_centavos`, spec §3 Invoices); an order takes its total off the
 * available amount with one conditional UPDATE, and this row records it so that cancelling the
 * order (or paying its fatura) gives it back exactly once (`liberadoEm`).
 */
export const creditosConsumidos = pgTable(
  'creditos_consumidos',
  {
    idcredito: serial('idcredito').primaryKey(),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    valorCentavos: integer('valor_centavos').$type<Centavos>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    liberadoEm: timestamp('liberado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('creditos_consumidos_pedido_uq').on(t.numpedido)],
);

/**
 * A fatura (spec §3 Invoices faturas): one per order paid by invoice credit. Dates are São
 * Paulo calendar days (`YYYY-MM-DD`); overdue (VENCIDA) is derived from `vencimento`, never
 * stored. The boleto columns hold the fatura's boleto once one is issued (null until then).
 */
export const faturas = pgTable(
  'faturas',
  {
    idfatura: serial('idfatura').primaryKey(),
    numero: text('numero').notNull(),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    emissao: date('emissao', { mode: 'string' }).notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    valorCentavos: integer('valor_centavos').$type<Centavos>().notNull(),
    status: text('status').$type<StatusFaturaArmazenado>().notNull().default('ABERTA'),
    pagaEm: timestamp('paga_em', { withTimezone: true }),
    /** 47-digit linha digitável of the fatura's boleto, when issued. */
    boletoLinhaDigitavel: text('boleto_linha_digitavel'),
    /** Where the boleto's PDF is served, when issued. */
    boletoUrl: text('boleto_url'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('faturas_numero_uq').on(t.idfornecedor, t.numero),
    uniqueIndex('faturas_pedido_uq').on(t.numpedido),
    index('faturas_cliente_idx').on(t.idfornecedor, t.idcliente, t.emissao),
  ],
);
