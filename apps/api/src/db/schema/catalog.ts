import { milli } from '@vitrine/domain';
import type { Centavos, Milli } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { textC, tsvector } from './columns.ts';
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
    /**
     * Active products in the category, kept exact by statement-level triggers on `produtos`
     * (migration 0004), so the category list and the listing's total never count the catalog.
     */
    quantidadeProdutos: integer('quantidade_produtos').notNull().default(0),
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
    /** The name's sort key: lower case, accents removed, byte order (a stored column, so the
     *  listing indexes below hold it and pages are read by index-only scans). */
    nomeChave: textC('nome_chave').generatedAlwaysAs(sql`f_unaccent(lower(nome))`),
  },
  (t) => [
    // One index per listing order, with and without a category (issue 12 §3): each serves its
    // ORDER BY … LIMIT as an index scan, and holds every column the page's id query reads.
    ...listingIndexes(t),
    index('produtos_busca_idx').using('gin', t.busca),
  ],
);

type ProdutoColumns = {
  idfornecedor: ExtraConfigColumn;
  idcategoria: ExtraConfigColumn;
  destaque: ExtraConfigColumn;
  vendidos: ExtraConfigColumn;
  precoCentavos: ExtraConfigColumn;
  nomeChave: ExtraConfigColumn;
  idproduto: ExtraConfigColumn;
  ativo: ExtraConfigColumn;
};

/**
 * The listing's indexes: for each sort order (relevance = highlighted, best sellers, name; best
 * sellers; price, both ways by scanning backwards; name, both ways), one per supplier and
 * category and one per supplier, partial on active products.
 * @see apps/api/src/modules/catalog/catalog-repository.ts listProducts
 */
function listingIndexes(t: ProdutoColumns) {
  // Built anew for each index: `.desc()` sets the order on the shared column object.
  const orders = {
    relevancia: () => [t.destaque.desc(), t.vendidos.desc(), t.nomeChave, t.idproduto],
    vendidos: () => [t.vendidos.desc(), t.nomeChave, t.idproduto],
    preco: () => [t.precoCentavos, t.nomeChave, t.idproduto],
    nome: () => [t.nomeChave, t.idproduto],
  } as const;
  return Object.entries(orders).flatMap(([name, columns]) => [
    index(`produtos_lista_${name}_categoria_idx`)
      .on(t.idfornecedor, t.idcategoria, ...columns())
      .where(sql`${t.ativo}`),
    index(`produtos_lista_${name}_idx`)
      .on(t.idfornecedor, ...columns())
      .where(sql`${t.ativo}`),
  ]);
}

/**
 * The search terms of each active product, pre-ranked for suggestions (issue 12 §3): one row per
 * product and lexeme of its name, brand or description (portuguese stems, accents removed, as
 * in `produtos.busca`), kept by statement-level triggers on produtos (migration 0005).
 * `pontuacao` orders a term's products best first without reading them: field (name's first
 * word 4, name 3, brand 2, description 1) × 10¹², highlighted × 10¹¹, then units sold.
 */
export const produtoTermos = pgTable(
  'produto_termos',
  {
    idfornecedor: uuid('idfornecedor').notNull(),
    termo: textC('termo').notNull(),
    idproduto: integer('idproduto')
      .notNull()
      .references(() => produtos.idproduto, { onDelete: 'cascade' }),
    pontuacao: bigint('pontuacao', { mode: 'number' }).notNull(),
    /** The product's category (migration 0013): a search within a category walks its entries. */
    idcategoria: integer('idcategoria').notNull(),
    /**
     * The product's order keys (migration 0014): a search in name order, or one in price or
     * best-seller order over a range it reads whole, sorts the entries by these (ADR 0075).
     */
    nomeChave: textC('nome_chave').notNull(),
    precoCentavos: integer('preco_centavos').$type<Centavos>().notNull(),
    vendidos: integer('vendidos').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.idproduto, t.termo] }),
    index('produto_termos_busca_idx').on(t.idfornecedor, t.termo, t.pontuacao.desc(), t.idproduto),
    index('produto_termos_categoria_idx').on(
      t.idfornecedor,
      t.idcategoria,
      t.termo,
      t.pontuacao.desc(),
      t.idproduto,
    ),
    index('produto_termos_ordem_idx').on(
      t.idfornecedor,
      t.termo,
      t.nomeChave,
      t.idproduto,
      t.precoCentavos,
      t.vendidos,
    ),
    // Each term's entries in best-seller and in price order (migration 0015, ADR 0094): a search
    // in those orders merges its range's terms, reading at most a page's depth of each.
    index('produto_termos_vendidos_idx').on(
      t.idfornecedor,
      t.termo,
      t.vendidos.desc(),
      t.nomeChave,
      t.idproduto,
    ),
    index('produto_termos_preco_idx').on(
      t.idfornecedor,
      t.termo,
      t.precoCentavos,
      t.nomeChave,
      t.idproduto,
    ),
    // Each term's entries by product (migration 0016, ADR 0095): the total of a several-word
    // search intersects its words' ranges by a merge join that stops at the count's cap.
    index('produto_termos_produto_idx').on(t.idfornecedor, t.termo, t.idproduto),
    // Each category's entries of a term by product (migration 0019, ADR 0100): a search of
    // several words within a category merges the words' ranges of that category alone.
    index('produto_termos_categoria_produto_idx').on(
      t.idfornecedor,
      t.idcategoria,
      t.termo,
      t.idproduto,
    ),
    index('produto_termos_ordem_categoria_idx').on(
      t.idfornecedor,
      t.idcategoria,
      t.termo,
      t.nomeChave,
      t.idproduto,
      t.precoCentavos,
      t.vendidos,
    ),
  ],
);

/**
 * How many active products of each supplier hold each term of produto_termos (migration 0011,
 * ADR 0063), kept exact by the statement-level triggers on produtos that write the terms: one
 * row per distinct term (about 1,400 for a million generated products), so a search learns
 * the size of a term range by summing a few rows instead of counting its index entries. A term
 * whose products are all gone keeps its row at 0.
 */
export const termosFornecedor = pgTable(
  'termos_fornecedor',
  {
    idfornecedor: uuid('idfornecedor').notNull(),
    termo: textC('termo').notNull(),
    quantidadeProdutos: integer('quantidade_produtos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idfornecedor, t.termo] })],
);

/**
 * Each supplier's search vocabulary: every word (3 letters or more, unaccented, lower case) its
 * active products' names and brands ever had, with its portuguese stem, the `termo` of
 * produto_termos (migration 0010, kept by statement-level triggers on produtos; never pruned, as
 * a word without products simply finds none). Small — one row per distinct word, not per
 * product — so a typo is matched against it by trigram similarity instead of against every
 * product name (ADR 0048).
 */
export const vocabularioFornecedor = pgTable(
  'vocabulario_fornecedor',
  {
    idfornecedor: uuid('idfornecedor').notNull(),
    palavra: textC('palavra').notNull(),
    termo: textC('termo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.idfornecedor, t.palavra] }),
    index('vocabulario_fornecedor_trgm_idx').using('gin', sql`${t.palavra} gin_trgm_ops`),
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
