import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { VERIFICATION_MAX_ATTEMPTS, VERIFICATION_TTL_MINUTES } from '@vitrine/domain';

/**
 * Wrong attempts on one verification code, counted outside the database (a refused confirmation
 * changes no row): in Redis when REDIS_URL is set (shared by every API instance, with an
 * in-memory fallback), else in memory. A code with VERIFICATION_MAX_ATTEMPTS wrong attempts is
 * spent for good: its counter outlives the code.
 */
export interface VerificationAttempts {
  /** Whether the code `idcodigo` may still be tried. */
  allowed(idcodigo: number): Promise<boolean>;
  /** Counts one wrong attempt on `idcodigo`. */
  recordWrong(idcodigo: number): Promise<void>;
}

/** The attempt counters of one API instance. */
export function createVerificationAttempts(redis: Redis | null): VerificationAttempts {
  const options = {
    keyPrefix: 'verification-wrong',
    points: 1_000_000,
    duration: VERIFICATION_TTL_MINUTES * 60,
  };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    async allowed(idcodigo) {
      const res = await limiter.get(String(idcodigo));
      return (res?.consumedPoints ?? 0) < VERIFICATION_MAX_ATTEMPTS;
    },
    async recordWrong(idcodigo) {
      await limiter.penalty(String(idcodigo));
    },
  };
}
