import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { APP_MSG } from '@vitrine/domain';
import { RateLimitedError } from '../errors/app-errors.ts';
import { clientAddress } from './client-address.ts';

/** The limits of one public route, both per minute. */
export interface RequestLimits {
  /** Prefix of the counters' keys (one name per route). */
  name: string;
  /** Requests one client address may make. */
  perClient: number;
  /** Requests all clients together may make (of this instance, or of all with REDIS_URL). */
  global: number;
}

const ONE_MINUTE_MS = 60_000;

/**
 * An `onRequest` hook that counts a request against two @fastify/rate-limit counters (the
 * plugin's Redis store when REDIS_URL is set, memory otherwise): one per client address
 * ({@link clientAddress}: the socket's peer, a trusted proxy's X-Forwarded-For, or the address
 * the storefront vouches for) and one over all clients, which bounds what an attacker rotating
 * addresses can do. The per-client counter goes first, so a client already refused does not
 * use up the global allowance of everyone else.
 * @throws RateLimitedError (429 with Retry-After) when either is exhausted.
 */
export function limitRequests(
  app: FastifyInstance,
  limits: RequestLimits,
): onRequestAsyncHookHandler {
  const secret = app.config.STOREFRONT_API_SECRET;
  const perClient = app.createRateLimit({
    max: limits.perClient,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) => `${limits.name}:client:${clientAddress(request, secret)}`,
  });
  const global = app.createRateLimit({
    max: limits.global,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: () => `${limits.name}:global`,
  });
  return async (request) => {
    for (const counter of [perClient, global]) {
      const result = await counter(request);
      if (!result.isAllowed && result.isExceeded)
        throw new RateLimitedError(APP_MSG.rateLimited, result.ttlInSeconds);
    }
  };
}
