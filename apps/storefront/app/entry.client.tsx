// The browser entry (ADR 0070): hydrates the server's React HTML with Preact (preact/compat
// stands for React in the client build, vite/browser-react.ts).
import { Fragment, options } from 'preact';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadServerRendered } from '~/components/ui/lazy';
import { hydrateServerHtml, removeHoistedHints } from '~/lib/browser-react';

// The root layout renders <html>; Preact hydrates `document` as its <html> element, so the
// element itself becomes a fragment and its children (<head>, <body>) hydrate in place. Its
// attributes (lang) are static and stay as the server wrote them.
const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const element: { type: unknown } = vnode;
  if (element.type === 'html') element.type = Fragment;
  nextVnodeHook?.(vnode);
};

/**
 * Waits for React Router's decoding of the server's loader data. HydratedRouter throws that
 * promise on its first render for React's root to wait on; Preact has no such root-level wait, so
 * it is awaited before hydrating. The throw comes before any hook runs, so calling the component
 * once as a function only starts the decoding.
 */
async function serverDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

void Promise.all([serverDataDecoded(), preloadServerRendered(document)]).then(() => {
  removeHoistedHints(document.head);
  const mismatches = hydrateServerHtml(() =>
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    ),
  );
  for (const mismatch of mismatches) console.error(`Hydration mismatch: ${mismatch}`);
});
