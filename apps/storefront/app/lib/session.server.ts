import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { createCookie } from 'react-router';
import type { Representante, Usuario } from '@vitrine/contract';
import { serverConfig } from './config.server';

/**
 * Who acts in a customer session (spec §6): the customer, a linked user, a sales
 * representative or an ERP integration.
 */
export type ActorKind = 'cliente' | 'vinculado' | 'representante' | 'apikey';

/** What the storefront keeps of a login, in the httpOnly cookie only (never in page JS). */
export type AuthSession = Pick<
  Usuario,
  'token' | 'jwttoken' | 'idcliente' | 'idfornecedor' | 'nome'
> & {
  /** Who acts; absent in cookies written before roles existed (read as 'cliente'). */
  papel?: ActorKind;
  /** A linked user with several clients has not chosen one yet: the selection modal opens. */
  escolhaPendente?: boolean;
};

/** A representative's own login (spec §3 Representative), kept apart from the customer session. */
export type RepresentativeAuth = Pick<
  Representante,
  'idusuario' | 'nome' | 'idfornecedor' | 'tokenRepresentante'
>;

const ACTOR_KINDS: readonly string[] = ['cliente', 'vinculado', 'representante', 'apikey'];

/** The cookie fields of a login reply: tokens, ids and who acts. */
export function authOf(
  usuario: Pick<Usuario, 'token' | 'jwttoken' | 'idcliente' | 'idfornecedor' | 'nome'> & {
    loginAsUsuarioVinculado?: boolean;
    loginAsRepresentante?: boolean;
    idapikeys?: number | null;
  },
  escolhaPendente = false,
): AuthSession {
  const papel: ActorKind = usuario.loginAsUsuarioVinculado
    ? 'vinculado'
    : usuario.loginAsRepresentante
      ? 'representante'
      : usuario.idapikeys != null
        ? 'apikey'
        : 'cliente';
  return {
    token: usuario.token,
    jwttoken: usuario.jwttoken,
    idcliente: usuario.idcliente,
    idfornecedor: usuario.idfornecedor,
    nome: usuario.nome,
    papel,
    ...(escolhaPendente ? { escolhaPendente } : {}),
  };
}

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
    const papel =
      typeof payload.papel === 'string' && ACTOR_KINDS.includes(payload.papel)
        ? (payload.papel as ActorKind)
        : 'cliente';
    return {
      token,
      jwttoken,
      idcliente,
      idfornecedor,
      nome,
      papel,
      ...(payload.escolhaPendente === true ? { escolhaPendente: true } : {}),
    };
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

/**
 * The representative cookie `commerce-rep-token`: httpOnly, SameSite=Lax, the same encryption
 * as the auth cookie (a JWE under a key derived for this purpose). Holds tokenRepresentante
 * while the representative chooses and switches clients ('Escolha o cliente').
 */
export const representativeCookie = createCookie('commerce-rep-token', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: serverConfig.secureCookies,
  maxAge: MAX_AGE_S,
});

const repKey = new Uint8Array(
  hkdfSync(
    'sha256',
    serverConfig.cookieSecret,
    'vitrine-storefront',
    'commerce-rep-token A256GCM',
    32,
  ),
);

/** The representative of a request; null when absent, expired, tampered with or unreadable. */
export async function getRepresentative(request: Request): Promise<RepresentativeAuth | null> {
  const sealed: unknown = await representativeCookie.parse(request.headers.get('Cookie'));
  if (typeof sealed !== 'string' || sealed === '') return null;
  try {
    const { payload } = await jwtDecrypt(sealed, repKey, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const { idusuario, nome, idfornecedor, tokenRepresentante } = payload;
    if (
      typeof idusuario !== 'number' ||
      typeof nome !== 'string' ||
      typeof idfornecedor !== 'string' ||
      typeof tokenRepresentante !== 'string'
    )
      return null;
    return { idusuario, nome, idfornecedor, tokenRepresentante };
  } catch {
    return null;
  }
}

/** A `Set-Cookie` header value that stores the representative's login, encrypted. */
export async function commitRepresentative(rep: RepresentativeAuth): Promise<string> {
  const sealed = await new EncryptJWT({ ...rep })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${MAX_AGE_S}s`)
    .encrypt(repKey);
  return representativeCookie.serialize(sealed);
}

/** A `Set-Cookie` header value that clears the representative's login (logout, spec §4). */
export function destroyRepresentative(): Promise<string> {
  return representativeCookie.serialize('', { maxAge: 0 });
}
