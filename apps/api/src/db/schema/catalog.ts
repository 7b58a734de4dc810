import { milli } from '@vitrine/domain';
import type { Centavos, Milli } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from './columns.ts';
import { fornecedores } from './suppliers.ts';

/** A product category of one supplier. */
export const categorias = pgTable(
  'categorias',
  {
    idcategoria: serial('idcategoria').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    nome: text('nome').notNull(),
    slug: text('slug').notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('categorias_fornecedor_idx').on(t.idfornecedor)],
);

/**
 * A product of one supplier (spec §3 Product and Cart product). Money in integer centavos,
 * quantities in integer thousandths (milli): 1 unit = 1000, 0.25 kg = 250.
 * `multiploincremento` is the integer number of units in one sale unit (a box of 12 → 12).
 */
export const produtos = pgTable(
  'produtos',
  {
    idproduto: serial('idproduto').primaryKey(),
    idfornecedor: uuid('idfornecedor')
      .notNull()
      .references(() => fornecedores.idfornecedor),
    idcategoria: integer('idcategoria')
      .notNull()
      .references(() => categorias.idcategoria),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    marca: text('marca').notNull(),
    descricao: text('descricao').notNull().default(''),
    /** Sale unit shown to buyers: 'un', 'kg', 'cx', 'fd', 'pct', 'l'. */
    unidade: text('unidade').notNull(),
    imagem: text('imagem').notNull(),
    precoCentavos: integer('preco_centavos').$type<Centavos>().notNull(),
    preconfCentavos: integer('preconf_centavos').$type<Centavos>(),
    precovendaatacadoCentavos: integer('precovendaatacado_centavos').$type<Centavos>(),
    minvendaatacadoMilli: integer('minvendaatacado_milli').$type<Milli>(),
    multiploincremento: integer('multiploincremento').notNull().default(1),
    granularidadeMilli: integer('granularidade_milli')
      .$type<Milli>()
      .notNull()
      .default(milli(1000)),
    minPorPedidoMilli: integer('min_por_pedido_milli')
      .$type<Milli>()
      .notNull()
      .default(milli(1000)),
    maxporpedidoMilli: integer('maxporpedido_milli').$type<Milli>(),
    precoEmbalagemCentavos: integer('preco_embalagem_centavos').$type<Centavos>(),
    /** Progressive discount map: [{ quantidade (milli), preco (centavos) }] ascending. */
    descontoProgressivo:
      jsonb('desconto_progressivo').$type<{ quantidade: Milli; preco: Centavos }[]>(),
    idcadastroextraproduto: integer('idcadastroextraproduto'),
    destaque: boolean('destaque').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    vendidos: integer('vendidos').notNull().default(0),
    busca: tsvector('busca').generatedAlwaysAs(
      sql`to_tsvector('portuguese', f_unaccent(nome || ' ' || marca || ' ' || descricao))`,
    ),
  },
  (t) => [
    index('produtos_fornecedor_categoria_idx').on(t.idfornecedor, t.idcategoria),
    index('produtos_busca_idx').using('gin', t.busca),
    index('produtos_nome_trgm_idx').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);

/** Link kinds of produtos_vinculados.tipo. */
export const LinkType = { RELACIONADO: 'RELACIONADO', VINCULADO: 'VINCULADO' } as const;
export type LinkType = (typeof LinkType)[keyof typeof LinkType];

/** Related (RELACIONADO) and linked (VINCULADO) products shown on product detail. */
export const produtosVinculados = pgTable(
  'produtos_vinculados',
  {
    idproduto: integer('idproduto')
      .notNull()
      .references(() => produtos.idproduto),
    idvinculado: integer('idvinculado')
      .notNull()
      .references(() => produtos.idproduto),
    tipo: text('tipo').$type<LinkType>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.idproduto, t.idvinculado, t.tipo] })],
);
