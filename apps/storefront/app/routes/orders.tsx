import Package from 'lucide-react/icons/package';
import { Link } from 'react-router';
import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import { LoginRequired } from '~/components/ui/login-required';
import { RepeatOrderButton } from '~/features/cart/repeat-order-button';
import { loadOrderList, orderListParams } from '~/features/orders/after-sale.server';
import { ExportLinks } from '~/features/orders/export-links';
import { OrderFilters } from '~/features/orders/order-filters';
import { OrderList } from '~/features/orders/order-list';
import { OrderPagination } from '~/features/orders/order-pagination';
import { OrderRowActions } from '~/features/orders/order-row-actions';
import { ApiError } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(ORDERS_TEXT.myOrders, matches) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The customer's orders, newest first, filtered by the URL's status, period and channel, one
 * page at a time (`GET /v4/app/pedido/cliente/{idcliente}`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await context.get(storefrontContext).auth();
  const filtros = orderListParams(new URL(request.url));
  if (!auth) return { lista: null, erro: null, filtros };
  try {
    return { ...(await loadOrderList(auth, filtros)), filtros };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { lista: null, erro: null, filtros };
    throw error;
  }
}

/** The list's URL with `changes` applied to its search params (empty values dropped). */
function hrefWith(base: string, filtros: Record<string, string | number>, changes: object) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filtros, ...changes }))
    if (v !== '' && v !== undefined && !(k === 'pagina' && v === 1)) search.set(k, String(v));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

export default function Orders({ loaderData, params }: Route.ComponentProps) {
  const { lista, erro, filtros } = loaderData;
  if (!lista)
    return <LoginRequired title={ORDERS_TEXT.myOrders} message={ORDERS_TEXT.loginToSeeOrders} />;
  const base = `/${params.fornecedor}`;
  const listPath = `${base}/pedidos`;
  const filtered = Boolean(filtros.status || filtros.de || filtros.ate || filtros.canal);
  const { pagina: _page, ...exportFilters } = filtros;

  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{ORDERS_TEXT.myOrders}</h1>
          <p className="text-sm text-black/60" aria-live="polite">
            {AFTER_SALE_TEXT.ordersCount(lista.total)}
          </p>
        </div>
        <ExportLinks
          hrefOf={(formato) => hrefWith(`${listPath}/exportar`, exportFilters, { formato })}
        />
      </div>
      <OrderFilters values={filtros} clearTo={listPath} />
      {erro && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {erro}
        </p>
      )}
      {lista.pedidos.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-black/10 bg-white px-4 py-12 text-center">
          <Package aria-hidden className="h-10 w-10 text-black/30" />
          <p className="text-black/70">
            {filtered ? AFTER_SALE_TEXT.noOrdersForFilters : ORDERS_TEXT.noOrdersYet}
          </p>
          {!filtered && (
            <Link
              to={base}
              className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {ORDERS_TEXT.startShopping}
            </Link>
          )}
        </div>
      ) : (
        <OrderList
          pedidos={lista.pedidos}
          base={base}
          action={(pedido) => (
            <div className="flex flex-wrap justify-end gap-2">
              <OrderRowActions pedido={pedido} base={base} />
              <RepeatOrderButton numpedido={pedido.numpedido} compact />
            </div>
          )}
        />
      )}
      <OrderPagination
        pagina={lista.pagina}
        totalPaginas={lista.totalPaginas}
        hrefOf={(pagina) => hrefWith(listPath, filtros, { pagina })}
      />
    </main>
  );
}
