import { useNavigation, useRouteLoaderData } from 'react-router';
import { MSG, sanitizeSearchText } from '@vitrine/domain';
import { Pagination } from '~/features/catalog/pagination';
import { ProductGrid } from '~/features/catalog/product-card';
import { SortSelect } from '~/features/catalog/sort-select';
import { listProducts } from '~/lib/catalog.server';
import { supplierName } from '~/lib/supplier-from-matches';
import { requireSupplier } from '~/lib/supplier.server';
import type { loader as layoutLoader } from './supplier-layout';
import type { Route } from './+types/product-list';

/**
 * Product list: `/:fornecedor/produtos?categoria=<idcategoria>&q=<texto>&ordem=<ordenacao>&pagina=<n>`
 * — every state of the list is in the URL, so it can be shared and bookmarked.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const fornecedor = await requireSupplier(params.fornecedor);
  const url = new URL(request.url);
  const categoria = Number(url.searchParams.get('categoria')) || null;
  const q = sanitizeSearchText(url.searchParams.get('q') ?? '');
  // Only the supplier's own sort orders reach the API; anything else falls back to the first.
  const pedida = url.searchParams.get('ordem');
  const ordem = fornecedor.ordenacoes_produto.find((o) => o.valor === pedida)?.valor ?? fornecedor.ordenacoes_produto[0]?.valor ?? 'RELEVANCIA';
  const pagina = Math.max(1, Number(url.searchParams.get('pagina')) || 1);
  const lista = await listProducts(fornecedor.idfornecedor, { categ: categoria, sk: q || null, ordenacao: ordem, page: pagina });
  return { lista, categoria, q, ordem, pagina };
}

function headingOf(q: string, categoria: number | null, categorias: { idcategoria: number; nome: string }[]) {
  if (q) return `Resultados para “${q}”`;
  return categorias.find((c) => c.idcategoria === categoria)?.nome ?? 'Todos os produtos';
}

export function meta({ data, matches }: Route.MetaArgs) {
  const layout = matches.find((m) => m?.id === 'routes/supplier-layout')?.data as { categorias?: { idcategoria: number; nome: string }[] } | undefined;
  const heading = data ? headingOf(data.q, data.categoria, layout?.categorias ?? []) : 'Produtos';
  return [{ title: `${heading} · ${supplierName(matches)}` }, { name: 'description', content: MSG.defaultPageDescription }];
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
  const pages = Math.max(1, Math.ceil(lista.quantidadeProdutos / lista.limit));
  const hrefFor = (n: number) => `?${new URLSearchParams({ ...keep, ordem, pagina: String(n) })}`;
  const loading = navigation.state === 'loading' && navigation.location.pathname.endsWith('/produtos');

  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6" aria-busy={loading}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{headingOf(q, categoria, categorias)}</h1>
          <p className="text-sm text-black/70" aria-live="polite">
            {lista.quantidadeProdutos === 1 ? '1 produto' : `${lista.quantidadeProdutos} produtos`}
          </p>
        </div>
        <SortSelect options={fornecedor.ordenacoes_produto} value={ordem} hidden={keep} />
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium">
        {loading ? 'Carregando produtos…' : ''}
      </p>
      <div className={`mt-2 transition-opacity ${loading ? 'opacity-50' : ''}`}>
        {lista.produtos.length === 0 ? (
          <p className="rounded-lg bg-white p-8 text-center">Nenhum produto encontrado</p>
        ) : (
          <ProductGrid slug={fornecedor.slug} produtos={lista.produtos} />
        )}
      </div>
      <Pagination page={pagina} pages={pages} hrefFor={hrefFor} />
    </main>
  );
}
