import {
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
 * The terms of use a supplier publishes (spec §5 "Terms of use must be accepted per supplier",
 * §7 "GET the terms file, selected by versaoArquivo"). A version is immutable once published;
 * the current one is the highest version already published. `conteudo` is plain text,
 * paragraphs separated by blank lines.
 */
export const termosUso = pgTable(
  'termos_uso',
  {
    idtermo: serial('idtermo').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    versao: integer('versao').notNull(),
    titulo: text('titulo').notNull(),
    conteudo: text('conteudo').notNull(),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('termos_uso_versao_uq').on(t.idfornecedor, t.versao)],
);

/**
 * Every acceptance of a terms version (the audit trail). The customer's latest acceptance at a
 * supplier also lives on `cadastros_cliente` (`termosuso_versao`, `termosuso_aceitos_em`).
 */
export const termosUsoAceites = pgTable(
  'termos_uso_aceites',
  {
    idaceite: serial('idaceite').primaryKey(),
    idcliente: integer('idcliente')
      .notNull()
      .references(() => clientes.idcliente),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    versao: integer('versao').notNull(),
    aceitoEm: timestamp('aceito_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('termos_uso_aceites_cliente_idx').on(t.idcliente, t.idfornecedor)],
);
