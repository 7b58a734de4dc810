import * as Dialog from '@radix-ui/react-dialog';
import { CART_LOCK_TEXT, CART_MSG } from '@vitrine/domain/cart-messages';
import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { MSG } from '@vitrine/domain/messages';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import X from 'lucide-react/icons/x';
import { Link, useParams } from 'react-router';
import { useModalStore } from '~/lib/modal-store';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import { CartCouponRow } from './cart-coupon-row';
import { CartDeliveryEstimate } from './cart-delivery-estimate';
import { DeliveryErrorModal } from './delivery-error-modal';
import { CartLineItem } from './cart-line-item';
import { CartLockBanner } from './cart-lock-banner';
import { CartTotals } from './cart-totals';
import { useCartConnection } from './use-cart-connection';
import { useCartView } from './use-cart-view';

const notice = 'mx-4 mt-3 rounded-md border px-3 py-2 text-sm';

/**
 * The cart side panel (Radix Dialog), opened through the modal store as 'cart' — the one
 * active modal (spec §2). Full width on phones, a 28 rem sheet from the right on larger screens.
 * The supplier layout loads it when the cart is first opened; the cart's save and coupon link
 * run meanwhile in `CartSync`.
 */
export function CartPanel() {
  const { loggedIn } = useCartConnection();
  const open = useModalStore((s) => s.active === 'cart');
  const close = useModalStore((s) => s.close);
  const view = useCartView();
  const params = useParams();
  const fornecedor = useSupplierLayoutData()?.fornecedor;
  const slug = fornecedor?.slug ?? params.fornecedor ?? '';
  const empty = view.lines.length === 0;

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white text-ink shadow-2xl focus:outline-none sm:max-w-md"
          >
            <header className="flex items-center justify-between border-b border-black/10 px-4 py-3">
              <Dialog.Title className="text-lg font-semibold">{CART_MSG.title}</Dialog.Title>
              <Dialog.Close
                aria-label={CART_MSG.close}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <X aria-hidden className="h-5 w-5" />
              </Dialog.Close>
            </header>

            {view.locked && <CartLockBanner atendente={view.atendente} />}
            {view.error && (
              <div role="alert" className={`${notice} border-red-200 bg-red-50 text-red-800`}>
                <p>{view.error}</p>
                <button
                  type="button"
                  onClick={view.retry}
                  className="mt-1 font-semibold underline focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {CART_LOCK_TEXT.loadErrorRetry}
                </button>
              </div>
            )}
            {view.notice && (
              <p role="status" className={`${notice} border-amber-300 bg-amber-50 text-amber-950`}>
                {view.notice}
              </p>
            )}

            {empty ? (
              <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
                <ShoppingBag aria-hidden className="h-12 w-12 text-black/30" />
                <p className="text-black/70">{loggedIn ? MSG.emptyCart : MSG.loginToBuy}</p>
                {loggedIn ? (
                  <Dialog.Close className="rounded-md border border-black/20 px-4 py-2 font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary">
                    {CART_MSG.keepShopping}
                  </Dialog.Close>
                ) : (
                  <button
                    type="button"
                    onClick={() => useModalStore.getState().open('login', MSG.loginToBuy)}
                    className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                  >
                    {CART_MSG.login}
                  </button>
                )}
              </div>
            ) : (
              <ul
                className="flex-1 divide-y divide-black/10 overflow-y-auto px-4"
                aria-label={CART_MSG.lines}
              >
                {view.lines.map((v) => (
                  <CartLineItem
                    key={v.line.produto.id}
                    view={v}
                    locked={view.locked}
                    showDiscount={view.showLineDiscount}
                  />
                ))}
              </ul>
            )}

            {!empty && (
              <footer className="border-t border-black/10 px-4 pt-1 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
                {loggedIn && fornecedor && (
                  <CartDeliveryEstimate
                    idfornecedor={fornecedor.idfornecedor}
                    lines={view.lines.map((v) => v.line)}
                  />
                )}
                <CartCouponRow coupon={view.coupon} locked={view.locked} from="cart" />
                <div className="border-t border-black/10 pt-2">
                  <CartTotals
                    subtotal={view.itemsTotal}
                    discount={view.discount}
                    total={view.total}
                    delivery={
                      view.deliveryName ? { nome: view.deliveryName, fee: view.deliveryFee } : null
                    }
                  />
                </div>
                <p aria-live="polite" className="h-5 text-xs text-black/70">
                  {view.estimated || view.status === 'saving' ? CART_MSG.updatingPrices : ''}
                </p>
                <Link
                  to={`/${slug}/checkout`}
                  onClick={close}
                  className="mt-1 flex h-12 items-center justify-center rounded-md bg-primary font-semibold text-primary-fg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {CART_MSG.checkout}
                </Link>
              </footer>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {fornecedor && (
        <DeliveryErrorModal
          idfornecedor={fornecedor.idfornecedor}
          pickup={fornecedor.tiposEntrega.includes(TipoEntrega.RETIRADA)}
        />
      )}
    </>
  );
}
