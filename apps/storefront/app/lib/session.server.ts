import { createCookie } from 'react-router';
import type { Usuario } from '@vitrine/contract';
import { serverConfig } from './config.server';

/** What the storefront keeps of a login, in the httpOnly cookie only (never in page JS). */
export type AuthSession = Pick<
  Usuario,
  'token' | 'jwttoken' | 'idcliente' | 'idfornecedor' | 'nome'
>;

/**
 * The auth cookie `commerce-auth-token` (spec §9): signed, httpOnly, SameSite=Lax, so page
 * JavaScript never reads the token and cross-site forms cannot use it.
 */
export const authCookie = createCookie('commerce-auth-token', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: serverConfig.secureCookies,
  secrets: [serverConfig.cookieSecret],
  maxAge: 60 * 60 * 24 * 7,
});

/** Reads the session of a request; null when absent or tampered with. */
export async function getAuth(request: Request): Promise<AuthSession | null> {
  const value = (await authCookie.parse(request.headers.get('Cookie'))) as AuthSession | null;
  return value && typeof value.token === 'string' ? value : null;
}

/** A `Set-Cookie` header value that stores `auth`. */
export function commitAuth(auth: AuthSession): Promise<string> {
  return authCookie.serialize(auth);
}

/** A `Set-Cookie` header value that clears the session. */
export function destroyAuth(): Promise<string> {
  return authCookie.serialize('', { maxAge: 0 });
}
