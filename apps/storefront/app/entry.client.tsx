// The browser entry (ADR 0070): hydrates the server's React HTML with Preact (preact/compat
// stands for React in the client build, vite/browser-react.ts).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadServerRendered } from '~/components/ui/lazy';
import { afterNextFrame, hydrateServerHtml, removeHoistedHints } from '~/lib/browser-react';

// The root layout renders <html> as a fragment in this build (root.tsx): Preact hydrates
// `document` as its <html> element, its children (<head>, <body>) in place.

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

/** How long hydration waits for a frame that does not come (ms). */
const HIDDEN_PAGE_MS = 250;

void Promise.all([serverDataDecoded(), preloadServerRendered(document)]).then(async () => {
  // The server's HTML is painted first, then hydrated in a task of its own: the page shows its
  // content before the main thread is held by hydration, which is not the same task as the
  // modules' evaluation either (issue 12 §5, ADR 0078). A click in between is held and replayed
  // once the page has hydrated (ADR 0073).
  await new Promise<void>((resolve) => afterNextFrame(resolve, HIDDEN_PAGE_MS));
  removeHoistedHints(document.head);
  const mismatches = await hydrateServerHtml(() =>
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    ),
  );
  for (const mismatch of mismatches) console.error(`Hydration mismatch: ${mismatch}`);
});
