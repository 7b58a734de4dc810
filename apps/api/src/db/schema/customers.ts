import { centavos } from '@vitrine/domain';
import type { Centavos } from '@vitrine/domain';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fornecedores } from './suppliers.ts';

/**
 * A customer identity (spec §3 User / customer), shared across suppliers. `cpf` holds the
 * digits of a CPF (11) or CNPJ (14); `documentoEstrangeiro` a foreign document.
 */
export const clientes = pgTable(
  'clientes',
  {
    idcliente: serial('idcliente').primaryKey(),
    nome: text('nome').notNull(),
    email: text('email'),
    cpf: text('cpf'),
    documentoEstrangeiro: text('documento_estrangeiro'),
    telefone: text('telefone'),
    /** How the customer identified at registration: CPF, CNPJ, ESTRANGEIRO or EMAIL. */
    tipoDocumento: text('tipo_documento'),
    /** A company's name and trade name at the Receita Federal (CNPJ customers). */
    razaoSocial: text('razao_social'),
    nomeFantasia: text('nome_fantasia'),
    senhaHash: text('senha_hash').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clientes_email_uq').on(t.email), uniqueIndex('clientes_cpf_uq').on(t.cpf)],
);

/** A customer's registration at one supplier: approval, terms of use, credit limit (centavos). */
export const cadastrosCliente = pgTable(
  'cadastros_cliente',
  {
    idcadastroextracliente: serial('idcadastroextracliente').primaryKey(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    cadastroAprovado: boolean('cadastro_aprovado').notNull().default(true),
    /** When the supplier approved the registration (null: never, or approved by default). */
    aprovadoEm: timestamp('aprovado_em', { withTimezone: true }),
    /** When the customer confirmed the registration (e-mail or SMS code); null before. */
    cadastroConfirmadoEm: timestamp('cadastro_confirmado_em', { withTimezone: true }),
    termosusoAceitosEm: timestamp('termosuso_aceitos_em', { withTimezone: true }),
    /** The terms-of-use version (versaoArquivo) accepted at `termosusoAceitosEm`. */
    termosusoVersao: text('termosuso_versao'),
    limiteCreditoTotalCentavos: integer('limite_credito_total_centavos')
      .$type<Centavos>()
      .notNull()
      .default(centavos(0)),
    limiteCreditoDisponivelCentavos: integer('limite_credito_disponivel_centavos')
      .$type<Centavos>()
      .notNull()
      .default(centavos(0)),
    tag: text('tag'),
  },
  (t) => [uniqueIndex('cadastros_cliente_uq').on(t.idcliente, t.idfornecedor)],
);

/** A revocable login session. Only the SHA-256 of the opaque token is stored. */
export const sessoes = pgTable(
  'sessoes',
  {
    idsessao: serial('idsessao').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    /** Who acts for the customer, when not the customer: a linked user (spec §6). */
    idusuarioVinculado: integer('idusuario_vinculado'),
    /** … a sales representative acting for a client of their portfolio (spec §6). */
    idrepresentante: integer('idrepresentante'),
    /** … an ERP integration logged in by api key (spec §2, §6). */
    idapikeys: integer('idapikeys'),
  },
  (t) => [uniqueIndex('sessoes_token_uq').on(t.tokenHash)],
);

/** A customer address (spec §3 Address). `cep` is 8 digits, no dash. */
export const enderecos = pgTable(
  'enderecos',
  {
    idendereco: serial('idendereco').primaryKey(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    rua: text('rua').notNull(),
    numero: text('numero').notNull(),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    uf: text('uf').notNull(),
    cep: text('cep').notNull(),
    complemento: text('complemento'),
    pais: text('pais').notNull().default('Brasil'),
    apelido: text('apelido'),
    pontoref: text('pontoref'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    codErp: text('cod_erp'),
    primario: boolean('primario').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enderecos_cliente_idx').on(t.idcliente)],
);

/**
 * A customer's billing address (spec §3 Address "the billing address has the same fields plus
 * descricao"): one per customer, saved from the checkout; `cep` is 8 digits.
 */
export const enderecosFaturamento = pgTable('enderecos_faturamento', {
  idcliente: integer('idcliente')
    .primaryKey()
    .references(() => clientes.idcliente),
  descricao: text('descricao'),
  rua: text('rua').notNull(),
  numero: text('numero').notNull(),
  bairro: text('bairro').notNull(),
  cidade: text('cidade').notNull(),
  uf: text('uf').notNull(),
  cep: text('cep').notNull(),
  complemento: text('complemento'),
  pais: text('pais').notNull().default('Brasil'),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});
