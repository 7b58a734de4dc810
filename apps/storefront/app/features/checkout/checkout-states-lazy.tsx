import { lazyNamed } from '~/components/ui/lazy';

/**
 * What the checkout shows instead of its form, each a chunk of its own: a buyer with a cart to
 * check out never needs them, so the page loads one only when it shows it (before hydrating,
 * when the server rendered it; issue 12 §5, ADR 0083).
 */
export const LazyLoginRequired = lazyNamed(
  () => import('~/components/ui/login-required'),
  'LoginRequired',
);

/** The empty cart's message and way back to the products (see {@link LazyLoginRequired}). */
export const LazyCheckoutEmpty = lazyNamed(() => import('./checkout-empty'), 'CheckoutEmpty');
