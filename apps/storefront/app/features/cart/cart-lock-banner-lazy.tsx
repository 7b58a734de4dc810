import { lazyNamed } from '~/components/ui/lazy';

/**
 * The checkout's {@link import('./cart-lock-banner').CartLockBanner}, a chunk of its own: only a
 * cart an attendant negotiated shows it, so the page loads it only then (before hydrating, when
 * the server rendered it; issue 12 §5, ADR 0083).
 */
export const LazyCartLockBanner = lazyNamed(() => import('./cart-lock-banner'), 'CartLockBanner');
