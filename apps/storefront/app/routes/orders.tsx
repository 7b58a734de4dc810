import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { ORDERS_TEXT } from '@vitrine/domain';
import { LoginRequired } from '~/components/ui/login-required';
import { RepeatOrderButton } from '~/features/cart/repeat-order-button';
import { OrderList } from '~/features/orders/order-list';
import { ApiError, callApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(ORDERS_TEXT.myOrders, matches) },
  { name: 'robots', content: 'noindex' },
];

/** The customer's orders, newest first (`GET /v4/app/pedido/cliente/{idcliente}`). */
export async function loader({ context }: Route.LoaderArgs) {
  const auth = await context.get(storefrontContext).auth();
  if (!auth) return { pedidos: null };
  try {
    return {
      pedidos: await callApi(
        apiRoutes.orders.list,
        { params: { idcliente: auth.idcliente } },
        { auth },
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { pedidos: null };
    throw error;
  }
}

export default function Orders({ loaderData, params }: Route.ComponentProps) {
  const { pedidos } = loaderData;
  if (!pedidos)
    return <LoginRequired title={ORDERS_TEXT.myOrders} message={ORDERS_TEXT.loginToSeeOrders} />;
  const base = `/${params.fornecedor}`;

  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6">
      <h1 className="mb-5 text-2xl font-semibold">{ORDERS_TEXT.myOrders}</h1>
      {pedidos.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-black/10 bg-white px-4 py-12 text-center">
          <Package aria-hidden className="h-10 w-10 text-black/30" />
          <p className="text-black/70">{ORDERS_TEXT.noOrdersYet}</p>
          <Link
            to={base}
            className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {ORDERS_TEXT.startShopping}
          </Link>
        </div>
      ) : (
        <OrderList
          pedidos={pedidos}
          base={base}
          action={(numpedido) => <RepeatOrderButton numpedido={numpedido} compact />}
        />
      )}
    </main>
  );
}
