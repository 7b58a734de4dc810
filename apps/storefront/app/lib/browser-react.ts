/**
 * What `react` is in the storefront's browser build (ADR 0070): Preact's React compatibility
 * layer (`preact/compat`), about 11 KiB gzipped where React DOM 19 is about 60, plus the React 19
 * behaviours the storefront and its libraries rely on that preact/compat lacks. The server still
 * renders with React (`react-dom/server`); only the client environment is aliased
 * (vite/browser-react.ts: its `react` is everything of preact/compat, with this module's exports
 * in place of compat's own), so this module never runs on the server.
 *
 * - `useSyncExternalStore` uses `getServerSnapshot` while the server's HTML is being hydrated,
 *   then re-renders with the client snapshot, as React does. preact/compat ignores the server
 *   snapshot, so a store whose browser value differs from the server's (the persisted cart
 *   location, `useHydrated`) would render other markup than the HTML it hydrates.
 * - `ref` is an ordinary prop of a function component (React 19): Preact would otherwise attach
 *   it to the component's internal instance (a form field's ref then had no `focus`).
 * - `use(context)` (react-leaflet 5 reads its context with React 19's `use`). `use(promise)` is
 *   not provided: nothing in the storefront suspends on a promise with it.
 */
import compat, {
  useContext,
  useEffect,
  useState,
  useSyncExternalStore as compatUseSyncExternalStore,
  type Context,
} from 'preact/compat';

import { options } from 'preact';
import {
  afterFirstHydration,
  beginFirstHydration,
  firstPassDone,
  isFirstHydration,
} from './deferred-hydration';

// React 19: a function component receives `ref` in its props (class components keep theirs).
const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  // Every element passes here: the cheap test first (most have no ref).
  const type = vnode.type as unknown;
  if (vnode.ref && typeof type === 'function' && !type.prototype?.render) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = undefined;
  }
  nextVnodeHook?.(vnode);
};

/** How long Preact waits for a frame before running effects anyway (ms). */
const EFFECTS_FRAME_WAIT_MS = 35;

/**
 * Runs `callback` in a task after the browser's next frame (a frame's callback, then a task
 * queued from it), or after `noFrameMs` when no frame comes (a page in a background tab): the
 * wait Preact uses before running effects, and the entry before hydrating.
 */
export function afterNextFrame(callback: () => void, noFrameMs = EFFECTS_FRAME_WAIT_MS): void {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, noFrameMs);
  frame = requestAnimationFrame(done);
}

// Effects (useEffect) run once the first hydration has ended, deferred parts included (ADR 0080):
// a state an effect set would reach a part that has not hydrated yet, and that part would then
// render other markup than the server's. After it, they run after the next frame, as Preact's do.
options.requestAnimationFrame = (flushEffects) =>
  afterFirstHydration(() => afterNextFrame(flushEffects));

/** Elements the running hydration had to create: the server's HTML had none to match them. */
let mismatches: string[] = [];

type MismatchHook = (vnode: { type: unknown }, excess: (Node | null)[] | null) => void;
/**
 * Preact's hook for an element its hydration had to create (`options._hydrationMismatch`, named
 * `__m` in its build; preact/debug uses it to log the same). React re-renders a mismatched tree
 * from scratch; Preact goes on with the nodes it finds, so a mismatch must never ship: the
 * browser journeys fail on the console error this leads to (e2e/support.ts).
 */
const preactOptions = options as typeof options & { __m?: MismatchHook };
const nextMismatchHook = preactOptions.__m;
/**
 * What React 19 moves into <head> wherever it is rendered (<Scripts>' module preloads): Preact
 * renders them in place, so they are new nodes there, and harmless.
 */
const HOISTED_BY_REACT = new Set(['link', 'meta', 'title']);
preactOptions.__m = (vnode, excess) => {
  if (isFirstHydration() && !HOISTED_BY_REACT.has(vnode.type as string)) {
    const type = typeof vnode.type === 'string' ? vnode.type : 'text';
    const found = (excess ?? []).map((node) => node?.nodeName.toLowerCase()).filter(Boolean);
    mismatches.push(`<${type}> where the server's HTML had ${found.join(', ') || 'nothing'}`);
  }
  nextMismatchHook?.(vnode, excess);
};

/**
 * Removes from `head` the resource hints React 19 hoisted there from wherever they were rendered
 * (`<link rel="modulepreload">` of React Router's `<Scripts>` in <body>, `<link rel="preload">` of
 * an eager image), before Preact hydrates the document. Preact matches each element it renders
 * with a node of the same tag among its siblings and moves it into render order: with those
 * hints between <meta name="viewport"> and the title, it moved the title, the description and the
 * inline stylesheet, and moving a `<style>` re-applies the whole stylesheet to the page (a style
 * recalculation of every element in the hydration's long task). The hints have done their work
 * once the page's modules run: their fetches are made, and removing the element cancels none.
 * @returns how many hints were removed.
 */
export function removeHoistedHints(head: HTMLHeadElement): number {
  const hints = head.querySelectorAll(
    ':scope > link[rel="modulepreload"], :scope > link[rel="preload"]',
  );
  for (const hint of hints) hint.remove();
  return hints.length;
}

/**
 * Runs `hydrate` (a synchronous `hydrateRoot` call) so that the components it renders read
 * their stores' server snapshots first, as React's hydration does; so do the parts it leaves to
 * `HydrateLater` (lib/deferred-hydration.ts), hydrated in the tasks after it.
 * @returns what the hydration could not match in the server's HTML (empty when all matched),
 *   once every deferred part has hydrated too.
 */
export function hydrateServerHtml(hydrate: () => void): Promise<string[]> {
  mismatches = [];
  beginFirstHydration();
  try {
    hydrate();
  } finally {
    firstPassDone();
  }
  return new Promise((resolve) => afterFirstHydration(() => resolve(mismatches)));
}

/**
 * React's `useSyncExternalStore`: the store's value, re-rendering on change; during hydration
 * the server snapshot first (when given), then the client's after the first commit.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [serverPass, setServerPass] = useState(
    () => isFirstHydration() && getServerSnapshot !== undefined,
  );
  useEffect(() => {
    if (serverPass) setServerPass(false);
    // Once, after the hydration commit: later renders read the client snapshot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const client = compatUseSyncExternalStore(subscribe, getSnapshot);
  return serverPass && getServerSnapshot ? getServerSnapshot() : client;
}

/**
 * React 19's `use`, for a context only (what react-leaflet needs).
 * @throws Error when given a promise: the browser build does not suspend on promises.
 */
export function use<T>(usable: Context<T>): T {
  if (typeof (usable as { then?: unknown }).then === 'function') {
    throw new Error('use(promise) is not available in the browser build (ADR 0070).');
  }
  return useContext(usable);
}

export default { ...compat, useSyncExternalStore, use };
