import { centavos, type Centavos, type TipoEntrega } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { fornecedores, lojas } from './suppliers.ts';

/** A point in decimal degrees. */
export interface LatLngColumn {
  lat: number;
  lng: number;
}

/** An inclusive CEP range, 8 digits each. */
export interface FaixaCepColumn {
  inicio: string;
  fim: string;
}

/**
 * How a delivery form charges (money in centavos): a fixed fee, a fee per CEP range, or a fee
 * per distance band (metres) from the dispatching store. Mirrors the domain's `FeeRule`.
 */
export type RegraTaxaColumn =
  | { tipo: 'FIXA'; valorCentavos: number }
  | { tipo: 'FAIXA_CEP'; faixas: { inicio: string; fim: string; valorCentavos: number }[] }
  | { tipo: 'DISTANCIA'; faixas: { ateMetros: number; valorCentavos: number }[] };

/**
 * A delivery form of a supplier (spec §4 Delivery): where it applies (polygons and/or CEP
 * ranges; neither means anywhere), its fee rule, free-above value, minimum order, lead time,
 * daily cut-off (São Paulo wall clock) and closed days. Its windows are in janelas_entrega.
 */
export const formasEntrega = pgTable(
  'formas_entrega',
  {
    idformaentrega: serial('idformaentrega').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    nome: text('nome').notNull(),
    tipo: text('tipo').$type<TipoEntrega>().notNull(),
    poligonos: jsonb('poligonos').$type<LatLngColumn[][]>().notNull().default([]),
    faixasCep: jsonb('faixas_cep').$type<FaixaCepColumn[]>().notNull().default([]),
    regraTaxa: jsonb('regra_taxa').$type<RegraTaxaColumn>().notNull(),
    gratisAcimaDeCentavos: integer('gratis_acima_de_centavos').$type<Centavos>(),
    pedidoMinimoCentavos: integer('pedido_minimo_centavos')
      .$type<Centavos>()
      .notNull()
      .default(centavos(0)),
    prazoDias: integer('prazo_dias').notNull().default(1),
    /** HH:MM, São Paulo: an order after it counts as placed the next day. */
    horarioCorte: text('horario_corte').notNull().default('23:59'),
    fechaDomingo: boolean('fecha_domingo').notNull().default(true),
    fechaFeriados: boolean('fecha_feriados').notNull().default(true),
    /** Supplier-chosen closed dates, YYYY-MM-DD. */
    diasFechados: text('dias_fechados')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The dispatching store: origin of distance-band fees. */
    idlojaExpedicao: integer('idloja_expedicao').references(() => lojas.idloja),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [index('formas_entrega_fornecedor_idx').on(t.idfornecedor)],
);

/** A scheduling window of a delivery form: HH:MM–HH:MM with a capacity of orders per date. */
export const janelasEntrega = pgTable(
  'janelas_entrega',
  {
    idjanela: serial('idjanela').primaryKey(),
    idformaentrega: integer('idformaentrega')
      .notNull()
      .references(() => formasEntrega.idformaentrega),
    inicio: text('inicio').notNull(),
    fim: text('fim').notNull(),
    capacidade: integer('capacidade').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [index('janelas_entrega_forma_idx').on(t.idformaentrega)],
);
