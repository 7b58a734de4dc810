import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { APP_MSG, MSG } from '@vitrine/domain';
import { RateLimitedError, UnauthenticatedError } from '../../errors/app-errors.ts';
import type { LoginThrottle } from './login-throttle.ts';

let dummy: Promise<string> | undefined;
/** An argon2id hash of a random secret, computed once, to verify against for unknown logins. */
function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(32).toString('hex'));
  return dummy;
}

async function verifyPassword(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    // A malformed stored hash never authenticates.
    return false;
  }
}

/**
 * One throttled password check, shared by the customer and the attendant logins: waits out the
 * account's and client's back-off, always runs one argon2 verification (against a dummy hash
 * for an unknown login, so it costs what a known one does), and records the outcome.
 * @param account - the throttle's account key (`cliente:42`, `atendente:7`, or the unknown login).
 * @param found - the customer or attendant found by the login (with its argon2id hash), null when unknown.
 * @returns `found`, once its password is checked.
 * @throws RateLimitedError while backing off; UnauthenticatedError
 *   'Usuário inexistente ou credenciais inválidas' for an unknown login or a wrong password.
 * @see spec §4 Login, §8 Login and users
 */
export async function checkPassword<T extends { senhaHash: string }>(
  throttle: LoginThrottle,
  account: string,
  client: string,
  found: T | null,
  senha: string,
): Promise<T> {
  const wait = await throttle.waitBefore(account, client);
  if (wait > 0) throw new RateLimitedError(APP_MSG.rateLimited, wait / 1000);
  const passwordOk = await verifyPassword(found?.senhaHash ?? (await dummyHash()), senha);
  if (found === null || !passwordOk) {
    await throttle.recordFailure(account, client);
    throw new UnauthenticatedError(MSG.invalidCredentials);
  }
  await throttle.recordSuccess(account, client);
  return found;
}
