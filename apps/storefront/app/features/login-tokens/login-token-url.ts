import type { LoginOutroFornecedor } from '@vitrine/contract';
import { sameOriginPath } from '~/lib/same-origin-path';

/**
 * The page a login returns to (spec §2 Routing rules): the supplier-relative path plus search of
 * `candidate` (a form field, else the page the login was posted from), `/` when it is missing,
 * not on this origin, or not under `/{slug}`.
 * @returns e.g. `/produtos?busca=cafe`.
 */
export function pageAfterLogin(candidate: string | null, origin: string, slug: string): string {
  // A Referer is absolute: keep it only when it is this very origin.
  const relative = candidate?.startsWith(`${origin}/`) ? candidate.slice(origin.length) : candidate;
  const path = relative ? sameOriginPath(relative, origin) : null;
  if (!path) return '/';
  const prefix = `/${slug}`;
  if (path === prefix) return '/';
  if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
    const rest = path.slice(prefix.length);
    const page = rest.startsWith('?') ? `/${rest}` : rest;
    // Never back to the login routes themselves.
    return /^\/(entrar|login-token|sair)(\/|$|\?)/.test(page) ? '/' : page;
  }
  return '/';
}

/**
 * Where the browser goes to be logged in at the customer's own supplier (spec §2 Routes
 * `/{slug}/login-token/{logintoken}/{loginemail}`, §4 Login 5), carrying the page after login.
 * Same origin by default; under `ownOrigin` — the supplier's own domain, from
 * `ownDomainOrigin` over the supplier record the API answered, never from anything the browser
 * sent — when it has one: the one cross-origin redirect the storefront makes.
 */
export function loginTokenUrl(
  reply: LoginOutroFornecedor,
  page: string,
  ownOrigin: string | null = null,
): string {
  const path =
    `/${encodeURIComponent(reply.fornecedor_slug)}/login-token/` +
    `${encodeURIComponent(reply.logintoken)}/${encodeURIComponent(reply.loginemail)}` +
    (page === '/' ? '' : `?pagina=${encodeURIComponent(page)}`);
  return ownOrigin ? `${ownOrigin}${path}` : path;
}

/**
 * The storefront path a login-token route sends to once logged in: `/{slug}` plus the carried
 * page when it is a same-origin path.
 */
export function landingPath(slug: string, pagina: string | null, origin: string): string {
  const page = pagina ? sameOriginPath(pagina, origin) : null;
  if (!page || page === '/') return `/${slug}`;
  return `/${slug}${page.startsWith('?') ? `/${page}` : page}`;
}
