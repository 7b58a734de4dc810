import { defineRoute } from './define-route.ts';
import { routePaths } from './route-paths.ts';
import { z } from 'zod';
import { texto } from './text.ts';
import {
  PRODUCT_PAGE_SIZE,
  VALIDATION_MSG,
  MAX_PRODUCT_PAGE,
  SEARCH_MAX_LENGTH,
} from '@vitrine/domain';
import { CanalVendaSchema, IdFornecedor, Quantidade, Reais, TipoEntregaSchema } from './common.ts';

/**
 * Catalog: categories, product list with search and sort order, product detail, full-text
 * suggestions (spec §3 Product, Search state; §5 "Text search strips the & character"; §7
 * Products and categories; §9 product page size, maximum suggestions).
 */

/** An empty query value (`?categ=`) counts as absent. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A positive integer id in a path or query, with a pt-BR message for anything else. */
const idInteiro = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(2_147_483_647, message);

/** A product id (idproduto). */
export const IdProduto = idInteiro(VALIDATION_MSG.productInvalid);

/** Largest page a client may ask for on the product list. */
export const MAX_PRODUCT_PAGE_SIZE = 100;

/** Product sort orders accepted as `ordenacao` on the product list. */
export const OrdenacaoProduto = z.enum(
  ['RELEVANCIA', 'MAIS_VENDIDOS', 'MENOR_PRECO', 'MAIOR_PRECO', 'NOME_AZ', 'NOME_ZA'],
  VALIDATION_MSG.sortInvalid,
);
export type OrdenacaoProduto = z.infer<typeof OrdenacaoProduto>;

/** A product as every API reply shows it (spec §3 Product, Cart product). Money in reais. */
export const Produto = z.object({
  id: z.number().int(),
  nome: z.string(),
  marca: z.string(),
  descricao: z.string(),
  /** Sale unit: 'un', 'kg', 'cx', 'fd', 'pct', 'l'. */
  unidade: z.string(),
  /** Image URL (the API serves a generated SVG at /imagens/produtos/{id}.svg). */
  imagem: z.string(),
  codigo: z.string(),
  categoria: z.object({ idcategoria: z.number().int(), nome: z.string() }),
  /** Regular unit price. */
  preco: Reais,
  /** Reference ("de") price shown struck through, when any. */
  preconf: Reais.nullable(),
  /** Wholesale unit price, when any (spec §5 price precedence 3). */
  precovendaatacado: Reais.nullable(),
  /** Quantity from which the wholesale price applies. */
  minvendaatacado: z.number().nullable().describe('Quantidade com até 3 casas decimais'),
  /** Units in one sale unit (a box of 12 → 12). */
  multiploincremento: z.number().int(),
  /** Quantity step (spec §4 Quantity change). */
  granularidade: z.number().describe('Quantidade com até 3 casas decimais'),
  /** Minimum quantity per order (default 1). */
  min_por_pedido: z.number().describe('Quantidade com até 3 casas decimais'),
  /** Maximum quantity per order, null when unlimited. */
  maxporpedido: z.number().nullable().describe('Quantidade com até 3 casas decimais'),
  /** Gift packaging price per unit, null when the product cannot be gift-wrapped. */
  preco_embalagem: Reais.nullable(),
  efeitospoliticas: z.object({
    /** Progressive discount: quantity threshold (as text, e.g. "6") → unit price in reais. */
    descontoProgressivo: z.record(z.string(), Reais).nullable(),
  }),
  idcadastroextraproduto: z.number().int().nullable(),
});
export type Produto = z.infer<typeof Produto>;

/**
 * A product as the catalog replies show it (listing, detail, related and linked products):
 * `preco` is null, and every other price field null, when the supplier hides prices from the
 * caller (spec §6 hide-price-for-logged-out-customers, support-budget) — the reply then carries
 * no price at all.
 */
export const ProdutoCatalogo = Produto.extend({ preco: Reais.nullable() });
export type ProdutoCatalogo = z.infer<typeof ProdutoCatalogo>;

// In a module of its own, without schemas: a page that only asks this does not load zod.
export { temPreco } from './catalog-prices.ts';

/** Path of `GET /v2/app/{apptoken}/listacategoriasprodutos/{idfornecedor}`. */
export const CategoriasParams = z.object({
  apptoken: texto().describe('{apptoken}'),
  idfornecedor: IdFornecedor,
});
export type CategoriasParams = z.infer<typeof CategoriasParams>;

/** Query of the category list: accepted for compatibility, not used. */
export const CategoriasQuery = z.object({
  idsegmento: texto().optional(),
  device: texto().optional(),
});
export type CategoriasQuery = z.infer<typeof CategoriasQuery>;

/** A product category with its number of active products. */
export const Categoria = z.object({
  idcategoria: z.number().int(),
  nome: z.string(),
  slug: z.string(),
  quantidadeProdutos: z.number().int(),
});
export type Categoria = z.infer<typeof Categoria>;

/** The category list reply, in the supplier's display order. */
export const CategoriasResposta = z.array(Categoria);
export type CategoriasResposta = z.infer<typeof CategoriasResposta>;

/** Path of `GET /v2/app/{apptoken}/listaprodutos/{idfornecedor}`. */
export const ListaProdutosParams = CategoriasParams;
export type ListaProdutosParams = z.infer<typeof ListaProdutosParams>;

/**
 * Query of the product list. `sk` is the search text ('&' is stripped, accents ignored);
 * `page` is 1-based; `limit` defaults to 20 (spec §9) and is at most 100. The remaining spec
 * parameters (§7) are accepted and ignored.
 */
export const ListaProdutosQuery = z.object({
  categ: z
    .preprocess(emptyAsUndefined, idInteiro(VALIDATION_MSG.categoryInvalid).optional())
    .describe('idcategoria'),
  sk: z
    .preprocess(
      emptyAsUndefined,
      texto(VALIDATION_MSG.searchInvalid)
        .max(SEARCH_MAX_LENGTH, VALIDATION_MSG.searchTooLong)
        .optional(),
    )
    .describe('Texto de pesquisa'),
  page: z
    .preprocess(
      emptyAsUndefined,
      z.coerce
        .number(VALIDATION_MSG.pageInvalid)
        .int(VALIDATION_MSG.pageInvalid)
        .min(1, VALIDATION_MSG.pageInvalid)
        .max(MAX_PRODUCT_PAGE, VALIDATION_MSG.pageInvalid)
        .default(1),
    )
    .describe('Página, a partir de 1'),
  limit: z
    .preprocess(
      emptyAsUndefined,
      z.coerce
        .number(VALIDATION_MSG.limitInvalid)
        .int(VALIDATION_MSG.limitInvalid)
        .min(1, VALIDATION_MSG.limitInvalid)
        .max(MAX_PRODUCT_PAGE_SIZE, `Limite inválido (máximo ${MAX_PRODUCT_PAGE_SIZE})`)
        .default(PRODUCT_PAGE_SIZE),
    )
    .describe(`Produtos por página (padrão ${PRODUCT_PAGE_SIZE}, máximo ${MAX_PRODUCT_PAGE_SIZE})`),
  ordenacao: z.preprocess(emptyAsUndefined, OrdenacaoProduto.default('RELEVANCIA')),
  tipoentrega: z.preprocess(emptyAsUndefined, TipoEntregaSchema.optional()),
  canalVenda: z.preprocess(emptyAsUndefined, CanalVendaSchema.optional()),
  fornec: texto().optional(),
  formapagamento: texto().optional(),
  tagsPesquisa: texto().optional(),
  agrupadores: texto().optional(),
  ignorepolicy: texto().optional(),
  produtoprincipal: texto().optional(),
});
export type ListaProdutosQuery = z.infer<typeof ListaProdutosQuery>;

/** The product list reply (spec §3 Search state). */
export const ListaProdutosResposta = z.object({
  produtos: z.array(ProdutoCatalogo),
  /**
   * Total matching products over all pages. A search stops counting at MAX_COUNTED_MATCHES
   * (10.000): `quantidadeProdutosLimitada` then says the total is that many or more.
   */
  quantidadeProdutos: z.number().int(),
  /** True when a search matched more than `quantidadeProdutos` products ("mais de 10.000 produtos"). */
  quantidadeProdutosLimitada: z.boolean(),
  /** The page returned, 1-based. */
  pageNumber: z.number().int(),
  limit: z.number().int(),
  /** False when the supplier hides prices from the caller: every `preco` is then null. */
  listaTemPrecos: z.boolean(),
});
export type ListaProdutosResposta = z.infer<typeof ListaProdutosResposta>;

/** Path of `GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{idproduto}`. */
export const ProdutoDetalheParams = z.object({
  apptoken: texto().describe('{apptoken}'),
  idfornecedor: IdFornecedor,
  idproduto: IdProduto,
});
export type ProdutoDetalheParams = z.infer<typeof ProdutoDetalheParams>;

/**
 * Query of the product detail. `disableSimilares=true` leaves `relacionados` empty; the other
 * parameters are accepted (prices do not vary by payment method, channel or quantity here).
 */
export const ProdutoDetalheQuery = z.object({
  quantidade: z.preprocess(
    emptyAsUndefined,
    z.coerce.number(VALIDATION_MSG.quantityInvalid).pipe(Quantidade).optional(),
  ),
  disableSimilares: z
    .preprocess(
      emptyAsUndefined,
      z.enum(['true', 'false'], VALIDATION_MSG.booleanInvalid).optional(),
    )
    .transform((v) => v === 'true'),
  idformapagamento: texto().optional(),
  canalVenda: z.preprocess(emptyAsUndefined, CanalVendaSchema.optional()),
  tipoEntrega: z.preprocess(emptyAsUndefined, TipoEntregaSchema.optional()),
});
export type ProdutoDetalheQuery = z.infer<typeof ProdutoDetalheQuery>;

/** The product detail reply: the product, related products and linked products (same supplier). */
export const ProdutoDetalheResposta = z.object({
  produto: ProdutoCatalogo,
  relacionados: z.array(ProdutoCatalogo),
  vinculados: z.array(ProdutoCatalogo),
});
export type ProdutoDetalheResposta = z.infer<typeof ProdutoDetalheResposta>;

/** Query of `GET /v2/app/token/listaprodutos/full-text/pesquisar`. */
export const PesquisaFullTextQuery = z.object({
  idfornecedor: IdFornecedor,
  query: z.preprocess(
    emptyAsUndefined,
    texto(VALIDATION_MSG.searchInvalid)
      .max(SEARCH_MAX_LENGTH, VALIDATION_MSG.searchTooLong)
      .optional(),
  ),
  idcliente: texto().optional(),
});
export type PesquisaFullTextQuery = z.infer<typeof PesquisaFullTextQuery>;

/** One suggestion. */
export const SugestaoProduto = z.object({
  id: z.number().int(),
  nome: z.string(),
  marca: z.string(),
  imagem: z.string(),
  /** Null when the supplier hides prices from the caller. */
  preco: Reais.nullable(),
  unidade: z.string(),
});
export type SugestaoProduto = z.infer<typeof SugestaoProduto>;

/** The suggestion reply, read at `data.resultset.hits` (at most 10, spec §7, §9). */
export const PesquisaFullTextResposta = z.object({
  data: z.object({ resultset: z.object({ hits: z.array(SugestaoProduto) }) }),
});
export type PesquisaFullTextResposta = z.infer<typeof PesquisaFullTextResposta>;

/** Path of `GET /imagens/produtos/{idproduto}.svg`. */
export const ImagemProdutoParams = z.object({ idproduto: IdProduto });
export type ImagemProdutoParams = z.infer<typeof ImagemProdutoParams>;

/** The catalog calls of the route table (spec §7 Catalog). */
export const catalogRoutes = {
  categories: defineRoute({
    ...routePaths.catalog.categories,
    auth: 'public',
    tags: ['Catálogo'],
    summary: 'Categorias do fornecedor com a quantidade de produtos',
    description:
      'GET /v2/app/{apptoken}/listacategoriasprodutos/{idfornecedor} → every category of the supplier in display ' +
      'order with its number of active products (0 included). idsegmento and device are accepted and ignored. ' +
      "404 'Fornecedor não encontrado'.",
    params: CategoriasParams,
    query: CategoriasQuery,
    reply: CategoriasResposta,
  }),
  products: defineRoute({
    ...routePaths.catalog.products,
    auth: 'public',
    tags: ['Catálogo'],
    summary: 'Lista de produtos: categoria, pesquisa, ordenação e paginação',
    description:
      'GET /v2/app/{apptoken}/listaprodutos/{idfornecedor}?categ&sk&page&limit&ordenacao → one page of the ' +
      "supplier's active products and the total (a search counts up to 10.000 matches, then sets " +
      "quantidadeProdutosLimitada). sk: '&' is stripped; accent-insensitive full-text search " +
      '(portuguese) with prefix matching, falling back to fuzzy name similarity when nothing matches. ' +
      'ordenacao: RELEVANCIA (default: search rank, else featured, best sellers, name), MAIS_VENDIDOS, ' +
      'MENOR_PRECO, MAIOR_PRECO, NOME_AZ, NOME_ZA. page is 1-based; limit defaults to 20, max 100. ' +
      "Prices in reais. 404 'Fornecedor não encontrado'.",
    params: ListaProdutosParams,
    query: ListaProdutosQuery,
    reply: ListaProdutosResposta,
  }),
  product: defineRoute({
    ...routePaths.catalog.product,
    auth: 'public',
    tags: ['Catálogo'],
    summary: 'Detalhe do produto com relacionados e vinculados',
    description:
      'GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{idproduto} → the product, its related and its ' +
      'linked products (same supplier, active only). disableSimilares=true leaves relacionados empty. ' +
      "404 'Fornecedor não encontrado'; 404 'Produto não encontrado' for an unknown or inactive product or a " +
      'product of another supplier.',
    params: ProdutoDetalheParams,
    query: ProdutoDetalheQuery,
    reply: ProdutoDetalheResposta,
  }),
  suggestions: defineRoute({
    ...routePaths.catalog.suggestions,
    auth: 'public',
    tags: ['Catálogo'],
    summary: 'Sugestões de pesquisa (full-text)',
    description:
      'GET /v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor&query&idcliente → at most 10 products ' +
      "of the supplier at data.resultset.hits, best first. '&' is stripped; an empty query gives no hits. " +
      "Same matching as the product list's sk. 404 'Fornecedor não encontrado'.",
    query: PesquisaFullTextQuery,
    reply: PesquisaFullTextResposta,
  }),
};
