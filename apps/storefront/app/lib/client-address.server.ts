import { isIP } from 'node:net';

/**
 * The browser's address, to forward to the API as `X-Forwarded-For` so the login rate limit
 * counts per client (the API trusts that header only from the storefront's own host).
 *
 * Sources, most trustworthy first:
 * 1. `remoteAddress` in the load context, when a custom server provides it (the socket's peer);
 * 2. with `TRUST_FORWARDED_FOR=true` (the storefront runs behind its own reverse proxy), the
 *    LAST `X-Forwarded-For` entry — the one that proxy appended; earlier entries come from the
 *    client and could be forged;
 * 3. otherwise nothing: a header sent by the browser itself is never passed on, or anyone could
 *    dodge the limit by inventing addresses.
 */
export function clientAddress(request: Request, context: unknown): string | undefined {
  const fromContext = (context as { remoteAddress?: unknown } | null | undefined)?.remoteAddress;
  if (typeof fromContext === 'string' && isIP(fromContext)) return fromContext;
  if (process.env.TRUST_FORWARDED_FOR === 'true') {
    const last = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
    if (last && isIP(last)) return last;
  }
  return undefined;
}
