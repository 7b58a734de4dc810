import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';

/**
 * Wrong-password counters of the login (issue 7 defect 6, docs/decisions/0013), on top of the
 * per-address and global request limits of the route:
 *
 * - per (account, client): LOGIN_FREE_FAILURES_PER_CLIENT wrong passwords are free; each next
 *   one backs that client off for 1 s, 2 s, 4 s … up to 15 min, during which its attempts on that
 *   account are refused before the password is checked. Another client — the owner on their own
 *   device — is not affected. A correct password clears the pair.
 * - per account, over all clients, per hour: past LOGIN_ACCOUNT_SOFT_FAILURES_PER_HOUR every
 *   wrong password backs its client off at once (no free failures), which slows guessing from
 *   many addresses while the owner's correct password still logs in; at
 *   LOGIN_ACCOUNT_HARD_FAILURES_PER_HOUR every attempt on the account waits until the hour is
 *   over, the only state in which the owner is kept out too, and it bounds the guesses an
 *   attacker with unlimited addresses gets per account.
 *
 * The account is the customer id once the login is resolved, so the e-mail and the CPF/CNPJ
 * of one customer share their counters; an unknown login is counted under its normalised form.
 * Counters live in Redis when REDIS_URL is set (shared by every API instance), else in memory.
 */
export interface LoginThrottle {
  /** How long `client` must wait before trying a password on `account`, in ms (0: go ahead). */
  waitBefore(account: string, client: string): Promise<number>;
  /** Counts a wrong password of `client` on `account` and backs the pair off when due. */
  recordFailure(account: string, client: string): Promise<void>;
  /** A correct password: the pair's failures and back-off are forgotten (the account's are not). */
  recordSuccess(account: string, client: string): Promise<void>;
}

const ONE_HOUR_S = 3_600;
/** Longest back-off of one (account, client) pair, in seconds. */
const MAX_BACKOFF_S = 15 * 60;
/** rate-limiter-flexible needs a ceiling; the counters below only count, they never refuse. */
const COUNT_ONLY = 1_000_000_000;

/**
 * The throttle of one API instance, in Redis when `redis` is given (with an in-memory fallback
 * while Redis is unreachable, so a Redis outage does not stop logins), else in memory.
 */
export function createLoginThrottle(config: Config, redis: Redis | null): LoginThrottle {
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const options = { keyPrefix, points, duration: ONE_HOUR_S };
    return redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  };
  const accountFailures = limiter('login-account-failures', COUNT_ONLY);
  const pairFailures = limiter('login-pair-failures', COUNT_ONLY);
  // `block(key, s)` marks a key as over its single point for `s` seconds: the back-off.
  const pairBackoff = limiter('login-pair-backoff', 1);
  const pairKey = (account: string, client: string) => `${account}|${client}`;
  const blocked = (res: RateLimiterRes | null, points: number) =>
    res !== null && res.consumedPoints >= points ? res.msBeforeNext : 0;

  return {
    async waitBefore(account, client) {
      const [onAccount, onPair] = await Promise.all([
        accountFailures.get(account),
        pairBackoff.get(pairKey(account, client)),
      ]);
      return Math.max(
        blocked(onAccount, config.LOGIN_ACCOUNT_HARD_FAILURES_PER_HOUR),
        blocked(onPair, 2),
      );
    },

    async recordFailure(account, client) {
      const key = pairKey(account, client);
      const [onAccount, onPair] = await Promise.all([
        accountFailures.penalty(account),
        pairFailures.penalty(key),
      ]);
      const free =
        onAccount.consumedPoints > config.LOGIN_ACCOUNT_SOFT_FAILURES_PER_HOUR
          ? 0
          : config.LOGIN_FREE_FAILURES_PER_CLIENT;
      const over = onPair.consumedPoints - free;
      if (over > 0) await pairBackoff.block(key, backoffSeconds(over));
    },

    async recordSuccess(account, client) {
      const key = pairKey(account, client);
      await Promise.all([pairFailures.delete(key), pairBackoff.delete(key)]);
    },
  };
}

/** Back-off after the `n`-th failure past the free ones: 1 s, 2 s, 4 s … at most 15 min. */
function backoffSeconds(n: number): number {
  return Math.min(2 ** Math.min(n - 1, 20), MAX_BACKOFF_S);
}
