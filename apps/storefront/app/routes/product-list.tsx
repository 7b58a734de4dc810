import { useNavigation, useRouteLoaderData } from 'react-router';
import { maxReachablePage, PRODUCT_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@vitrine/domain/constants';
import { MSG } from '@vitrine/domain/messages';
import { sanitizeSearchText } from '@vitrine/domain/search';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { Pagination } from '~/features/catalog/pagination';
import { temPreco } from '@vitrine/contract';
import { AddToCart } from '~/features/cart/add-to-cart';
import { PriceHiddenBuy } from '~/features/access/price-hidden';
import { ProductGrid } from '~/features/catalog/product-card';
import { SortSelect } from '~/features/catalog/sort-select';
import { ApiError } from '~/lib/api.server';
import { paymentChoiceOf } from '~/features/cart/payment-choice.server';
import { listProducts } from '~/lib/catalog.server';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { loader as layoutLoader } from './supplier-layout';
import type { Route } from './+types/product-list';

/**
 * Product list: `/:fornecedor/produtos?categoria=<idcategoria>&q=<texto>&ordem=<ordenacao>&pagina=<n>`
 * — every state of the list is in the URL, so it can be shared and bookmarked.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const store = context.get(storefrontContext);
  const [fornecedor, auth] = await Promise.all([store.supplier(), store.auth()]);
  const categoriaPedida = Number(url.searchParams.get('categoria'));
  const categoria =
    Number.isSafeInteger(categoriaPedida) && categoriaPedida > 0 ? categoriaPedida : null;
  const q = sanitizeSearchText(url.searchParams.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  // Only the supplier's own sort orders reach the API; anything else falls back to the first.
  const pedida = url.searchParams.get('ordem');
  const ordem =
    fornecedor.ordenacoes_produto.find((o) => o.valor === pedida)?.valor ??
    fornecedor.ordenacoes_produto[0]?.valor ??
    'RELEVANCIA';
  const pagina = Math.min(
    maxReachablePage(PRODUCT_PAGE_SIZE, q !== ''),
    Math.max(1, Math.trunc(Number(url.searchParams.get('pagina'))) || 1),
  );
  const query = {
    categ: categoria,
    sk: q || null,
    ordenacao: ordem,
    page: pagina,
    formapagamento: paymentChoiceOf(request, fornecedor.idfornecedor),
  };
  try {
    return {
      lista: await listProducts(fornecedor.idfornecedor, query, auth),
      categoria,
      q,
      ordem,
      pagina,
    };
  } catch (error) {
    // A hand-edited URL the API refuses (an id out of range…) is an empty list, not an error page.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const lista = {
      produtos: [],
      quantidadeProdutos: 0,
      quantidadeProdutosLimitada: false,
      pageNumber: pagina,
      limit: PRODUCT_PAGE_SIZE,
      listaTemPrecos: true,
    };
    return { lista, categoria, q, ordem, pagina };
  }
}

function headingOf(
  q: string,
  categoria: number | null,
  categorias: { idcategoria: number; nome: string }[],
) {
  if (q) return UI_TEXT.searchResultsFor(q);
  return categorias.find((c) => c.idcategoria === categoria)?.nome ?? UI_TEXT.allProducts;
}

export function meta({ data, matches }: Route.MetaArgs) {
  const layout = matches.find((m) => m?.id === 'routes/supplier-layout')?.data as
    { categorias?: { idcategoria: number; nome: string }[] } | undefined;
  const heading = data
    ? headingOf(data.q, data.categoria, layout?.categorias ?? [])
    : UI_TEXT.products;
  return [
    { title: pageTitle(heading, matches) },
    { name: 'description', content: MSG.defaultPageDescription },
  ];
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/supplier-layout');
  const navigation = useNavigation();
  if (!layout) return null;
  const { fornecedor, categorias } = layout;
  const { lista, categoria, q, ordem, pagina } = loaderData;
  const keep: Record<string, string> = {};
  if (categoria) keep.categoria = String(categoria);
  if (q) keep.q = q;
  const pages = Math.min(
    maxReachablePage(lista.limit, q !== ''),
    Math.max(1, Math.ceil(lista.quantidadeProdutos / lista.limit)),
  );
  const hrefFor = (n: number) => `?${new URLSearchParams({ ...keep, ordem, pagina: String(n) })}`;
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.endsWith('/produtos');

  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6" aria-busy={loading}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{headingOf(q, categoria, categorias)}</h1>
          <p className="text-sm text-black/70" aria-live="polite">
            {lista.quantidadeProdutosLimitada
              ? UI_TEXT.productCountAtLeast(lista.quantidadeProdutos)
              : UI_TEXT.productCount(lista.quantidadeProdutos)}
          </p>
        </div>
        <SortSelect options={fornecedor.ordenacoes_produto} value={ordem} hidden={keep} />
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium">
        {loading ? UI_TEXT.loadingProducts : ''}
      </p>
      <div className={`mt-2 transition-opacity ${loading ? 'opacity-50' : ''}`}>
        {lista.produtos.length === 0 ? (
          <p className="rounded-lg bg-white p-8 text-center">{UI_TEXT.noProductsFound}</p>
        ) : (
          <ProductGrid
            slug={fornecedor.slug}
            produtos={lista.produtos}
            headingLevel={2}
            aboveTheFold
            renderBuy={(p) => (temPreco(p) ? <AddToCart produto={p} /> : <PriceHiddenBuy />)}
          />
        )}
      </div>
      <Pagination page={pagina} pages={pages} hrefFor={hrefFor} />
    </main>
  );
}
