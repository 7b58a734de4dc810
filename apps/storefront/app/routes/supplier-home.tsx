import { Link, useRouteLoaderData } from 'react-router';
import { MSG } from '@vitrine/domain/messages';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { temPreco } from '@vitrine/contract';
import { AddToCart } from '~/features/cart/add-to-cart';
import { PriceHiddenBuy } from '~/features/access/price-hidden';
import { ProductGrid } from '~/features/catalog/product-card';
import { paymentChoiceOf } from '~/features/cart/payment-choice.server';
import { listProducts } from '~/lib/catalog.server';
import { supplierNameOf } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { loader as layoutLoader } from './supplier-layout';
import type { Route } from './+types/supplier-home';

/** Supplier home (spec §2 /{idfornecedor}): highlights, best sellers and category tiles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storefrontContext);
  const [{ idfornecedor: id }, auth] = await Promise.all([store.supplier(), store.auth()]);
  const formapagamento = paymentChoiceOf(request, id);
  const [destaques, maisVendidos] = await Promise.all([
    listProducts(id, { ordenacao: 'RELEVANCIA', limit: 8, formapagamento }, auth),
    listProducts(id, { ordenacao: 'MAIS_VENDIDOS', limit: 8, formapagamento }, auth),
  ]);
  return { destaques: destaques.produtos, maisVendidos: maisVendidos.produtos };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: supplierNameOf(matches) ?? MSG.defaultStoreName },
    { name: 'description', content: MSG.defaultPageDescription },
  ];
}

export default function SupplierHome({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/supplier-layout');
  if (!layout) return null;
  const { fornecedor, categorias } = layout;
  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6">
      <section className="rounded-xl bg-primary px-6 py-10 text-primary-fg sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{fornecedor.nome}</h1>
        <p className="mt-2 max-w-xl text-lg opacity-90">{MSG.defaultPageDescription}</p>
        <Link
          to={`/${fornecedor.slug}/produtos`}
          className="mt-6 inline-block rounded-md bg-secondary px-5 py-3 font-semibold text-ink"
        >
          {UI_TEXT.seeAllProducts}
        </Link>
      </section>

      <section aria-labelledby="destaques" className="mt-8">
        <h2 id="destaques" className="mb-3 text-2xl font-semibold">
          {UI_TEXT.highlights}
        </h2>
        <ProductGrid
          slug={fornecedor.slug}
          produtos={loaderData.destaques}
          aboveTheFold
          renderBuy={(p) => (temPreco(p) ? <AddToCart produto={p} /> : <PriceHiddenBuy />)}
        />
      </section>

      <section aria-labelledby="categorias" className="mt-10">
        <h2 id="categorias" className="mb-3 text-2xl font-semibold">
          {UI_TEXT.categories}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {categorias.map((c) => (
            <li key={c.idcategoria}>
              <Link
                to={`/${fornecedor.slug}/produtos?categoria=${c.idcategoria}`}
                className="block rounded-lg border border-black/10 bg-white p-4 hover:border-primary"
              >
                <span className="font-medium">{c.nome}</span>
                <span className="block text-sm text-black/70">
                  {UI_TEXT.productCount(c.quantidadeProdutos)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mais-vendidos" className="mt-10">
        <h2 id="mais-vendidos" className="mb-3 text-2xl font-semibold">
          {UI_TEXT.bestSellers}
        </h2>
        <ProductGrid
          slug={fornecedor.slug}
          produtos={loaderData.maisVendidos}
          renderBuy={(p) => (temPreco(p) ? <AddToCart produto={p} /> : <PriceHiddenBuy />)}
        />
      </section>
    </main>
  );
}
