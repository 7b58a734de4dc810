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

/**
 * A linked user (spec §1 Users, §6): a person with their own e-mail and password who buys for
 * one or more customer accounts. `senhaHash` (argon2id) is null until the invitation is
 * accepted; only the SHA-256 of the invitation token is kept, with its expiry.
 */
export const usuariosVinculados = pgTable(
  'usuarios_vinculados',
  {
    idusuarioVinculado: serial('idusuario_vinculado').primaryKey(),
    email: text('email').notNull(),
    nome: text('nome').notNull(),
    senhaHash: text('senha_hash'),
    conviteTokenHash: text('convite_token_hash'),
    conviteExpiraEm: timestamp('convite_expira_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuarios_vinculados_email_uq').on(t.email),
    uniqueIndex('usuarios_vinculados_convite_uq').on(t.conviteTokenHash),
  ],
);

/** A linked user may act for customer `idcliente` at supplier `idfornecedor`. */
export const usuariosVinculadosClientes = pgTable(
  'usuarios_vinculados_clientes',
  {
    id: serial('id').primaryKey(),
    idusuarioVinculado: integer('idusuario_vinculado')
      .notNull()
      .references(() => usuariosVinculados.idusuarioVinculado, { onDelete: 'cascade' }),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuarios_vinculados_clientes_uq').on(
      t.idusuarioVinculado,
      t.idcliente,
      t.idfornecedor,
    ),
    index('usuarios_vinculados_clientes_cliente_idx').on(t.idcliente, t.idfornecedor),
  ],
);

/**
 * A sales representative ('consultor', spec §1 Users, §6): staff of ONE supplier with their own
 * login (argon2id hash), never a customer account.
 */
export const representantes = pgTable(
  'representantes',
  {
    idrepresentante: serial('idrepresentante').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    senhaHash: text('senha_hash').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('representantes_email_uq').on(t.email)],
);

/** The representative's portfolio ('carteira'): the customers they may act for. */
export const representantesCarteira = pgTable(
  'representantes_carteira',
  {
    idrepresentante: integer('idrepresentante')
      .notNull()
      .references(() => representantes.idrepresentante, { onDelete: 'cascade' }),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('representantes_carteira_uq').on(t.idrepresentante, t.idcliente)],
);

/** A representative's revocable session (tokenRepresentante). Only the SHA-256 is stored. */
export const sessoesRepresentante = pgTable(
  'sessoes_representante',
  {
    idsessao: serial('idsessao').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    idrepresentante: integer('idrepresentante')
      .notNull()
      .references(() => representantes.idrepresentante),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessoes_representante_token_uq').on(t.tokenHash)],
);

/**
 * An ERP integration's api key (spec §2 Query parameters, §6 Integration), scoped to one
 * supplier. Only the SHA-256 of the key is stored; `revogadaEm` set means refused.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    idapikeys: serial('idapikeys').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    keyHash: text('key_hash').notNull(),
    descricao: text('descricao').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_uq').on(t.keyHash)],
);

/** Which customer an ERP user id logs in as, under one api key. */
export const apiKeysUsuariosErp = pgTable(
  'api_keys_usuarios_erp',
  {
    idapikeys: integer('idapikeys')
      .notNull()
      .references(() => apiKeys.idapikeys, { onDelete: 'cascade' }),
    idErpUsuario: text('id_erp_usuario').notNull(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
  },
  (t) => [uniqueIndex('api_keys_usuarios_erp_uq').on(t.idapikeys, t.idErpUsuario)],
);

/**
 * A single-use login token (spec §2 Routes login-token, §4 Login 5): SHA-256 of the token,
 * bound to the e-mail (or CPF/CNPJ digits when the customer has no e-mail), the customer, the
 * supplier and the actor of the session it carries over; `usadoEm` set once exchanged.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    loginemail: text('loginemail').notNull(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    idusuarioVinculado: integer('idusuario_vinculado').references(
      () => usuariosVinculados.idusuarioVinculado,
      { onDelete: 'cascade' },
    ),
    idrepresentante: integer('idrepresentante').references(() => representantes.idrepresentante),
    idapikeys: integer('idapikeys').references(() => apiKeys.idapikeys),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('login_tokens_token_uq').on(t.tokenHash)],
);
