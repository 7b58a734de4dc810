import { useCouponFromLink } from './coupon-link-store';
import { useCartAutosave } from './use-cart-save';
import { useCartConnection } from './use-cart-connection';

/**
 * What the cart does on every page while its panel is closed: connects the cart to the page's
 * customer, saves changes (debounced) and keeps a coupon code received by link (`?cupom=`).
 * Rendered once by the supplier layout; the panel itself (Radix Dialog) loads when first opened
 * (issue 12 §5, ADR 0051). Renders nothing.
 */
export function CartSync() {
  useCartConnection();
  useCartAutosave();
  useCouponFromLink();
  return null;
}
