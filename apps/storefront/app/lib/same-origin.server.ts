/**
 * CSRF guard for state-changing requests: the browser's Origin (or Sec-Fetch-Site) must show
 * that the request comes from this storefront. The auth cookie is SameSite=Lax as well; this
 * also stops cross-site login forms (login CSRF), which need no cookie.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(request.url).origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/** @throws Response 403 'Acesso negado' when {@link isSameOrigin} is false. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw Response.json({ mensagem: 'Acesso negado' }, { status: 403 });
}
