import { useHydrated } from '~/lib/use-hydrated';
import { useCouponFromLink } from './coupon-link-store';
import { useCartAutosave } from './use-cart-save';
import { useCartConnection } from './use-cart-connection';

/**
 * What the cart does on every page while its panel is closed: connects the cart to the page's
 * customer, saves changes (debounced) and keeps a coupon code received by link (`?cupom=`).
 * Rendered once by the supplier layout; the panel itself (Radix Dialog) loads when first opened
 * (issue 12 §5, ADR 0051). Renders nothing, and only in the browser: all it does is in effects,
 * which a server render never runs, while its cart query and save mutations cost every server
 * render time (ADR 0064). It starts right after hydration.
 */
export function CartSync() {
  return useHydrated() ? <CartConnection /> : null;
}

function CartConnection() {
  useCartConnection();
  useCartAutosave();
  useCouponFromLink();
  return null;
}
