import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { atendentes, sessoesAtendente } from '../../db/schema/index.ts';
import { hashToken } from '../users/sessions.ts';

/** The authenticated attendant of a request: the live session behind its Bearer token. */
export interface AttendantSession {
  idsessao: number;
  idatendente: number;
  nome: string;
  /** The one supplier the attendant works for (UUID). */
  idfornecedor: string;
}

/**
 * Opens a revocable attendant session (spec §6 Attendant) that lives SESSION_TTL_HOURS, like a
 * customer's. Only the SHA-256 of the token is stored (`sessoes_atendente`), never in the
 * customers' `sessoes`, so an attendant token is no customer session and the other way round.
 * @returns the opaque token (256 bits, base64url) to send as `Authorization: Bearer`.
 */
export async function openAttendantSession(
  db: DbOrTx,
  config: Config,
  idatendente: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
  await db.insert(sessoesAtendente).values({ tokenHash: hashToken(token), idatendente, expiraEm });
  return token;
}

/**
 * The live session behind `token`: not revoked, not expired, of an attendant still active.
 * @returns null for anything else (a customer's token included).
 */
export async function findLiveAttendantSession(
  db: DbOrTx,
  token: string,
): Promise<AttendantSession | null> {
  const [row] = await db
    .select({
      idsessao: sessoesAtendente.idsessao,
      idatendente: atendentes.idatendente,
      nome: atendentes.nome,
      idfornecedor: atendentes.idfornecedor,
    })
    .from(sessoesAtendente)
    .innerJoin(atendentes, eq(atendentes.idatendente, sessoesAtendente.idatendente))
    .where(
      and(
        eq(sessoesAtendente.tokenHash, hashToken(token)),
        isNull(sessoesAtendente.revogadoEm),
        gt(sessoesAtendente.expiraEm, new Date()),
        eq(atendentes.ativo, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes the attendant session `idsessao` (the request's own, resolved by the hook). */
export async function revokeAttendantSession(db: DbOrTx, idsessao: number): Promise<void> {
  await db
    .update(sessoesAtendente)
    .set({ revogadoEm: new Date() })
    .where(eq(sessoesAtendente.idsessao, idsessao));
}
