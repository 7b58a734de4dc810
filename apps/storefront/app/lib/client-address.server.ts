import { isIP } from 'node:net';
import { serverConfig } from './config.server';

/** Set by server.mjs from the socket's peer, replacing any header of that name a client sent. */
const PEER_ADDRESS_HEADER = 'x-vitrine-peer-address';

/**
 * The browser's address, for the API's per-client limits (login, candidate lookup).
 *
 * Sources, most trustworthy first:
 * 1. with `TRUST_FORWARDED_FOR=true` (the storefront runs behind its own reverse proxy), the
 *    LAST `X-Forwarded-For` entry — the one that proxy appended; earlier entries come from the
 *    client and could be forged;
 * 2. the socket's peer address, which the production server puts in `x-vitrine-peer-address`;
 * 3. otherwise nothing (the development server): a header the browser sends itself is never
 *    passed on, or anyone could dodge the limits by inventing addresses.
 */
export function clientAddress(request: Request): string | undefined {
  if (process.env.TRUST_FORWARDED_FOR === 'true') {
    const last = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
    if (last && isIP(last)) return last;
  }
  const peer = request.headers.get(PEER_ADDRESS_HEADER)?.replace(/^::ffff:/, '');
  return peer && isIP(peer) ? peer : undefined;
}

/**
 * Headers that hand the browser's address to the API, authenticated by the shared
 * STOREFRONT_API_SECRET (the API ignores a client address without it; issue 7 §7). Empty when
 * the address is unknown.
 */
export function clientAddressHeaders(request: Request): Record<string, string> {
  const address = clientAddress(request);
  if (!address) return {};
  return {
    'x-vitrine-client-ip': address,
    'x-vitrine-storefront': serverConfig.storefrontApiSecret,
  };
}
