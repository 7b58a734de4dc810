import { MSG } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { TipoFormaPagamento } from '@vitrine/contract';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Theme colours and assets of a supplier storefront (spec §3 Supplier config.tema). */
export interface Tema {
  corPrimaria: string;
  corPrimariaTexto: string;
  corSecundaria: string;
  corFundo: string;
  corTexto: string;
  logo: string;
  favicon?: string;
  banner?: string;
}

/** Footer of a supplier storefront (spec §7 rodape). */
export interface Rodape {
  texto: string;
  telefone?: string;
  email?: string;
  endereco?: string;
  cnpj?: string;
  links: { titulo: string; url: string }[];
}

/** A supplier (fornecedor): one branded storefront. Spec §3 Supplier. */
export const fornecedores = pgTable(
  'fornecedores',
  {
    idfornecedor: uuid('idfornecedor').primaryKey().defaultRandom(),
    idempresa: integer('idempresa').notNull(),
    slug: text('slug').notNull(),
    nome: text('nome').notNull(),
    dominio: text('dominio'),
    cnpj: text('cnpj').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    segmentos: text('segmentos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    modulos: text('modulos')
      .array()
      .notNull()
      .default(sql`'{Todos}'::text[]`),
    ordenacoesProduto: jsonb('ordenacoes_produto')
      .$type<{ valor: string; descricao: string }[]>()
      .notNull(),
    tema: jsonb('tema').$type<Tema>().notNull(),
    rodape: jsonb('rodape').$type<Rodape>().notNull(),
    metaInfo: jsonb('meta_info').$type<Record<string, unknown>>().notNull().default({}),
    pixChave: text('pix_chave').notNull(),
    pixCidade: text('pix_cidade').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fornecedores_slug_uq').on(t.slug),
    uniqueIndex('fornecedores_dominio_uq').on(t.dominio),
  ],
);

/** A pickup store of a supplier (spec §3 Service area coordenadas_lojas, order lojaRetira). */
export const lojas = pgTable('lojas', {
  idloja: serial('idloja').primaryKey(),
  idfornecedor: uuid('idfornecedor')
    .notNull()
    .references(() => fornecedores.idfornecedor),
  nome: text('nome').notNull().default(MSG.defaultStoreName),
  descricaoEnderecoLoja: text('descricao_endereco_loja').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  horario: text('horario'),
  ativo: boolean('ativo').notNull().default(true),
});

/**
 * A supplier's service area (spec §3 Service area coordenadas): a polygon and/or CEP prefixes.
 * It says where the supplier serves, for the suppliers-by-location lookup and the map; fees,
 * minimums and lead times belong to the delivery forms (formas_entrega).
 */
export const areasAtendimento = pgTable('areas_atendimento', {
  idarea: serial('idarea').primaryKey(),
  idfornecedor: uuid('idfornecedor')
    .notNull()
    .references(() => fornecedores.idfornecedor),
  nome: text('nome').notNull(),
  coordenadas: jsonb('coordenadas').$type<{ lat: number; lng: number }[]>().notNull(),
  prefixosCep: text('prefixos_cep')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** Payment methods a supplier accepts (spec §3 Payment method, idformapagto). */
export const formasPagamento = pgTable('formas_pagamento', {
  idformapagto: serial('idformapagto').primaryKey(),
  idfornecedor: uuid('idfornecedor')
    .notNull()
    .references(() => fornecedores.idfornecedor),
  descricao: text('descricao').notNull(),
  tipo: text('tipo').$type<TipoFormaPagamento>().notNull(),
  /** Paid before the order proceeds (Pix, card): the order starts AGUARDANDOPAGAMENTO. */
  exigePagamentoAntecipado: boolean('exige_pagamento_antecipado').notNull(),
  ordem: integer('ordem').notNull().default(0),
  ativo: boolean('ativo').notNull().default(true),
  /**
   * Price adjustment of this method, in basis points (−500 = 5 % off for Pix, +300 = 3 % card
   * surcharge): applied only at suppliers tagged support-price-variance-by-payment (spec §6).
   */
  ajustePrecoBp: integer('ajuste_preco_bp').notNull().default(0),
  /** Invoice credit (FATURADO): days from a fatura's issue to its due date; null = 28. */
  prazoDias: integer('prazo_dias'),
});
