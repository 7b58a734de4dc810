import type { Centavos, Milli } from '@vitrine/domain';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { carrinhos } from './cart.ts';
import { produtos } from './catalog.ts';
import { clientes } from './customers.ts';
import { fornecedores } from './suppliers.ts';

/**
 * A supplier's attendant (spec §1 Users, §6 Attendant): staff of ONE supplier who negotiates a
 * customer's cart by phone. Never a customer account; the password is an argon2id hash.
 */
export const atendentes = pgTable(
  'atendentes',
  {
    idatendente: serial('idatendente').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    senhaHash: text('senha_hash').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('atendentes_email_uq').on(t.email)],
);

/** An attendant's revocable session. Only the SHA-256 of the opaque token is stored. */
export const sessoesAtendente = pgTable(
  'sessoes_atendente',
  {
    idsessao: serial('idsessao').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    idatendente: integer('idatendente')
      .notNull()
      .references(() => atendentes.idatendente),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessoes_atendente_token_uq').on(t.tokenHash)],
);

/**
 * Every change made to a negotiated cart (spec §4 Cart flow, §6 Attendant): who (attendant or
 * customer), when, which line, old and new price (centavos) and quantity (milli). `acao` is
 * PRECO, QUANTIDADE, ENVIO (sent to the customer, cart locked) or DESBLOQUEIO (the customer
 * unlocked it; attendant prices cleared).
 */
export const carrinhoNegociacaoHistorico = pgTable(
  'carrinho_negociacao_historico',
  {
    id: serial('id').primaryKey(),
    idcarrinho: integer('idcarrinho')
      .notNull()
      .references(() => carrinhos.idcarrinho, { onDelete: 'cascade' }),
    acao: text('acao').notNull(),
    idatendente: integer('idatendente').references(() => atendentes.idatendente),
    idcliente: integer('idcliente').references(() => clientes.idcliente),
    idproduto: integer('idproduto').references(() => produtos.idproduto),
    precoAnteriorCentavos: integer('preco_anterior_centavos').$type<Centavos>(),
    precoNovoCentavos: integer('preco_novo_centavos').$type<Centavos>(),
    quantidadeAnteriorMilli: integer('quantidade_anterior_milli').$type<Milli>(),
    quantidadeNovaMilli: integer('quantidade_nova_milli').$type<Milli>(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carrinho_negociacao_carrinho_idx').on(t.idcarrinho, t.criadoEm)],
);
