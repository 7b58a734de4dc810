/** A host name as a supplier's own domain may be (no scheme, port, path or credentials). */
const HOST =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Whether `dominio` is a local development name (`*.localhost`, RFC 6761: always this machine). */
function isLocalDomain(dominio: string): boolean {
  return dominio.toLowerCase().endsWith('.localhost');
}

/**
 * The origin of a supplier's own domain (spec §2 Routes, §3 Supplier `dominio`), taken from the
 * supplier record only: `https://{dominio}` for a valid host name; for a `*.localhost` name,
 * `http://{dominio}:{port of this request}` when `allowLocal` (LOCAL_OWN_DOMAINS), else null.
 * @returns null when the supplier has no usable own domain.
 */
export function ownDomainOrigin(
  dominio: string | null | undefined,
  requestUrl: URL,
  allowLocal: boolean,
): string | null {
  if (!dominio || !HOST.test(dominio)) return null;
  const host = dominio.toLowerCase();
  if (!isLocalDomain(host)) return `https://${host}`;
  if (!allowLocal) return null;
  return `http://${host}${requestUrl.port ? `:${requestUrl.port}` : ''}`;
}

/** Whether this request came to `dominio` itself (its host name, any port, `www.` allowed). */
export function isOwnDomainRequest(dominio: string | null | undefined, requestUrl: URL): boolean {
  if (!dominio) return false;
  const host = requestUrl.hostname.toLowerCase();
  const own = dominio.toLowerCase();
  return host === own || host === `www.${own}`;
}

/**
 * Whether a request host could be some supplier's own domain, worth asking the API about: not an
 * IP address nor plain `localhost` (the platform's own names in development).
 */
export function mayBeOwnDomain(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.startsWith('[')) return false;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return false;
  return HOST.test(host);
}
