import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoriasParams, CategoriasQuery, CategoriasResposta, errorResponses, ImagemProdutoParams, ListaProdutosParams,
  ListaProdutosQuery, ListaProdutosResposta, PesquisaFullTextQuery, PesquisaFullTextResposta, ProdutoDetalheParams,
  ProdutoDetalheQuery, ProdutoDetalheResposta,
} from '@vitrine/contract';
import { APP_MSG, centavosToReais, MAX_SUGGESTIONS, sanitizeSearchText } from '@vitrine/domain';
import { parseAppSegment } from '../../plugins/app-token.ts';
import { HttpError } from '../../plugins/http-error.ts';
import {
  findLinkedProducts, findProduct, findProductImageData, listCategories, listProducts, suggestProducts, supplierExists,
} from './catalog-repository.ts';
import { productImageSvg } from './product-image.ts';
import { toProduto } from './product-mapper.ts';

const TAGS = ['Catálogo'];

/**
 * Catalog: categories, product list with search and sort order, product detail, suggestions
 * and generated product images. Every query is scoped by the path's (or query's) idfornecedor.
 * @see spec §3 Product, Search state; §5 text search; §7 Products and categories; §9
 */
export default async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** 404 'Fornecedor não encontrado' unless the supplier exists. */
  async function requireSupplier(idfornecedor: string): Promise<void> {
    if (!(await supplierExists(app.db, idfornecedor))) throw new HttpError(404, APP_MSG.supplierNotFound);
  }

  r.get('/v2/app/:apptoken/listacategoriasprodutos/:idfornecedor', {
    schema: {
      tags: TAGS,
      summary: 'Categorias do fornecedor com a quantidade de produtos',
      description:
        'GET /v2/app/{apptoken}/listacategoriasprodutos/{idfornecedor} → every category of the supplier in display ' +
        'order with its number of active products (0 included). idsegmento and device are accepted and ignored. ' +
        "404 'Fornecedor não encontrado'.",
      params: CategoriasParams,
      querystring: CategoriasQuery,
      response: { 200: CategoriasResposta, ...errorResponses },
    },
  }, async (request) => {
    parseAppSegment(request.params.apptoken, app.config.APP_TOKEN);
    const { idfornecedor } = request.params;
    await requireSupplier(idfornecedor);
    return listCategories(app.db, idfornecedor);
  });

  r.get('/v2/app/:apptoken/listaprodutos/:idfornecedor', {
    schema: {
      tags: TAGS,
      summary: 'Lista de produtos: categoria, pesquisa, ordenação e paginação',
      description:
        'GET /v2/app/{apptoken}/listaprodutos/{idfornecedor}?categ&sk&page&limit&ordenacao → one page of the ' +
        "supplier's active products and the total. sk: '&' is stripped; accent-insensitive full-text search " +
        '(portuguese) with prefix matching, falling back to fuzzy name similarity when nothing matches. ' +
        'ordenacao: RELEVANCIA (default: search rank, else featured, best sellers, name), MAIS_VENDIDOS, ' +
        'MENOR_PRECO, MAIOR_PRECO, NOME_AZ, NOME_ZA. page is 1-based; limit defaults to 20, max 100. ' +
        "Prices in reais. 404 'Fornecedor não encontrado'.",
      params: ListaProdutosParams,
      querystring: ListaProdutosQuery,
      response: { 200: ListaProdutosResposta, ...errorResponses },
    },
  }, async (request) => {
    parseAppSegment(request.params.apptoken, app.config.APP_TOKEN);
    const { idfornecedor } = request.params;
    const { categ, sk, page, limit, ordenacao } = request.query;
    await requireSupplier(idfornecedor);
    const texto = sk === undefined ? '' : sanitizeSearchText(sk);
    const { rows, total } = await listProducts(app.db, {
      idfornecedor,
      idcategoria: categ,
      texto: texto || undefined,
      ordenacao,
      offset: (page - 1) * limit,
      limit,
    });
    return {
      produtos: rows.map(toProduto),
      quantidadeProdutos: total,
      pageNumber: page,
      limit,
      listaTemPrecos: true as const,
    };
  });

  r.get('/v2/app/:apptoken/fornecedor/:idfornecedor/produto/:idproduto', {
    schema: {
      tags: TAGS,
      summary: 'Detalhe do produto com relacionados e vinculados',
      description:
        'GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{idproduto} → the product, its related and its ' +
        'linked products (same supplier, active only). disableSimilares=true leaves relacionados empty. ' +
        "404 'Fornecedor não encontrado'; 404 'Produto não encontrado' for an unknown or inactive product or a " +
        "product of another supplier.",
      params: ProdutoDetalheParams,
      querystring: ProdutoDetalheQuery,
      response: { 200: ProdutoDetalheResposta, ...errorResponses },
    },
  }, async (request) => {
    parseAppSegment(request.params.apptoken, app.config.APP_TOKEN);
    const { idfornecedor, idproduto } = request.params;
    await requireSupplier(idfornecedor);
    const produto = await findProduct(app.db, idfornecedor, idproduto);
    if (!produto) throw new HttpError(404, APP_MSG.productNotFound);
    const linked = await findLinkedProducts(app.db, idfornecedor, idproduto);
    return {
      produto: toProduto(produto),
      relacionados: request.query.disableSimilares ? [] : linked.relacionados.map(toProduto),
      vinculados: linked.vinculados.map(toProduto),
    };
  });

  r.get('/v2/app/token/listaprodutos/full-text/pesquisar', {
    schema: {
      tags: TAGS,
      summary: 'Sugestões de pesquisa (full-text)',
      description:
        'GET /v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor&query&idcliente → at most 10 products ' +
        "of the supplier at data.resultset.hits, best first. '&' is stripped; an empty query gives no hits. " +
        "Same matching as the product list's sk. 404 'Fornecedor não encontrado'.",
      querystring: PesquisaFullTextQuery,
      response: { 200: PesquisaFullTextResposta, ...errorResponses },
    },
  }, async (request) => {
    const { idfornecedor, query } = request.query;
    await requireSupplier(idfornecedor);
    const texto = query === undefined ? '' : sanitizeSearchText(query);
    const rows = texto ? await suggestProducts(app.db, idfornecedor, texto, MAX_SUGGESTIONS) : [];
    return {
      data: {
        resultset: {
          hits: rows.map((row) => ({
            id: row.idproduto,
            nome: row.nome,
            marca: row.marca,
            imagem: row.imagem,
            preco: centavosToReais(row.precoCentavos),
            unidade: row.unidade,
          })),
        },
      },
    };
  });

  r.get('/imagens/produtos/:idproduto.svg', {
    schema: {
      tags: TAGS,
      summary: 'Imagem gerada do produto (SVG)',
      description:
        "GET /imagens/produtos/{idproduto}.svg → an SVG with the product's initials and name in the supplier's " +
        "primary colour. Public, cacheable for a day. 404 'Produto não encontrado'.",
      params: ImagemProdutoParams,
      response: { 200: z.string().describe('image/svg+xml'), ...errorResponses },
    },
  }, async (request, reply) => {
    const data = await findProductImageData(app.db, request.params.idproduto);
    if (!data) throw new HttpError(404, APP_MSG.productNotFound);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(productImageSvg(data));
  });
}
