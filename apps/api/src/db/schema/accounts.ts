import type { TipoCaracteristica } from '@vitrine/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cadastrosCliente, clientes } from './customers.ts';
import { fornecedores } from './suppliers.ts';

/** Whom a characteristic describes: the customer (asked at registration) or an order (at checkout). */
export type AplicacaoCaracteristica = 'cliente' | 'pedido';

/**
 * A supplier's characteristic of its customers or of their orders (issue 11 §1,
 * `GET /v4/caracteristica-cliente/todas/{id}` and `/v4/caracteristica-pedido/todas/{id}`).
 * `opcoes` lists the values of a `selecao`.
 */
export const caracteristicas = pgTable(
  'caracteristicas',
  {
    idcaracteristica: serial('idcaracteristica').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    aplicacao: text('aplicacao').$type<AplicacaoCaracteristica>().notNull(),
    nome: text('nome').notNull(),
    tipo: text('tipo').$type<TipoCaracteristica>().notNull(),
    opcoes: jsonb('opcoes').$type<string[]>().notNull().default([]),
    obrigatoria: boolean('obrigatoria').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
    ativa: boolean('ativa').notNull().default(true),
  },
  (t) => [
    index('caracteristicas_fornecedor_idx').on(t.idfornecedor, t.aplicacao, t.ordem),
    uniqueIndex('caracteristicas_nome_uq').on(t.idfornecedor, t.aplicacao, t.nome),
  ],
);

/** A customer's answer to one of the supplier's customer characteristics, per registration. */
export const valoresCaracteristicaCliente = pgTable(
  'valores_caracteristica_cliente',
  {
    idcadastroextracliente: integer('idcadastroextracliente')
      .notNull()
      .references(() => cadastrosCliente.idcadastroextracliente),
    idcaracteristica: integer('idcaracteristica')
      .notNull()
      .references(() => caracteristicas.idcaracteristica),
    valor: text('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idcadastroextracliente, t.idcaracteristica] })],
);

/**
 * A single-use password-reset link (issue 11 §1): only the SHA-256 of the token is stored; it
 * expires after PASSWORD_RESET_TTL_MINUTES and is spent by its first use.
 */
export const tokensRedefinicaoSenha = pgTable(
  'tokens_redefinicao_senha',
  {
    idtoken: serial('idtoken').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tokens_redefinicao_senha_uq').on(t.tokenHash),
    index('tokens_redefinicao_senha_cliente_idx').on(t.idcliente),
  ],
);

/**
 * A verification code sent by e-mail or SMS (spec §7 enviar-verificacao): only its SHA-256 is
 * stored; it expires, counts wrong attempts and is spent by its first right use.
 */
export const codigosVerificacao = pgTable(
  'codigos_verificacao',
  {
    idcodigo: serial('idcodigo').primaryKey(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    canal: text('canal').$type<'email' | 'sms'>().notNull(),
    fonte: text('fonte'),
    codigoHash: text('codigo_hash').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [index('codigos_verificacao_cliente_idx').on(t.idcliente, t.idfornecedor)],
);
