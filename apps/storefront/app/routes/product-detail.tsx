import { isRouteErrorResponse, Link, useRouteLoaderData } from 'react-router';
import { apiRoutes, temPreco, type ProdutoCatalogo } from '@vitrine/contract';
import { APP_MSG, MSG } from '@vitrine/domain/messages';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { AddToCart } from '~/features/cart/add-to-cart';
import { PriceHiddenBuy } from '~/features/access/price-hidden';
import { PriceTag } from '~/features/catalog/price-tag';
import { ProductGrid } from '~/features/catalog/product-card';
import { SaleRules } from '~/features/catalog/sale-rules';
import { paymentChoiceOf } from '~/features/cart/payment-choice.server';
import { ApiError, callApi } from '~/lib/api.server';
import { storefrontContext } from '~/lib/storefront.server';
import type { loader as layoutLoader } from './supplier-layout';
import type { Route } from './+types/product-detail';

const notFound = () => new Response(APP_MSG.productNotFound, { status: 404 });

/**
 * Product detail `/:fornecedor/produto/:idproduto`: the product with its related and linked
 * products, from one API call. The API reads the related products whether or not it is asked to
 * leave them out (`disableSimilares` only trims its reply), so a second, deferred call for them
 * only doubled the API and database work of every page (issue 12 §3, ADR 0060); the sections are
 * rendered in place, with the product.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const store = context.get(storefrontContext);
  const [{ idfornecedor }, auth] = await Promise.all([store.supplier(), store.auth()]);
  if (!/^\d{1,9}$/.test(params.idproduto)) throw notFound();
  // Prices of the buyer's payment method where they vary by it (spec §6).
  const choice = paymentChoiceOf(request, idfornecedor);
  const payment = choice === null ? {} : { idformapagamento: String(choice) };
  try {
    const { produto, relacionados, vinculados } = await callApi(
      apiRoutes.catalog.product,
      { params: { idfornecedor, idproduto: Number(params.idproduto) }, query: payment },
      { auth },
    );
    return { produto, relacionados, vinculados };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw notFound();
    throw error;
  }
}

export function meta({ data }: Route.MetaArgs) {
  // Spec §9: the default title is the product's own name; description 'Confira nossas ofertas!'.
  return [
    { title: data ? data.produto.nome : APP_MSG.productNotFound },
    { name: 'description', content: MSG.defaultPageDescription },
  ];
}

function ProductSection({
  id,
  title,
  slug,
  produtos,
}: {
  id: string;
  title: string;
  slug: string;
  produtos: ProdutoCatalogo[];
}) {
  if (produtos.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <ProductGrid
        slug={slug}
        produtos={produtos}
        renderBuy={(p) => (temPreco(p) ? <AddToCart produto={p} /> : <PriceHiddenBuy />)}
      />
    </section>
  );
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/supplier-layout');
  const { produto, relacionados, vinculados } = loaderData;
  const slug = layout?.fornecedor.slug ?? '';
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6">
      <nav aria-label={UI_TEXT.breadcrumb} className="mb-4 text-sm">
        <Link to={`/${slug}`} className="underline">
          {UI_TEXT.home}
        </Link>{' '}
        ›{' '}
        <Link
          to={`/${slug}/produtos?categoria=${produto.categoria.idcategoria}`}
          className="underline"
        >
          {produto.categoria.nome}
        </Link>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <img
          src={produto.imagem}
          alt={produto.nome}
          width={560}
          height={560}
          fetchPriority="high"
          className="aspect-square w-full max-w-xl rounded-lg bg-white object-cover"
        />
        <div className="space-y-4">
          <p className="text-sm tracking-wide text-black/70 uppercase">{produto.marca}</p>
          <h1 className="text-2xl font-bold sm:text-3xl">{produto.nome}</h1>
          <p className="text-xs text-black/70">{UI_TEXT.productCode(produto.codigo)}</p>
          <PriceTag produto={produto} size="lg" />
          <div className="max-w-sm">
            {temPreco(produto) ? (
              <AddToCart produto={produto} variant="detail" />
            ) : (
              <PriceHiddenBuy variant="detail" />
            )}
          </div>
          {temPreco(produto) && <SaleRules produto={produto} />}
          {produto.descricao && <p className="leading-relaxed">{produto.descricao}</p>}
        </div>
      </div>
      <ProductSection
        id="compre-junto"
        title={UI_TEXT.boughtTogether}
        slug={slug}
        produtos={vinculados}
      />
      <ProductSection
        id="relacionados"
        title={UI_TEXT.relatedProducts}
        slug={slug}
        produtos={relacionados}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">
        {missing ? APP_MSG.productNotFound : UI_TEXT.productLoadFailed}
      </h1>
      <p className="mt-2">{UI_TEXT.seeOtherProducts}</p>
    </main>
  );
}
