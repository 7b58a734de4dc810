import { isRouteErrorResponse, Link, useParams } from 'react-router';
import { APP_MSG } from '@vitrine/domain/messages';
import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';

/** What an order page shows when its order cannot be loaded: not found, or a failure. */
export function OrderError({ error }: { error: unknown }) {
  const params = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">
        {notFound ? APP_MSG.orderNotFound : ORDERS_TEXT.loadFailed}
      </h1>
      <Link to={`/${params.fornecedor}/pedidos`} className="mt-4 inline-block underline">
        {ORDERS_TEXT.myOrders}
      </Link>
    </main>
  );
}
