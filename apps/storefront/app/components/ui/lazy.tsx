import {
  lazy,
  Suspense,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useModalStore, type ModalName } from '~/lib/modal-store';

// React.lazy's own constraint: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A named export loaded with `React.lazy`, in its own Suspense boundary that renders nothing
 * meanwhile: `lazyNamed(() => import('./cart-panel'), 'CartPanel')`. The module becomes a chunk
 * of its own, fetched when the component first renders, so it is not in the JavaScript a page
 * preloads (issue 12 §5, ADR 0040). On the server it renders as usual (React waits for the
 * module); in the browser the server's HTML is kept until the chunk has loaded and hydrated.
 */
export function lazyNamed<M extends { [P in K]: AnyComponent }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): (props: ComponentProps<M[K]>) => ReactNode {
  const Lazy = lazy(async () => ({ default: (await load())[name] }));
  return function LazyNamed(props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * Renders `children` (lazy components) only once one of the modals `names` has been opened
 * (modal store), and keeps them mounted afterwards so their state survives closing as before.
 * For modals that render nothing and run nothing while closed: their code loads when a buyer
 * first opens them.
 */
export function AfterFirstOpen({ names, children }: { names: ModalName[]; children: ReactNode }) {
  const isOpen = useModalStore((s) => s.active !== null && names.includes(s.active));
  const [opened, setOpened] = useState(false);
  // Adjusting state while rendering (React's documented pattern): no extra commit.
  if (isOpen && !opened) setOpened(true);
  return isOpen || opened ? children : null;
}
