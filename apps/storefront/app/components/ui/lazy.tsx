import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useModalStore, type ModalName } from '~/lib/modal-store';

/**
 * `React.lazy` for a named export: `lazyNamed(() => import('./cart-panel'), 'CartPanel')`. The
 * module becomes a chunk of its own, fetched when the component first renders, so it is not in
 * the JavaScript a page preloads (issue 12 §5 initial JavaScript budget). On the server the
 * component renders as usual (React waits for the module); in the browser the server's HTML is
 * kept until the chunk has loaded and hydrated.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] & ComponentType<never>> {
  return lazy(async () => ({ default: (await load())[name] as M[K] & ComponentType<never> }));
}

/**
 * Renders `children` (lazy components, inside a Suspense without fallback) only once one of the
 * modals `names` has been opened (modal store), and keeps them mounted afterwards so their state
 * survives closing as before. For modals that render nothing and run nothing while closed: their
 * code loads when a buyer first opens them.
 */
export function AfterFirstOpen({ names, children }: { names: ModalName[]; children: ReactNode }) {
  const isOpen = useModalStore((s) => s.active !== null && names.includes(s.active));
  const [opened, setOpened] = useState(false);
  // Adjusting state while rendering (React's documented pattern): no extra commit.
  if (isOpen && !opened) setOpened(true);
  if (!isOpen && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Lazy components that are always mounted: a Suspense boundary rendering nothing meanwhile. */
export function LazyBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
