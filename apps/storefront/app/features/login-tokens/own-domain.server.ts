import { redirect, type MiddlewareFunction } from 'react-router';
import { apiRoutes } from '@vitrine/contract';
import { ApiError, callApi } from '~/lib/api.server';
import { serverConfig } from '~/lib/config.server';
import type { AuthSession } from '~/lib/session.server';
import { storefrontContext } from '~/lib/storefront.server';
import { isOwnDomainRequest, ownDomainOrigin } from '~/lib/supplier-host';
import { loginTokenUrl } from './login-token-url';

/**
 * The page a request asks for, as the path under its supplier segment plus the search string
 * (`/produtos?busca=cafe`; `/` for the supplier home), without React Router's data-request
 * suffix and parameter.
 */
export function pageUnderSupplier(url: URL): string {
  const pathname = url.pathname.replace(/\.data$/, '');
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const rest = pathname.replace(/^\/[^/]+/, '') || '/';
  const query = search.toString();
  return query ? `${rest}?${query}` : rest;
}

/**
 * Where a request for a supplier that has its own domain must go when it came to another host
 * (spec §2 Routes: the login-token route "when switching to a supplier's own domain"; §3 Session
 * `fornecedor_dominio`): a logged-in buyer is carried over through
 * `/{slug}/login-token/{token}/{email}` with a fresh single-use token for the current session and
 * the same page and search string; a visitor simply goes to the same page there. Only the domain
 * of the supplier record is ever a target. Null when no move is due (no usable own domain, already
 * on it, or not a GET/HEAD — a form post is answered where it was sent).
 */
export async function ownDomainMove(
  request: Request,
  fornecedor: { slug: string; dominio: string | null },
  auth: AuthSession | null,
): Promise<string | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  const origin = ownDomainOrigin(fornecedor.dominio, url, serverConfig.localOwnDomains);
  if (!origin || isOwnDomainRequest(fornecedor.dominio, url)) return null;
  const page = pageUnderSupplier(url);
  const slugPath = `/${encodeURIComponent(fornecedor.slug)}`;
  const suffix = page === '/' ? '' : page.startsWith('/?') ? page.slice(1) : page;
  const visitorTarget = `${origin}${slugPath}${suffix}`;
  if (!auth) return visitorTarget;
  try {
    const reply = await callApi(apiRoutes.loginTokens.issue, {}, { auth });
    return loginTokenUrl(reply, page, origin);
  } catch (error) {
    // A session the API no longer knows: the buyer arrives there as a visitor.
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return visitorTarget;
    throw error;
  }
}

/**
 * Supplier-layout middleware: moves the request to the supplier's own domain when
 * {@link ownDomainMove} says so, before any loader runs (so no page loader does work, or spends
 * a token, on the wrong host).
 */
export const ownDomainMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const store = context.get(storefrontContext);
  const [fornecedor, auth] = await Promise.all([store.supplier(), store.auth()]);
  const target = await ownDomainMove(request, fornecedor, auth);
  if (target) throw redirect(target, { headers: { 'Cache-Control': 'no-store' } });
  return next();
};
