import { useMemo } from 'react';
import type { Fornecedor } from '@vitrine/contract';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { MSG } from '@vitrine/domain/messages';
import { ZERO_CENTAVOS } from '@vitrine/domain/money';
import { cartTotals } from '@vitrine/domain/totals';
import { LazyAddressFormPanel, openAddressForm } from '~/features/addresses/address-panel-lazy';
import { AddressPicker } from '~/features/addresses/address-picker';
import {
  BillingAddressFields,
  billingValue,
  type BillingAddressValue,
} from '~/features/addresses/billing-address-fields';
import { useAddressBook } from '~/features/addresses/use-address-book';
import { useLocationStore } from '~/features/suppliers/location-store';
import { mapConfig } from '~/lib/config.server';
import { CartCouponRow } from '~/features/cart/cart-coupon-row';
import { LazyCartLockBanner } from '~/features/cart/cart-lock-banner-lazy';
import { useCheckoutCart } from '~/features/cart/use-checkout-cart';
import { usePaymentChoiceSync } from '~/features/cart/use-payment-choice';
import { cartSummaryItems, useCartView } from '~/features/cart/use-cart-view';
import { CheckoutSummary } from '~/features/checkout/checkout-summary';
import { LazyCheckoutEmpty, LazyLoginRequired } from '~/features/checkout/checkout-states-lazy';
import { DeliverySection } from '~/features/checkout/delivery-section';
import { NotesSection } from '~/features/checkout/notes-section';
import { OrderTraits } from '~/features/accounts/order-traits';
import { PaymentSection } from '~/features/checkout/payment-section';
import type { SubmitOrderResult } from '~/features/checkout/submit-order-result';
import { submitOrder } from '~/features/checkout/submit-order.server';
import { useCheckout } from '~/features/checkout/use-checkout';
import { pageTitle } from '~/lib/page-title';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { storefrontContext } from '~/lib/storefront.server';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import type { Route } from './+types/checkout';
import { checkoutData } from './checkout-data.server';

// A crawler has no session: it gets the login notice, kept out of indexes. The buyer's own
// checkout is never served to a crawler, so it needs no robots rule (ADR 0053).
export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(CHECKOUT_TEXT.title, matches) },
  { name: 'description', content: MSG.defaultPageDescription },
  ...(data?.loggedIn ? [] : [{ name: 'robots', content: 'noindex' }]),
];

/**
 * What the checkout renders with, server-side with the session (checkout-data.server.ts;
 * `loggedIn` false for a visitor or an ended session), and the map's tiles: the page renders
 * complete and keeps its shape when the browser's own loads arrive (issue 12 §5, ADR 0050).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storefrontContext);
  const [auth, fornecedor] = await Promise.all([store.auth(), store.supplier()]);
  const data = auth ? await checkoutData(request, auth, fornecedor) : null;
  const none = {
    enderecos: [],
    entrega: null,
    faturamento: null,
    carrinho: null,
    caracteristicas: null,
  };
  return { loggedIn: data !== null, ...(data ?? none), map: mapConfig };
}

/** Order submission, server-side with the session (features/checkout/submit-order.server.ts). */
export async function action({ request, context }: Route.ActionArgs): Promise<SubmitOrderResult> {
  assertSameOrigin(request);
  return submitOrder(await request.text(), await context.get(storefrontContext).auth());
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const layout = useSupplierLayoutData();
  const fornecedor = layout?.fornecedor;
  if (!loaderData.loggedIn || !fornecedor || !layout.usuario) {
    return <LazyLoginRequired title={CHECKOUT_TEXT.title} message={CHECKOUT_TEXT.loginRequired} />;
  }
  return (
    <CheckoutPage fornecedor={fornecedor} idcliente={layout.usuario.idcliente} data={loaderData} />
  );
}

/** Spec §4 Delivery: a new delivery type clears the suppliers found for the address. */
const clearSuppliersFound = () => useLocationStore.getState().setCandidates(null);

function CheckoutPage({
  fornecedor,
  idcliente,
  data: { enderecos, carrinho, entrega, faturamento, caracteristicas, map },
}: {
  fornecedor: Fornecedor;
  idcliente: number;
  data: Route.ComponentProps['loaderData'];
}) {
  const cart = useCartView(carrinho);
  const cartForCheckout = useCheckoutCart();
  const checkoutCart = useMemo(
    () => ({ ...cartForCheckout, deliveryTypeChanged: clearSuppliersFound }),
    [cartForCheckout],
  );
  const book = useAddressBook({ idcliente, initial: enderecos, tags: fornecedor.tag });
  // The pickup store chosen in the store-selection modal, preselected when offered.
  const preferredStore = useLocationStore((s) => s.lojaRetira[fornecedor.idfornecedor] ?? null);
  const checkout = useCheckout({
    fornecedor,
    enderecos: book.enderecos,
    cart: checkoutCart,
    preferredStore,
    cartTotal: cart.status === 'idle' ? cart.itemsTotal : null,
    initialDelivery: entrega,
    initialBilling: faturamento && billingValue(faturamento.faturamento),
  });
  const { idendereco } = checkout.form.values;
  usePaymentChoiceSync(fornecedor, checkout.form, cartForCheckout.reload);
  const { deliveryFee } = checkout;
  const totals = cartTotals(
    [{ total: cart.itemsTotal }],
    deliveryFee ?? ZERO_CENTAVOS,
    cart.discount,
  );

  const cartLoading = cart.status === 'loading';
  if (!cartLoading && cart.lines.length === 0 && !checkout.submitting && !checkout.placed) {
    return <LazyCheckoutEmpty slug={fornecedor.slug} />;
  }

  return (
    <main className="mx-auto max-w-[1440px] px-4 pt-6 pb-32 lg:pb-12">
      <h1 className="mb-5 text-2xl font-semibold">{CHECKOUT_TEXT.title}</h1>
      {cart.locked && (
        <div className="mb-5 overflow-hidden rounded-lg">
          <LazyCartLockBanner atendente={cart.atendente} />
        </div>
      )}
      {cartLoading && cart.lines.length === 0 ? (
        <p role="status" className="min-h-screen text-black/60">
          {CHECKOUT_TEXT.loadingCart}
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="grid min-w-0 gap-5">
            <DeliverySection
              checkout={checkout}
              addressPicker={
                <AddressPicker
                  enderecos={book.enderecos}
                  selected={idendereco}
                  onSelect={checkout.selectAddress}
                  onNew={() => openAddressForm(null)}
                  canAdd={book.canAdd}
                  errorId={checkout.form.errors.idendereco ? 'erro-idendereco' : undefined}
                />
              }
              billing={
                book.enderecos.length > 0 && (
                  <BillingAddressFields
                    idendereco={idendereco ?? book.enderecos[0]?.idendereco ?? null}
                    initial={faturamento}
                    value={checkout.billing.value as BillingAddressValue | null}
                    onChange={checkout.billing.change}
                    errors={checkout.billing.errors}
                  />
                )
              }
            />
            <PaymentSection checkout={checkout} formas={fornecedor.formasPagamento} />
            <NotesSection checkout={checkout} />
            <OrderTraits
              idfornecedor={fornecedor.idfornecedor}
              form={checkout.form}
              initial={caracteristicas}
            />
          </div>
          <CheckoutSummary
            items={cartSummaryItems(cart.lines)}
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
            onRequestQuote={checkout.requestQuote}
          />
        </div>
      )}
      <LazyAddressFormPanel
        book={book}
        map={map}
        onSaved={(e) => checkout.selectAddress(e.idendereco)}
      />
    </main>
  );
}
