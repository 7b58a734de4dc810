import { useMemo } from 'react';
import { Link } from 'react-router';
import { apiRoutes, type Endereco, type PedidoBodyInput } from '@vitrine/contract';
import {
  APP_MSG,
  CHECKOUT_TEXT,
  MSG,
  ZERO_CENTAVOS,
  cartTotals,
  formatQuantity,
  reaisToCentavos,
} from '@vitrine/domain';
import { LoginRequired } from '~/components/ui/login-required';
import { CartCouponRow } from '~/features/cart/cart-coupon-row';
import { CartLockBanner } from '~/features/cart/cart-lock-banner';
import { useCheckoutCart } from '~/features/cart/use-checkout-cart';
import { useCartView } from '~/features/cart/use-cart-view';
import { CheckoutSummary } from '~/features/checkout/checkout-summary';
import { DeliverySection } from '~/features/checkout/delivery-section';
import { NotesSection } from '~/features/checkout/notes-section';
import { PaymentSection } from '~/features/checkout/payment-section';
import type { SubmitOrderResult } from '~/features/checkout/submit-order-result';
import { useCheckout } from '~/features/checkout/use-checkout';
import { ApiError, callApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { storefrontContext } from '~/lib/storefront.server';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(CHECKOUT_TEXT.title, matches) },
  { name: 'robots', content: 'noindex' },
];

/** The customer's addresses, server-side with the session; `loggedIn` false for a visitor. */
export async function loader({ context }: Route.LoaderArgs) {
  const auth = await context.get(storefrontContext).auth();
  if (!auth) return { loggedIn: false, enderecos: [] as Endereco[] };
  try {
    return { loggedIn: true, enderecos: await callApi(apiRoutes.addresses.list, {}, { auth }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { loggedIn: false, enderecos: [] as Endereco[] };
    throw error;
  }
}

/**
 * Order submission, server-side with the session's token (spec §5 duplicate check):
 * `POST /v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade`, then `POST …/pedido`.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<SubmitOrderResult> {
  assertSameOrigin(request);
  let payload: PedidoBodyInput;
  try {
    ({ payload } = JSON.parse(await request.text()) as { payload: PedidoBodyInput });
  } catch {
    return { intent: 'submit-order', ok: false, mensagem: APP_MSG.invalidRequest };
  }
  const auth = await context.get(storefrontContext).auth();
  if (!auth) return { intent: 'submit-order', ok: false, mensagem: MSG.sessionExpired };
  const input = { params: { idcliente: auth.idcliente }, body: payload };
  try {
    const check = await callApi(apiRoutes.orders.duplicateCheck, input, { auth });
    if (check.duplicado)
      return { intent: 'submit-order', ok: false, mensagem: check.mensagem ?? MSG.duplicateOrder };
    const pedido = await callApi(apiRoutes.orders.submit, input, { auth });
    return { intent: 'submit-order', ok: true, pedido };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { intent: 'submit-order', ok: false, mensagem: error.message };
  }
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const fornecedor = useSupplierLayoutData()?.fornecedor;
  if (!loaderData.loggedIn || !fornecedor) {
    return <LoginRequired title={CHECKOUT_TEXT.title} message={CHECKOUT_TEXT.loginRequired} />;
  }
  return <CheckoutPage fornecedor={fornecedor} enderecos={loaderData.enderecos} />;
}

function CheckoutPage({
  fornecedor,
  enderecos,
}: Pick<Parameters<typeof useCheckout>[0], 'fornecedor' | 'enderecos'>) {
  const cart = useCartView();
  const checkoutCart = useCheckoutCart();
  const checkout = useCheckout({ fornecedor, enderecos, cart: checkoutCart });
  const formas = checkout.delivery.data?.formas ?? [];
  const formaId = checkout.form.watch('formaId');
  const forma = formas.find((f) => f.id === formaId) ?? null;
  const deliveryFee = forma ? reaisToCentavos(forma.taxaEntrega) : null;
  const totals = cartTotals(
    [{ total: cart.itemsTotal }],
    deliveryFee ?? ZERO_CENTAVOS,
    cart.discount,
  );
  const items = useMemo(
    () =>
      cart.lines.map(({ line, price }) => ({
        id: line.produto.id,
        name: line.produto.nome,
        quantityText: `${formatQuantity(line.quantidade)} ${line.produto.unidade}`,
        total: price.total,
      })),
    [cart.lines],
  );

  const cartLoading = cart.status === 'loading';
  if (!cartLoading && cart.lines.length === 0 && !checkout.submitting && !checkout.placed) {
    return (
      <main className="mx-auto flex max-w-[1440px] flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{CHECKOUT_TEXT.title}</h1>
        <p className="text-black/70">{MSG.emptyCart}</p>
        <Link
          to={`/${fornecedor.slug}`}
          className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {CHECKOUT_TEXT.backToStore}
        </Link>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-[1440px] px-4 pt-6 pb-32 lg:pb-12">
      <h1 className="mb-5 text-2xl font-semibold">{CHECKOUT_TEXT.title}</h1>
      {cart.locked && (
        <div className="mb-5 overflow-hidden rounded-lg">
          <CartLockBanner atendente={cart.atendente} />
        </div>
      )}
      {cartLoading && cart.lines.length === 0 ? (
        <p role="status" className="text-black/60">
          {CHECKOUT_TEXT.loadingCart}
        </p>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="grid gap-5">
            <DeliverySection checkout={checkout} enderecos={enderecos} />
            <PaymentSection checkout={checkout} formas={fornecedor.formasPagamento} />
            <NotesSection checkout={checkout} />
          </div>
          <CheckoutSummary
            items={items}
            itemsTotal={totals.totalItens}
            discount={totals.desconto}
            coupon={<CartCouponRow coupon={cart.coupon} locked={cart.locked} />}
            deliveryFee={deliveryFee}
            total={totals.total}
            estimated={cart.estimated}
            submitting={checkout.submitting}
            error={checkout.submitError}
            errorId="erro-envio"
            onSubmit={checkout.submit}
          />
        </div>
      )}
    </main>
  );
}
