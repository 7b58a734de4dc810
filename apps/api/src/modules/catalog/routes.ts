import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, defineRoute, ImagemProdutoParams } from '@vitrine/contract';
import {
  APP_MSG,
  centavosToReais,
  MAX_SUGGESTIONS,
  maxReachablePage,
  sanitizeSearchText,
  supplierMayHidePrices,
  VALIDATION_MSG,
} from '@vitrine/domain';
import { InvalidInputError, NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  findLinkedProducts,
  findProduct,
  findProductImageData,
  listCategories,
  listProducts,
  suggestProducts,
} from './catalog-repository.ts';
import { productImageSvg } from './product-image.ts';
import {
  paymentAdjustmentBp,
  paymentMethodIdOf,
  varyProductRows,
} from '../payment-methods/price-variance.ts';
import { toProduto } from './product-mapper.ts';
import { pricesVisibleTo, withoutPrices } from '../access/price-viewer.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { cacheReply, conditionalReplies, type CachePolicy } from '../../plugins/http-cache.ts';
import { trustedReply } from '../../plugins/trusted-reply.ts';

const TAGS = ['Catálogo'];

/**
 * Who may keep a price-bearing catalog reply: any cache when every caller sees the same prices
 * (no tag of the supplier hides them), only the caller's browser otherwise (ADR 0033 hidden
 * prices are never cached publicly; ADR 0043).
 */
function pricedPolicy(supplier: Tenant): CachePolicy {
  return supplierMayHidePrices(supplier.tags) ? 'private' : 'catalog';
}

/** API-only: the generated product image (not a spec §7 call, so not in the contract's route table). */
const imageRoute = defineRoute({
  method: 'GET',
  segment: 'none',
  path: '/imagens/produtos/:idproduto.svg',
  params: ImagemProdutoParams,
  reply: z.string().describe('image/svg+xml'),
  tags: TAGS,
  auth: 'public',
  summary: 'Imagem gerada do produto (SVG)',
  description:
    "GET /imagens/produtos/{idproduto}.svg → an SVG with the product's initials and name in the supplier's " +
    "primary colour. Public, cacheable for a day. 404 'Produto não encontrado'.",
});

/**
 * Catalog: categories, product list with search and sort order, product detail, suggestions
 * and generated product images. Every query is scoped by the tenant (the path's or query's
 * idfornecedor, resolved by the request-context hook: 404 for an unknown supplier).
 * @see spec §3 Product, Search state; §5 text search; §7 Products and categories; §9
 */
export default async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const tenant = { tenant: true } as const;
  await conditionalReplies(app);

  registerRoute(
    app,
    apiRoutes.catalog.categories,
    async (request, reply) => {
      const categories = await listCategories(app.db, request.supplier.idfornecedor);
      cacheReply(reply, 'catalog');
      return trustedReply(app, reply, apiRoutes.catalog.categories.reply, categories);
    },
    tenant,
  );

  registerRoute(
    app,
    apiRoutes.catalog.products,
    async (request, reply) => {
      const { categ, sk, page, limit, ordenacao, formapagamento } = request.query;
      const texto = sk === undefined ? '' : sanitizeSearchText(sk);
      // A search pages less deep than a plain listing (ADR 0094).
      const deepest = maxReachablePage(limit, texto !== '');
      if (page > deepest) {
        const tooDeep = texto ? VALIDATION_MSG.searchPageTooDeep : VALIDATION_MSG.pageTooDeep;
        throw new InvalidInputError(tooDeep(deepest), 'page');
      }
      const { rows, total, capped } = await listProducts(
        app.db,
        {
          idfornecedor: request.supplier.idfornecedor,
          idcategoria: categ,
          texto: texto || undefined,
          ordenacao,
          offset: (page - 1) * limit,
          limit,
        },
        app.searchTotals,
      );
      // Prices of the chosen payment method (spec §6 support-price-variance-by-payment).
      const bp = await paymentAdjustmentBp(
        app.db,
        request.supplier,
        paymentMethodIdOf(formapagamento),
      );
      // Spec §6: hide-price-for-logged-out-customers / support-budget leave no price in the reply.
      const visible = await pricesVisibleTo(app.db, request, reply, request.supplier);
      const produtos = varyProductRows(rows, bp).map(toProduto);
      cacheReply(reply, pricedPolicy(request.supplier));
      return trustedReply(app, reply, apiRoutes.catalog.products.reply, {
        produtos: visible ? produtos : produtos.map(withoutPrices),
        quantidadeProdutos: total,
        quantidadeProdutosLimitada: capped,
        pageNumber: page,
        limit,
        listaTemPrecos: visible,
      });
    },
    tenant,
  );

  registerRoute(
    app,
    apiRoutes.catalog.product,
    async (request, reply) => {
      const { idfornecedor } = request.supplier;
      const { idproduto } = request.params;
      const produto = await findProduct(app.db, idfornecedor, idproduto);
      if (!produto) throw new NotFoundError(APP_MSG.productNotFound);
      const linked = await findLinkedProducts(app.db, idfornecedor, idproduto);
      const bp = await paymentAdjustmentBp(
        app.db,
        request.supplier,
        paymentMethodIdOf(request.query.idformapagamento),
      );
      const visible = await pricesVisibleTo(app.db, request, reply, request.supplier);
      const priced = <R extends Parameters<typeof toProduto>[0]>(rows: R[]) => {
        const produtos = varyProductRows(rows, bp).map(toProduto);
        return visible ? produtos : produtos.map(withoutPrices);
      };
      cacheReply(reply, pricedPolicy(request.supplier));
      return trustedReply(app, reply, apiRoutes.catalog.product.reply, {
        produto: priced([produto])[0]!,
        relacionados: request.query.disableSimilares ? [] : priced(linked.relacionados),
        vinculados: priced(linked.vinculados),
      });
    },
    tenant,
  );

  registerRoute(
    app,
    apiRoutes.catalog.suggestions,
    async (request, reply) => {
      const { query } = request.query;
      const texto = query === undefined ? '' : sanitizeSearchText(query);
      const rows = texto
        ? await suggestProducts(app.db, request.supplier.idfornecedor, texto, MAX_SUGGESTIONS)
        : [];
      const visible = await pricesVisibleTo(app.db, request, reply, request.supplier);
      cacheReply(reply, pricedPolicy(request.supplier));
      return trustedReply(app, reply, apiRoutes.catalog.suggestions.reply, {
        data: {
          resultset: {
            hits: rows.map((row) => ({
              id: row.idproduto,
              nome: row.nome,
              marca: row.marca,
              imagem: row.imagem,
              preco: visible ? centavosToReais(row.precoCentavos) : null,
              unidade: row.unidade,
            })),
          },
        },
      });
    },
    tenant,
  );

  registerRoute(app, imageRoute, async (request, reply) => {
    const data = await findProductImageData(app.db, request.params.idproduto);
    if (!data) throw new NotFoundError(APP_MSG.productNotFound);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(productImageSvg(data));
  });
}
