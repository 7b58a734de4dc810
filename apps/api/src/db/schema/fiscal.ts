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
import { pedidos } from './orders.ts';
import { fornecedores } from './suppliers.ts';

/**
 * The NF-e of an invoiced order (model 55, layout 4.00), issued in homologação (tpAmb 2, no
 * fiscal value, never sent to a tax authority): its number, series, access key and the XML the
 * DANFE is printed from. One per order; numbers are unique per supplier and series.
 * @see spec §2 Order detail; ADR 0025
 */
export const notasFiscais = pgTable(
  'notas_fiscais',
  {
    idnota: serial('idnota').primaryKey(),
    numpedido: integer('numpedido')
      .notNull()
      .references(() => pedidos.numpedido),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    serie: integer('serie').notNull(),
    numero: integer('numero').notNull(),
    chave: text('chave').notNull(),
    /** 1 produção, 2 homologação. Always 2 here. */
    ambiente: integer('ambiente').notNull(),
    xml: text('xml').notNull(),
    emitidaEm: timestamp('emitida_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notas_fiscais_pedido_idx').on(t.numpedido),
    uniqueIndex('notas_fiscais_numero_idx').on(t.idfornecedor, t.serie, t.numero),
    uniqueIndex('notas_fiscais_chave_idx').on(t.chave),
    index('notas_fiscais_fornecedor_idx').on(t.idfornecedor),
  ],
);
