import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginTokens } from '../../db/schema/index.ts';
import { hashToken, type SessionActor } from '../users/sessions.ts';

/** Lifetime of a login token, ms (spec §4 Login 5: a short-lived redirect token). */
export const LOGIN_TOKEN_TTL_MS = 2 * 60_000;

/** What a login token carries over: the customer at a supplier and the actor of the session. */
export interface LoginTokenGrant {
  idcliente: number;
  idfornecedor: string;
  /** The e-mail the token is bound to (the CPF/CNPJ digits for a customer without e-mail). */
  loginemail: string;
  actor: SessionActor;
}

/**
 * Issues a single-use login token (256 bits, base64url) valid {@link LOGIN_TOKEN_TTL_MS}; only
 * its SHA-256 is stored, with the grant.
 * @returns the token, to put in `/{slug}/login-token/{logintoken}/{loginemail}`.
 */
export async function issueLoginToken(db: DbOrTx, grant: LoginTokenGrant): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginTokens).values({
    tokenHash: hashToken(token),
    loginemail: grant.loginemail.toLowerCase(),
    idcliente: grant.idcliente,
    idfornecedor: grant.idfornecedor,
    idusuarioVinculado: grant.actor.idusuarioVinculado ?? null,
    idrepresentante: grant.actor.idrepresentante ?? null,
    idapikeys: grant.actor.idapikeys ?? null,
    expiraEm: new Date(Date.now() + LOGIN_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Uses a login token up: one UPDATE marks it used only while it is unused, unexpired and bound
 * to `loginemail` and `idfornecedor`, so two concurrent exchanges cannot both succeed.
 * @returns the grant, or null for an unknown, used, expired or mismatched token.
 */
export async function consumeLoginToken(
  db: DbOrTx,
  token: string,
  loginemail: string,
  idfornecedor: string,
): Promise<LoginTokenGrant | null> {
  const [row] = await db
    .update(loginTokens)
    .set({ usadoEm: new Date() })
    .where(
      and(
        eq(loginTokens.tokenHash, hashToken(token)),
        eq(loginTokens.loginemail, loginemail.trim().toLowerCase()),
        eq(loginTokens.idfornecedor, idfornecedor),
        isNull(loginTokens.usadoEm),
        gt(loginTokens.expiraEm, new Date()),
      ),
    )
    .returning();
  if (!row) return null;
  const actor: SessionActor = {};
  if (row.idusuarioVinculado !== null) actor.idusuarioVinculado = row.idusuarioVinculado;
  if (row.idrepresentante !== null) actor.idrepresentante = row.idrepresentante;
  if (row.idapikeys !== null) actor.idapikeys = row.idapikeys;
  return {
    idcliente: row.idcliente,
    idfornecedor: row.idfornecedor,
    loginemail: row.loginemail,
    actor,
  };
}
