import { isRouteErrorResponse, Link, useRouteLoaderData } from 'react-router';
import type { ProdutoDetalheResposta } from '@vitrine/contract';
import { APP_MSG, MSG } from '@vitrine/domain';
import { AddToCart } from '~/features/cart/add-to-cart';
import { PriceTag } from '~/features/catalog/price-tag';
import { ProductGrid } from '~/features/catalog/product-card';
import { SaleRules } from '~/features/catalog/sale-rules';
import { api, ApiError, appSegment } from '~/lib/api.server';
import { requireSupplier } from '~/lib/supplier.server';
import type { loader as layoutLoader } from './supplier-layout';
import type { Route } from './+types/product-detail';

/** Product detail `/:fornecedor/produto/:idproduto`, with related and linked products. */
export async function loader({ params }: Route.LoaderArgs) {
  const fornecedor = await requireSupplier(params.fornecedor);
  if (!/^\d{1,9}$/.test(params.idproduto)) throw new Response(APP_MSG.productNotFound, { status: 404 });
  try {
    return await api<ProdutoDetalheResposta>(`/v2/app/${appSegment()}/fornecedor/${fornecedor.idfornecedor}/produto/${params.idproduto}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(APP_MSG.productNotFound, { status: 404 });
    }
    throw error;
  }
}

export function meta({ data }: Route.MetaArgs) {
  // Spec §9: the default title is the product's own name; description 'Confira nossas ofertas!'.
  return [{ title: data ? data.produto.nome : APP_MSG.productNotFound }, { name: 'description', content: MSG.defaultPageDescription }];
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/supplier-layout');
  const { produto, relacionados, vinculados } = loaderData;
  const slug = layout?.fornecedor.slug ?? '';
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6">
      <nav aria-label="Trilha" className="mb-4 text-sm">
        <Link to={`/${slug}`} className="underline">Início</Link> ›{' '}
        <Link to={`/${slug}/produtos?categoria=${produto.categoria.idcategoria}`} className="underline">{produto.categoria.nome}</Link>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <img src={produto.imagem} alt={produto.nome} width={560} height={560} className="aspect-square w-full max-w-xl rounded-lg bg-white object-cover" />
        <div className="space-y-4">
          <p className="text-sm uppercase tracking-wide text-black/70">{produto.marca}</p>
          <h1 className="text-2xl font-bold sm:text-3xl">{produto.nome}</h1>
          <p className="text-xs text-black/70">Código: {produto.codigo}</p>
          <PriceTag produto={produto} size="lg" />
          <div className="max-w-sm">
            <AddToCart produto={produto} variant="detail" />
          </div>
          <SaleRules produto={produto} />
          {produto.descricao && <p className="leading-relaxed">{produto.descricao}</p>}
        </div>
      </div>
      {vinculados.length > 0 && (
        <section aria-labelledby="compre-junto" className="mt-10">
          <h2 id="compre-junto" className="mb-3 text-xl font-semibold">Compre junto</h2>
          <ProductGrid slug={slug} produtos={vinculados} />
        </section>
      )}
      {relacionados.length > 0 && (
        <section aria-labelledby="relacionados" className="mt-10">
          <h2 id="relacionados" className="mb-3 text-xl font-semibold">Produtos relacionados</h2>
          <ProductGrid slug={slug} produtos={relacionados} />
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? APP_MSG.productNotFound : 'Não foi possível carregar o produto'}</h1>
      <p className="mt-2">Confira outros produtos da loja.</p>
    </main>
  );
}
