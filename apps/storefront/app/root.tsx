import './lib/zod-jitless';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { lazyNamed } from './components/ui/lazy';
import { serverConfig } from './lib/config.server';
import { EARLY_CLICKS_SCRIPT, useEarlyClicksReplay } from './lib/early-clicks';
import { INLINE_CSS_ID, useInlineCss } from './lib/inline-css';
import { useNonce } from './lib/nonce';
import { useSupplierLayoutData } from './lib/supplier-layout-data';
import { useToasterWanted } from './lib/toast';
import { applySecurityHeaders, newNonce, nonceContext } from './lib/security-headers.server';
import type { Route } from './+types/root';
import appCssHref from './app.css?url';

/** Toasts come with sonner in a chunk of their own, loaded with the first toast (lib/toast.ts). */
const AppToaster = lazyNamed(() => import('./lib/toaster'), 'AppToaster');

/**
 * Every response (pages, data requests, the API endpoint, images) carries the security headers;
 * pages get a fresh CSP nonce, which entry.server.tsx hands to React's inline scripts.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const nonce = newNonce();
    context.set(nonceContext, nonce);
    const response = await next();
    applySecurityHeaders(response.headers, {
      nonce,
      production: process.env.NODE_ENV === 'production',
      https: serverConfig.secureCookies,
    });
    return response;
  },
];

/**
 * The document element. The browser entry hydrates `document` itself with Preact, so there <html>
 * is a fragment and its children (<head>, <body>) hydrate in place; its attributes (lang) stay as
 * the server wrote them. Chosen when the module is built, not by a Preact hook that ran for every
 * element the page ever renders (ADR 0078).
 */
const Html = (import.meta.env.SSR ? 'html' : Fragment) as 'html';

/**
 * The stylesheet is inline in production pages (8 kB gzip): the first paint waits for no request,
 * only the HTML (issue 12 §5, ADR 0040). The dev server links it.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const inlineCss = useInlineCss();
  // A supplier's pages carry its logo as their icon (white label). Without one the browser asks
  // for /favicon.ico, which routes/favicon.ts answers with a cached 404.
  const icon = useSupplierLayoutData()?.fornecedor?.config.tema.logo;
  useEarlyClicksReplay();
  return (
    <Html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {inlineCss === null ? (
          <link rel="stylesheet" href={appCssHref} />
        ) : (
          <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: inlineCss }} />
        )}
        {icon && <link rel="icon" href={icon} />}
        <Links />
      </head>
      <body className="min-h-screen bg-surface font-sans text-ink antialiased">
        {/* First in <body>: holds clicks on buttons until the page has hydrated (ADR 0073). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </Html>
  );
}

export default function App() {
  // One client per browser session (and per server render), never shared between users.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  const toasterWanted = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {toasterWanted && <AppToaster />}
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-[1440px] p-8">
      <h1 className="text-2xl font-semibold">
        {notFound ? UI_TEXT.pageNotFound : UI_TEXT.somethingWentWrong}
      </h1>
      <p className="mt-2">{notFound ? UI_TEXT.pageNotFoundDetail : UI_TEXT.tryAgainSoon}</p>
      <a className="mt-4 inline-block underline" href="/">
        {UI_TEXT.backToStart}
      </a>
    </main>
  );
}
