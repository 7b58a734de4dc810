import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { ClienteVinculado } from '@vitrine/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  cadastrosCliente,
  fornecedores,
  clientes,
  sessoes,
  usuariosVinculados,
  usuariosVinculadosClientes,
} from '../../db/schema/index.ts';
import { hashToken } from '../users/sessions.ts';

/** Lifetime of a linked user's invitation link, ms (7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/** A linked user row (spec §6), with its argon2id hash (null until the invitation is accepted). */
export interface LinkedUser {
  idusuarioVinculado: number;
  email: string;
  nome: string;
  senhaHash: string | null;
  criadoEm: Date;
}

const linkedUserColumns = {
  idusuarioVinculado: usuariosVinculados.idusuarioVinculado,
  email: usuariosVinculados.email,
  nome: usuariosVinculados.nome,
  senhaHash: usuariosVinculados.senhaHash,
  criadoEm: usuariosVinculados.criadoEm,
};

/** The linked user of `email` (lower-case), or null. */
export async function findLinkedUserByEmail(db: DbOrTx, email: string): Promise<LinkedUser | null> {
  const [row] = await db
    .select(linkedUserColumns)
    .from(usuariosVinculados)
    .where(eq(usuariosVinculados.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The linked user `id`, or null. */
export async function findLinkedUserById(db: DbOrTx, id: number): Promise<LinkedUser | null> {
  const [row] = await db
    .select(linkedUserColumns)
    .from(usuariosVinculados)
    .where(eq(usuariosVinculados.idusuarioVinculado, id))
    .limit(1);
  return row ?? null;
}

/**
 * The clients linked user `id` may act for at `idfornecedor`, registered there, oldest link first
 * (the customer-selection list, spec §2).
 */
export async function linkedClients(
  db: DbOrTx,
  id: number,
  idfornecedor: string,
): Promise<ClienteVinculado[]> {
  const rows = await db
    .select({ idcliente: clientes.idcliente, nome: clientes.nome, cpf: clientes.cpf })
    .from(usuariosVinculadosClientes)
    .innerJoin(clientes, eq(clientes.idcliente, usuariosVinculadosClientes.idcliente))
    .innerJoin(
      cadastrosCliente,
      and(
        eq(cadastrosCliente.idcliente, usuariosVinculadosClientes.idcliente),
        eq(cadastrosCliente.idfornecedor, usuariosVinculadosClientes.idfornecedor),
      ),
    )
    .where(
      and(
        eq(usuariosVinculadosClientes.idusuarioVinculado, id),
        eq(usuariosVinculadosClientes.idfornecedor, idfornecedor),
      ),
    )
    .orderBy(asc(usuariosVinculadosClientes.id));
  return rows.map((r) => ({ ...r, cpf_length: r.cpf?.length ?? 0 }));
}

/** The linked users of customer `idcliente` at `idfornecedor`, oldest link first. */
export async function linkedUsersOf(
  db: DbOrTx,
  idcliente: number,
  idfornecedor: string,
): Promise<LinkedUser[]> {
  return db
    .select(linkedUserColumns)
    .from(usuariosVinculadosClientes)
    .innerJoin(
      usuariosVinculados,
      eq(usuariosVinculados.idusuarioVinculado, usuariosVinculadosClientes.idusuarioVinculado),
    )
    .where(
      and(
        eq(usuariosVinculadosClientes.idcliente, idcliente),
        eq(usuariosVinculadosClientes.idfornecedor, idfornecedor),
      ),
    )
    .orderBy(asc(usuariosVinculadosClientes.id));
}

/** Whether a customer (any supplier) logs in with `email`. */
export async function isCustomerEmail(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clientes.idcliente })
    .from(clientes)
    .where(eq(clientes.email, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the linked user of `email` (or takes the existing one), links it to `idcliente` at
 * `idfornecedor` and, when it has no password yet, sets a new invitation token (SHA-256 kept,
 * {@link INVITATION_TTL_MS}). Run inside the request's transaction.
 * @returns the linked user, whether the link is new, and the invitation token (null when the
 *   linked user already has a password and can log in).
 */
export async function linkUser(
  tx: DbOrTx,
  email: string,
  nome: string,
  idcliente: number,
  idfornecedor: string,
): Promise<{ user: LinkedUser; linked: boolean; invitation: string | null }> {
  const lower = email.toLowerCase();
  await tx
    .insert(usuariosVinculados)
    .values({ email: lower, nome })
    .onConflictDoNothing({ target: usuariosVinculados.email });
  const user = await findLinkedUserByEmail(tx, lower);
  if (!user) throw new Error('usuário vinculado não gravado');
  const inserted = await tx
    .insert(usuariosVinculadosClientes)
    .values({ idusuarioVinculado: user.idusuarioVinculado, idcliente, idfornecedor })
    .onConflictDoNothing()
    .returning({ id: usuariosVinculadosClientes.id });
  let invitation: string | null = null;
  if (user.senhaHash === null) {
    invitation = randomBytes(32).toString('base64url');
    await tx
      .update(usuariosVinculados)
      .set({
        conviteTokenHash: hashToken(invitation),
        conviteExpiraEm: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .where(eq(usuariosVinculados.idusuarioVinculado, user.idusuarioVinculado));
  }
  return { user, linked: inserted.length > 0, invitation };
}

/**
 * Removes the link of linked user `id` to `idcliente` at `idfornecedor` and revokes that linked
 * user's sessions for the customer there.
 * @returns false when there was no such link.
 */
export async function unlinkUser(
  tx: DbOrTx,
  id: number,
  idcliente: number,
  idfornecedor: string,
): Promise<boolean> {
  const removed = await tx
    .delete(usuariosVinculadosClientes)
    .where(
      and(
        eq(usuariosVinculadosClientes.idusuarioVinculado, id),
        eq(usuariosVinculadosClientes.idcliente, idcliente),
        eq(usuariosVinculadosClientes.idfornecedor, idfornecedor),
      ),
    )
    .returning({ id: usuariosVinculadosClientes.id });
  if (removed.length === 0) return false;
  await tx
    .update(sessoes)
    .set({ revogadoEm: new Date() })
    .where(
      and(
        eq(sessoes.idusuarioVinculado, id),
        eq(sessoes.idcliente, idcliente),
        eq(sessoes.idfornecedor, idfornecedor),
        isNull(sessoes.revogadoEm),
      ),
    );
  return true;
}

/**
 * Accepts an invitation: sets the password hash and clears the token, only while the token is
 * unused and unexpired (one UPDATE, single-use).
 * @returns the linked user's e-mail, or null for an unknown, used or expired token.
 */
export async function acceptInvitation(
  db: DbOrTx,
  token: string,
  senhaHash: string,
): Promise<string | null> {
  const [row] = await db
    .update(usuariosVinculados)
    .set({ senhaHash, conviteTokenHash: null, conviteExpiraEm: null })
    .where(
      and(
        eq(usuariosVinculados.conviteTokenHash, hashToken(token)),
        gt(usuariosVinculados.conviteExpiraEm, new Date()),
      ),
    )
    .returning({ email: usuariosVinculados.email });
  return row?.email ?? null;
}

/** The name, slug and own domain of a supplier, for the invitation e-mail. */
export async function supplierOfInvitation(
  db: DbOrTx,
  idfornecedor: string,
): Promise<{ idfornecedor: string; nome: string; slug: string; dominio: string | null } | null> {
  const [row] = await db
    .select({
      idfornecedor: fornecedores.idfornecedor,
      nome: fornecedores.nome,
      slug: fornecedores.slug,
      dominio: fornecedores.dominio,
    })
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, idfornecedor))
    .limit(1);
  return row ?? null;
}
