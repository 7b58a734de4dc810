import { readFileSync } from 'node:fs';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import appCssHref from './app.css?url';
import { loadEveryLazy } from './components/ui/lazy';
import { InlineCssContext } from './lib/inline-css';
import { firstPaintHtml } from './lib/first-paint-html.server';
import { NonceContext } from './lib/nonce';
import { nonceContext } from './lib/security-headers.server';

export const streamTimeout = 5_000;

/**
 * React's `progressiveChunkSize` (12,800 bytes by default): once that much HTML precedes it, a
 * Suspense boundary that is already complete (over 500 bytes) is still sent out of place, after
 * the shell, and revealed by a script up to 300 ms after the first paint. Every page's shell is
 * larger than that (the inline stylesheet alone is 40 kB), so the lazy header entries moved the
 * header after the first paint (layout shift, issue 12 §5). A whole page is at most a few hundred
 * kB: complete boundaries go in place; only boundaries still waiting for data are streamed.
 */
const INLINE_BOUNDARIES_UP_TO = 4 * 1024 * 1024;

/**
 * The built stylesheet's text, read once from the client build beside this server build
 * (build/server/index.js or a chunk in build/server/assets/ → build/client/assets/…), to inline
 * in every page; null in development, where no build exists and the page links the sheet instead.
 */
const inlineCss: string | null = (() => {
  if (process.env.NODE_ENV !== 'production') return null;
  for (const up of ['../client', '../../client']) {
    try {
      return readFileSync(new URL(`${up}${appCssHref}`, import.meta.url), 'utf8');
    } catch {
      // not this level
    }
  }
  return null;
})();

/**
 * Renders a page (React Router's default server entry, plus the CSP nonce): the nonce the root
 * middleware put in the router context goes to React's own inline scripts (streaming, hydration
 * data) and, through `NonceContext`, to `<Scripts>` and `<ScrollRestoration>`.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  // Lazy components render in place, never streamed after the shell (ADR 0070).
  return loadEveryLazy().then(() =>
    render(request, responseStatusCode, responseHeaders, routerContext, nonce),
  );
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell first, deferred data streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={inlineCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        progressiveChunkSize: INLINE_BOUNDARIES_UP_TO,
        [readyOption]() {
          shellRendered = true;
          const body = firstPaintHtml({
            final() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the initial shell are logged by React Router; these are streamed ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
