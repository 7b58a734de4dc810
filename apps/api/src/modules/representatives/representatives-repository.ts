import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { ClienteVinculado } from '@vitrine/contract';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  cadastrosCliente,
  clientes,
  representantes,
  representantesCarteira,
  sessoesRepresentante,
} from '../../db/schema/index.ts';
import { hashToken } from '../users/sessions.ts';

/** A representative row (spec §6), with its argon2id hash. */
export interface RepresentativeRow {
  idrepresentante: number;
  idfornecedor: string;
  nome: string;
  email: string;
  senhaHash: string;
  ativo: boolean;
}

/** The authenticated representative of a request: the live session behind its Bearer token. */
export interface RepresentativeSession {
  idsessao: number;
  idrepresentante: number;
  nome: string;
  /** The one supplier the representative works for (UUID). */
  idfornecedor: string;
}

/** The representative of `email` (lower-case), or null. */
export async function findRepresentativeByEmail(
  db: DbOrTx,
  email: string,
): Promise<RepresentativeRow | null> {
  const [row] = await db
    .select()
    .from(representantes)
    .where(eq(representantes.email, email.toLowerCase()))
    .limit(1);
  return row
    ? {
        idrepresentante: row.idrepresentante,
        idfornecedor: row.idfornecedor,
        nome: row.nome,
        email: row.email,
        senhaHash: row.senhaHash,
        ativo: row.ativo,
      }
    : null;
}

/** The representative `id`'s name, or null. */
export async function representativeName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ nome: representantes.nome })
    .from(representantes)
    .where(eq(representantes.idrepresentante, id))
    .limit(1);
  return row?.nome ?? null;
}

/**
 * The portfolio of representative `id`: the clients registered at `idfornecedor`, by name.
 * @param idcliente - only this client (the access check), when given.
 */
export async function portfolio(
  db: DbOrTx,
  id: number,
  idfornecedor: string,
  idcliente?: number,
): Promise<ClienteVinculado[]> {
  const rows = await db
    .select({ idcliente: clientes.idcliente, nome: clientes.nome, cpf: clientes.cpf })
    .from(representantesCarteira)
    .innerJoin(clientes, eq(clientes.idcliente, representantesCarteira.idcliente))
    .innerJoin(
      cadastrosCliente,
      and(
        eq(cadastrosCliente.idcliente, representantesCarteira.idcliente),
        eq(cadastrosCliente.idfornecedor, idfornecedor),
      ),
    )
    .where(
      and(
        eq(representantesCarteira.idrepresentante, id),
        idcliente === undefined ? undefined : eq(representantesCarteira.idcliente, idcliente),
      ),
    )
    .orderBy(asc(clientes.nome));
  return rows.map((r) => ({ ...r, cpf_length: r.cpf?.length ?? 0 }));
}

/**
 * Opens a revocable representative session (tokenRepresentante) living SESSION_TTL_HOURS; only
 * its SHA-256 is stored, in `sessoes_representante` (never a customer session).
 */
export async function openRepresentativeSession(
  db: DbOrTx,
  config: Config,
  idrepresentante: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
  await db
    .insert(sessoesRepresentante)
    .values({ tokenHash: hashToken(token), idrepresentante, expiraEm });
  return token;
}

/**
 * The live session behind `token`: not revoked, not expired, of an active representative.
 * @returns null for anything else (a customer's or attendant's token included).
 */
export async function findLiveRepresentativeSession(
  db: DbOrTx,
  token: string,
): Promise<RepresentativeSession | null> {
  const [row] = await db
    .select({
      idsessao: sessoesRepresentante.idsessao,
      idrepresentante: representantes.idrepresentante,
      nome: representantes.nome,
      idfornecedor: representantes.idfornecedor,
    })
    .from(sessoesRepresentante)
    .innerJoin(
      representantes,
      eq(representantes.idrepresentante, sessoesRepresentante.idrepresentante),
    )
    .where(
      and(
        eq(sessoesRepresentante.tokenHash, hashToken(token)),
        isNull(sessoesRepresentante.revogadoEm),
        gt(sessoesRepresentante.expiraEm, new Date()),
        eq(representantes.ativo, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
