import { OrderError } from '~/features/orders/order-error';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import { DeliverySummary } from '~/features/orders/delivery-summary';
import { paymentText } from '~/features/orders/order-text';
import { OrderTotals } from '~/features/orders/order-totals';
import { loadOrderPage } from '~/features/orders/orders.server';
import { OrderPayment } from '~/features/payments/order-payment';
import { StatusBadge } from '~/features/orders/status-badge';
import { LoginRequired } from '~/components/ui/login-required';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/order-submission';

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(ORDERS_TEXT.orderSentTitle(params.numpedido), matches) },
  { name: 'robots', content: 'noindex' },
];

/** The order just placed and, for Pix, its QR code (generated server-side). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOrderPage(await context.get(storefrontContext).auth(), params.numpedido);
}

export default function OrderSubmission({ loaderData, params }: Route.ComponentProps) {
  const { order } = loaderData;
  if (!order)
    return (
      <LoginRequired
        title={ORDERS_TEXT.orderTitle(params.numpedido)}
        message={ORDERS_TEXT.loginToSeeOrder}
      />
    );
  const { pedido, pix, pixError } = order;
  const base = `/${params.fornecedor}`;

  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-col items-center gap-2 text-center">
        <CheckCircle2 aria-hidden className="h-12 w-12 text-green-700" />
        <h1 className="text-2xl font-semibold">{ORDERS_TEXT.orderSent(pedido.numpedido)}</h1>
        <StatusBadge status={pedido.status} statusTexto={pedido.statusTexto} />
      </div>

      <div className="mt-6">
        <OrderPayment
          pedido={pedido}
          pix={pix}
          pixError={pixError}
          fornecedor={params.fornecedor}
        />
      </div>

      <section
        aria-labelledby="resumo-pedido"
        className="mt-6 grid gap-4 rounded-lg border border-black/10 bg-white p-4 sm:p-5"
      >
        <h2 id="resumo-pedido" className="text-lg font-semibold">
          {ORDERS_TEXT.summary}
        </h2>
        <DeliverySummary pedido={pedido} />
        <p>
          <span className="text-black/70">{ORDERS_TEXT.paymentLabel}</span>
          <span className="font-medium">{paymentText(pedido.formaPagamento)}</span>
        </p>
        <div className="border-t border-black/10 pt-3">
          <OrderTotals
            totalItens={pedido.totalItens}
            taxaentrega={pedido.taxaentrega}
            desconto={pedido.desconto}
            totalpedido={pedido.totalpedido}
          />
        </div>
      </section>

      <nav aria-label={ORDERS_TEXT.nextSteps} className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={`${base}/pedidos/${pedido.numpedido}`}
          className="inline-flex h-11 items-center rounded-md border border-black/20 bg-white px-5 font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {ORDERS_TEXT.seeOrderDetails}
        </Link>
        <Link
          to={`${base}/pedidos`}
          className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {ORDERS_TEXT.myOrders}
        </Link>
      </nav>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrderError error={error} />;
}
