import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { sessoes } from '../../db/schema/index.ts';

/** The authenticated customer of a request: the live session behind its Bearer token. */
export interface CustomerSession {
  idsessao: number;
  idcliente: number;
  idfornecedor: string;
  /** The linked user acting for the customer (spec §6), null otherwise. */
  idusuarioVinculado: number | null;
  /** The sales representative acting for the customer (spec §6), null otherwise. */
  idrepresentante: number | null;
  /** The api key an ERP integration logged in with (spec §2, §6), null otherwise. */
  idapikeys: number | null;
}

/** Who opens a customer session when it is not the customer: at most one of these is set. */
export interface SessionActor {
  idusuarioVinculado?: number;
  idrepresentante?: number;
  idapikeys?: number;
}

/** SHA-256 hex of an opaque session token: only this is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a revocable session and signs the short-lived JWT (spec §3 Session token, jwttoken).
 * The session lives SESSION_TTL_HOURS, the JWT JWT_TTL_MINUTES.
 * @param actor - who acts for the customer (linked user, representative, api key); none for the
 *   customer themself.
 * @returns token (opaque, 256 bits) and jwttoken (HS256, `sub` = idcliente).
 */
export async function openSession(
  db: DbOrTx,
  config: Config,
  idcliente: number,
  idfornecedor: string,
  actor: SessionActor = {},
): Promise<{ token: string; jwttoken: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
  await db.insert(sessoes).values({
    tokenHash: hashToken(token),
    idcliente,
    idfornecedor,
    expiraEm,
    idusuarioVinculado: actor.idusuarioVinculado ?? null,
    idrepresentante: actor.idrepresentante ?? null,
    idapikeys: actor.idapikeys ?? null,
  });
  const jwttoken = await new SignJWT({ idfornecedor })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(idcliente))
    .setIssuedAt()
    .setExpirationTime(`${config.JWT_TTL_MINUTES}m`)
    .sign(new TextEncoder().encode(config.JWT_SECRET));
  return { token, jwttoken };
}

/** Reads `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1] ?? null;
}

/** The live-session query, with placeholders (exported for the plan test). */
export function liveSessionQuery(db: DbOrTx) {
  return db
    .select({
      idsessao: sessoes.idsessao,
      idcliente: sessoes.idcliente,
      idfornecedor: sessoes.idfornecedor,
      idusuarioVinculado: sessoes.idusuarioVinculado,
      idrepresentante: sessoes.idrepresentante,
      idapikeys: sessoes.idapikeys,
    })
    .from(sessoes)
    .where(
      and(
        eq(sessoes.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessoes.revogadoEm),
        gt(sessoes.expiraEm, sql.placeholder('agora')),
      ),
    )
    .limit(1);
}

/**
 * The live (not revoked, not expired) session behind `token`, or null. A prepared statement:
 * every authenticated request asks it (ADR 0065).
 */
export async function findLiveSession(db: DbOrTx, token: string): Promise<CustomerSession | null> {
  const [row] = await preparedStatement(db, 'vitrine_live_session', (d) =>
    liveSessionQuery(d).prepare('vitrine_live_session'),
  ).execute({ tokenHash: hashToken(token), agora: new Date() });
  return row ?? null;
}

/** Revokes the session behind `token`; a no-op for an unknown token. */
export async function revokeSession(db: DbOrTx, token: string): Promise<void> {
  await db
    .update(sessoes)
    .set({ revogadoEm: new Date() })
    .where(eq(sessoes.tokenHash, hashToken(token)));
}
