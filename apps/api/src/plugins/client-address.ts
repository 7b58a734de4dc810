import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Header in which the storefront server names the visitor it calls the API for. */
export const CLIENT_IP_HEADER = 'x-vitrine-client-ip';
/** Header in which the storefront server proves it is the storefront (STOREFRONT_API_SECRET). */
export const STOREFRONT_SECRET_HEADER = 'x-vitrine-storefront';

const resolved = new WeakMap<FastifyRequest, string>();

/**
 * The address of the client a request acts for, which the rate limits count:
 * - `x-vitrine-client-ip` when, and only when, `x-vitrine-storefront` carries the storefront's
 *   shared secret (compared in constant time): the storefront server calls the API for its
 *   visitors, so its own address would put every visitor under one key (issue 7 defect 6);
 * - otherwise `request.ip`, which is the socket's peer unless TRUST_PROXY names the proxies
 *   whose X-Forwarded-For Fastify may read (defect 7).
 * A header a client sends straight to the API port without the secret changes nothing.
 * @param secret STOREFRONT_API_SECRET; undefined: no forwarded address is accepted.
 */
export function clientAddress(request: FastifyRequest, secret: string | undefined): string {
  const known = resolved.get(request);
  if (known !== undefined) return known;
  const address = forwardedByStorefront(request, secret) ?? request.ip;
  resolved.set(request, address);
  return address;
}

function forwardedByStorefront(request: FastifyRequest, secret: string | undefined): string | null {
  if (secret === undefined) return null;
  const proof = request.headers[STOREFRONT_SECRET_HEADER];
  const forwarded = request.headers[CLIENT_IP_HEADER];
  if (typeof proof !== 'string' || typeof forwarded !== 'string') return null;
  if (!sameSecret(proof, secret)) return null;
  const address = forwarded.trim();
  return isIP(address) !== 0 ? address : null;
}

/** Equal strings, in a time that depends on neither their content nor their length. */
function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives both sides one length, so the comparison leaks no length either.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
