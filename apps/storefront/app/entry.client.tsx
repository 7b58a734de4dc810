// The browser entry (ADR 0070): hydrates the server's React HTML with Preact (preact/compat
// stands for React in the client build, vite/browser-react.ts).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadServerRendered } from '~/components/ui/lazy';
import { hydrateServerHtml, removeHoistedHints } from '~/lib/browser-react';

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

/** Resolves in a task of its own (after the tasks already queued, such as input events). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void Promise.all([serverDataDecoded(), preloadServerRendered(document)]).then(async () => {
  // The modules' evaluation and the data's decoding end one task; hydration runs in the next, so
  // the main thread is not held for both at once (issue 12 §5, ADR 0078). A click in between is
  // held and replayed once the page has hydrated (ADR 0073).
  await nextTask();
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
