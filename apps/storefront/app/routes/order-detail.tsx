import { OrderError } from '~/features/orders/order-error';
import { RepeatOrderButton } from '~/features/cart/repeat-order-button';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, data } from 'react-router';
import { APP_MSG } from '@vitrine/domain/messages';
import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { DeliverySummary } from '~/features/orders/delivery-summary';
import { OrderLines } from '~/features/orders/order-lines';
import { orderIssuerText, paymentStateText, paymentText } from '~/features/orders/order-text';
import { afterSaleSections } from '~/features/orders/after-sale-sections';
import { runOrderAction } from '~/features/orders/after-sale.server';
import { OrderTotals } from '~/features/orders/order-totals';
import { loadOrderPage, orderNumber } from '~/features/orders/orders.server';
import { OrderPayment } from '~/features/payments/order-payment';
import { StatusBadge } from '~/features/orders/status-badge';
import { StatusTimeline } from '~/features/orders/status-timeline';
import { LoginRequired } from '~/components/ui/login-required';
import { lazyNamed } from '~/components/ui/lazy';
import { ChangePaymentMethod } from '~/features/payment-methods/change-payment-method';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import { formatDateTime } from '~/lib/format-date';
import { pageTitle } from '~/lib/page-title';
import { storefrontContext } from '~/lib/storefront.server';
import type { Route } from './+types/order-detail';

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(ORDERS_TEXT.orderTitle(params.numpedido), matches) },
  { name: 'robots', content: 'noindex' },
];

/** One order of the customer, with its Pix code while it awaits payment. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOrderPage(await context.get(storefrontContext).auth(), params.numpedido);
}

/** The order page's actions (intent avaliar, cancelar, aceitar-orcamento), same-origin only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const auth = await context.get(storefrontContext).auth();
  if (!auth) throw data(APP_MSG.notFound, { status: 401 });
  return runOrderAction(auth, orderNumber(params.numpedido), await request.formData());
}

// Each loaded only for an order that shows it (before hydrating: the server rendered it).
const AfterSaleActions = lazyNamed(
  () => import('~/features/orders/after-sale-actions'),
  'AfterSaleActions',
);
const AfterSaleRecords = lazyNamed(
  () => import('~/features/orders/after-sale-records'),
  'AfterSaleRecords',
);

const card = 'rounded-lg border border-black/10 bg-white p-4 sm:p-5';

export default function OrderDetail({ loaderData, params }: Route.ComponentProps) {
  const { order } = loaderData;
  const formas = useSupplierLayoutData()?.fornecedor.formasPagamento ?? [];
  if (!order)
    return (
      <LoginRequired
        title={ORDERS_TEXT.orderTitle(params.numpedido)}
        message={ORDERS_TEXT.loginToSeeOrder}
      />
    );
  const { pedido, pix, pixError } = order;
  const afterSale = afterSaleSections(pedido);

  return (
    <main className="mx-auto max-w-[1440px] px-4 py-6">
      <Link
        to={`/${params.fornecedor}/pedidos`}
        className="mb-3 inline-flex items-center gap-1 text-sm text-black/70 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {ORDERS_TEXT.myOrders}
      </Link>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{ORDERS_TEXT.orderNumber(pedido.numpedido)}</h1>
        <StatusBadge status={pedido.status} statusTexto={pedido.statusTexto} />
        <div className="sm:ml-auto">
          <RepeatOrderButton numpedido={pedido.numpedido} />
        </div>
      </div>
      <p className="-mt-3 mb-5 text-sm text-black/60">
        {ORDERS_TEXT.placedOn} <time dateTime={pedido.data}>{formatDateTime(pedido.data)}</time>
        {pedido.numPedidoCliente ? ORDERS_TEXT.yourNumber(pedido.numPedidoCliente) : ''}
        {pedido.codigoErp ? ORDERS_TEXT.erpNumber(pedido.codigoErp) : ''}
        {orderIssuerText(pedido) ? ` · ${orderIssuerText(pedido)}` : ''}
      </p>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="grid gap-5">
          <OrderPayment
            pedido={pedido}
            pix={pix}
            pixError={pixError}
            fornecedor={params.fornecedor}
          />
          <section aria-labelledby="itens-titulo" className={card}>
            <h2 id="itens-titulo" className="mb-2 text-lg font-semibold">
              {ORDERS_TEXT.items}
            </h2>
            <OrderLines itens={pedido.itens} />
            <div className="mt-3 border-t border-black/10 pt-3">
              <OrderTotals
                totalItens={pedido.totalItens}
                taxaentrega={pedido.taxaentrega}
                desconto={pedido.desconto}
                codigoCupom={pedido.codigoCupom}
                totalpedido={pedido.totalpedido}
              />
            </div>
          </section>
          {pedido.anotacoes && (
            <section aria-labelledby="notas-titulo" className={card}>
              <h2 id="notas-titulo" className="mb-2 text-lg font-semibold">
                {ORDERS_TEXT.notes}
              </h2>
              <p className="whitespace-pre-line text-black/80">{pedido.anotacoes}</p>
            </section>
          )}
        </div>

        <div className="grid gap-5">
          <section aria-labelledby="entrega-titulo" className={card}>
            <h2 id="entrega-titulo" className="mb-3 text-lg font-semibold">
              {ORDERS_TEXT.delivery}
            </h2>
            <DeliverySummary pedido={pedido} />
          </section>
          <section aria-labelledby="pagamento-titulo" className={card}>
            <h2 id="pagamento-titulo" className="mb-2 text-lg font-semibold">
              {ORDERS_TEXT.payment}
            </h2>
            <p>{paymentText(pedido.formaPagamento)}</p>
            <p className="text-sm text-black/60">
              {paymentStateText(pedido.pagamento?.status)} · {pedido.canalOrigemTexto}
            </p>
            <ChangePaymentMethod pedido={pedido} formas={formas} />
          </section>
          {afterSale.actions && <AfterSaleActions pedido={pedido} />}
          {(afterSale.fiscal || afterSale.rating) && (
            <AfterSaleRecords
              pedido={pedido}
              docHref={(tipo) =>
                `/${params.fornecedor}/pedidos/${pedido.numpedido}/documento/${tipo}`
              }
            />
          )}
          <section aria-labelledby="historico-titulo" className={card}>
            <h2 id="historico-titulo" className="mb-3 text-lg font-semibold">
              {ORDERS_TEXT.history}
            </h2>
            <StatusTimeline historico={pedido.historico} />
          </section>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrderError error={error} />;
}
