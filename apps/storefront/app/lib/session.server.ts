import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { createCookie } from 'react-router';
import type { Usuario } from '@vitrine/contract';
import { serverConfig } from './config.server';

/** What the storefront keeps of a login, in the httpOnly cookie only (never in page JS). */
export type AuthSession = Pick<
  Usuario,
  'token' | 'jwttoken' | 'idcliente' | 'idfornecedor' | 'nome'
>;

/** Lifetime of the session cookie, in seconds (the API's session may end sooner). */
const MAX_AGE_S = 60 * 60 * 24 * 7;

/** A 256-bit key for A256GCM, derived from COOKIE_SECRET (HKDF-SHA256, purpose-bound). */
const key = new Uint8Array(
  hkdfSync(
    'sha256',
    serverConfig.cookieSecret,
    'vitrine-storefront',
    'commerce-auth-token A256GCM',
    32,
  ),
);

/**
 * The auth cookie `commerce-auth-token` (spec §9): httpOnly, SameSite=Lax, Secure in production.
 * Its value is an encrypted JWT (JWE, dir + A256GCM, jose): the session token and jwttoken are
 * neither readable nor forgeable by whoever holds the cookie (issue 7 §10).
 */
export const authCookie = createCookie('commerce-auth-token', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: serverConfig.secureCookies,
  maxAge: MAX_AGE_S,
});

function isAuthSession(
  value: Record<string, unknown>,
): value is AuthSession & Record<string, unknown> {
  return (
    typeof value.token === 'string' &&
    typeof value.jwttoken === 'string' &&
    typeof value.idcliente === 'number' &&
    typeof value.idfornecedor === 'string' &&
    typeof value.nome === 'string'
  );
}

/** Reads the session of a request; null when absent, expired, tampered with or unreadable. */
export async function getAuth(request: Request): Promise<AuthSession | null> {
  const sealed: unknown = await authCookie.parse(request.headers.get('Cookie'));
  if (typeof sealed !== 'string' || sealed === '') return null;
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    if (!isAuthSession(payload)) return null;
    const { token, jwttoken, idcliente, idfornecedor, nome } = payload;
    return { token, jwttoken, idcliente, idfornecedor, nome };
  } catch {
    return null;
  }
}

/** A `Set-Cookie` header value that stores `auth`, encrypted. */
export async function commitAuth(auth: AuthSession): Promise<string> {
  const sealed = await new EncryptJWT({ ...auth })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${MAX_AGE_S}s`)
    .encrypt(key);
  return authCookie.serialize(sealed);
}

/** A `Set-Cookie` header value that clears the session. */
export function destroyAuth(): Promise<string> {
  return authCookie.serialize('', { maxAge: 0 });
}
