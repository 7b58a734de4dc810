import { lazyNamed } from '~/components/ui/lazy';

/**
 * The checkout's {@link import('./pickup-stores').PickupStores}, a chunk of its own: only a buyer
 * who picks up the order sees the stores, so the page loads it only then (before hydrating, when
 * the server rendered it; issue 12 §5, ADR 0083).
 */
export const LazyPickupStores = lazyNamed(() => import('./pickup-stores'), 'PickupStores');
