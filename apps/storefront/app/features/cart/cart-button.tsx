import { CART_MSG, cartButtonLabel } from '@vitrine/domain/cart-messages';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useModalStore } from '~/lib/modal-store';
import { selectLineCount, useCartStore } from './cart-store';

/**
 * Header cart button: the number of lines in a badge; opens the cart panel. It only reads the
 * cart store: the layout's CartSync connects the cart once per page (ADR 0060, 0064).
 */
export function CartButton() {
  const count = useCartStore(selectLineCount);
  return (
    <button
      type="button"
      onClick={() => useModalStore.getState().open('cart')}
      aria-label={cartButtonLabel(count)}
      title={CART_MSG.cart}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-current transition hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
    >
      <ShoppingCart aria-hidden className="h-6 w-6" />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-secondary px-1 text-xs font-bold text-ink"
        >
          {count}
        </span>
      )}
    </button>
  );
}
