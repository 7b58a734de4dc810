import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { MSG, APP_MSG } from '@vitrine/domain';
import type { Db } from '../db/client.ts';
import { sessoes } from '../db/schema/index.ts';
import type { Config } from '../config.ts';
import { HttpError } from './http-error.ts';

/** The authenticated customer of a request. */
export interface CustomerSession {
  idsessao: number;
  idcliente: number;
  idfornecedor: string;
}

/** SHA-256 hex of an opaque session token: only this is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a revocable session and signs the short-lived JWT (spec §3 Session token, jwttoken).
 * @returns token (opaque, 256 bits) and jwttoken (HS256, `sub` = idcliente).
 */
export async function openSession(
  db: Db,
  config: Config,
  idcliente: number,
  idfornecedor: string,
): Promise<{ token: string; jwttoken: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
  await db.insert(sessoes).values({ tokenHash: hashToken(token), idcliente, idfornecedor, expiraEm });
  const jwttoken = await new SignJWT({ idfornecedor })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(idcliente))
    .setIssuedAt()
    .setExpirationTime(`${config.JWT_TTL_MINUTES}m`)
    .sign(new TextEncoder().encode(config.JWT_SECRET));
  return { token, jwttoken };
}

/** Reads `Authorization: Bearer <token>`; null when absent. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the session of a request and checks that it belongs to `idcliente` (and to
 * `idfornecedor` when given): the customer's authorization on customer routes.
 * @throws HttpError 401 'Sessão expirada, efetue login novamente' without a live session;
 *   403 when the session is another customer's or another supplier's.
 */
export async function requireCustomer(
  db: Db,
  request: FastifyRequest,
  idcliente: number | null,
  idfornecedor?: string,
): Promise<CustomerSession> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, MSG.sessionExpired);
  const [row] = await db
    .select({ idsessao: sessoes.idsessao, idcliente: sessoes.idcliente, idfornecedor: sessoes.idfornecedor })
    .from(sessoes)
    .where(and(eq(sessoes.tokenHash, hashToken(token)), isNull(sessoes.revogadoEm), gt(sessoes.expiraEm, new Date())))
    .limit(1);
  if (!row) throw new HttpError(401, MSG.sessionExpired);
  if (idcliente !== null && row.idcliente !== idcliente) throw new HttpError(403, APP_MSG.forbidden);
  if (idfornecedor !== undefined && row.idfornecedor !== idfornecedor) throw new HttpError(403, APP_MSG.forbidden);
  return row;
}

/** Revokes the session behind `token`; a no-op for an unknown token. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.update(sessoes).set({ revogadoEm: new Date() }).where(eq(sessoes.tokenHash, hashToken(token)));
}
