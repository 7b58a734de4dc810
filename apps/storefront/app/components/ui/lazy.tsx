import { Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useModalStore, type ModalName } from '~/lib/modal-store';

// React.lazy's own constraint: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Loads of the lazy components declared so far, by export name (see `preloadServerRendered`). */
const preloads = new Map<string, () => Promise<void>>();
/** The load of every declared lazy module, once started (see `loadEveryLazy`). */
let everyLoad: Promise<void> | undefined;

/**
 * A named export loaded on first render, in its own Suspense boundary that renders nothing
 * meanwhile: `lazyNamed(() => import('./cart-panel'), 'CartPanel')`. The module becomes a chunk
 * of its own, fetched when the component first renders, so it is not in the JavaScript a page
 * preloads (issue 12 §5, ADR 0040). On the server it renders as usual (React waits for the
 * module), beside an empty `<template data-lazy="CartPanel">` that tells the browser to load that
 * chunk before hydrating (ADR 0070: Preact cannot hydrate a component that suspends meanwhile).
 *
 * The loading is this module's rather than `React.lazy`'s so that a chunk loaded beforehand
 * renders at once: preact/compat's `lazy` suspends on its first render even then.
 */
export function lazyNamed<M extends { [P in K]: AnyComponent }, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): (props: ComponentProps<M[K]>) => ReactNode {
  let component: AnyComponent | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        component = module[name];
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  preloads.set(name, preload);
  // Suspends (throws the load's promise, as React.lazy does) until the module is there.
  function LazyContent(props: ComponentProps<M[K]>): ReactNode {
    if (failure) throw failure.error;
    if (!component) throw preload();
    const Component = component;
    return <Component {...props} />;
  }
  return function LazyNamed(props) {
    return (
      <Suspense fallback={null}>
        <template data-lazy={name} />
        <LazyContent {...props} />
      </Suspense>
    );
  };
}

/**
 * Loads every lazy component's module declared so far, once (later calls share the first load).
 * The server renders after it (entry.server.tsx): a lazy component that suspended there would be
 * streamed after the shell, still pending when the browser hydrates, which Preact cannot hydrate.
 */
export function loadEveryLazy(): Promise<void> {
  everyLoad ??= Promise.all([...preloads.values()].map((preload) => preload())).then(() => {});
  return everyLoad;
}

/**
 * Loads, before hydration, the chunk of every lazy component the server rendered (its
 * `<template data-lazy>` marks), so each renders at once instead of suspending mid-hydration.
 * Resolves when they are all loaded (a failed load is thrown again when its component renders).
 */
export async function preloadServerRendered(root: ParentNode): Promise<void> {
  const names = new Set(
    [...root.querySelectorAll('template[data-lazy]')].map((node) => node.getAttribute('data-lazy')),
  );
  await Promise.all([...names].map((name) => (name ? preloads.get(name)?.() : undefined)));
}

/**
 * True from the first render where `open` is true on: a lazy modal that a component's own state
 * opens is rendered from its first opening and stays mounted after (it closes as usual).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern): no extra commit.
  if (open && !opened) setOpened(true);
  // `open` too: true in the very render that opens it, whichever renderer applies the state.
  return open || opened;
}

/**
 * Renders `children` (lazy components) only once one of the modals `names` has been opened
 * (modal store), and keeps them mounted afterwards so their state survives closing as before.
 * For modals that render nothing and run nothing while closed: their code loads when a buyer
 * first opens them.
 */
export function AfterFirstOpen({ names, children }: { names: ModalName[]; children: ReactNode }) {
  const isOpen = useModalStore((s) => s.active !== null && names.includes(s.active));
  return useOpenedOnce(isOpen) ? children : null;
}
