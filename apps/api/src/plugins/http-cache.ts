import type { FastifyInstance, FastifyReply } from 'fastify';
import etag from '@fastify/etag';

/**
 * HTTP caching of what anonymous visitors read (issue 12 §3, ADR 0043): every reply of the
 * routes that call {@link conditionalReplies} carries an `ETag` (SHA-1 of the body), and a
 * request whose `If-None-Match` names it gets `304 Not Modified` with no body. Each reply then
 * says who may keep it with one of the policies below.
 */
export const CACHE_POLICY = {
  /**
   * The same for every caller (categories, listings and product detail of a supplier whose
   * prices no tag hides): any cache may serve it for a minute, then revalidates by ETag. A
   * changed price reaches a buyer within a minute; the cart and the order price again anyway.
   */
  catalog: 'public, max-age=60',
  /** Supplier, theme, footer and payment methods: change rarely, five minutes. */
  supplier: 'public, max-age=300',
  /**
   * Depends on the caller (prices an ADR 0033 tag may hide, a customer's location): only the
   * caller's own browser may keep it, and must revalidate it every time.
   */
  private: 'private, no-cache',
} as const;

export type CachePolicy = keyof typeof CACHE_POLICY;

/**
 * ETag and 304 on every reply of the calling plugin's routes. Register it inside a module's
 * own (encapsulated) plugin so only that module's GET routes pay for the hash.
 */
export async function conditionalReplies(app: FastifyInstance): Promise<void> {
  await app.register(etag);
}

/**
 * Sets the reply's `Cache-Control` to `policy`; a private reply also varies by the
 * `Authorization` header (no shared cache hands one caller's reply to another), a public one
 * drops that `Vary` (the same bytes for every caller).
 */
export function cacheReply(reply: FastifyReply, policy: CachePolicy): void {
  reply.header('cache-control', CACHE_POLICY[policy]);
  if (policy === 'private') reply.header('vary', 'Authorization');
  else reply.removeHeader('vary');
}
