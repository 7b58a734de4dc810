import {
  ADDRESS_MSG,
  canAddAddress,
  defaultAddressId,
  sameAddress,
  APP_MSG,
} from '@vitrine/domain';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { enderecos } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors/app-errors.ts';

/** An address row as stored (active only). */
export type AddressRow = typeof enderecos.$inferSelect;

/** The writable fields of an address, already validated and normalised (cep = 8 digits). */
export interface AddressInput {
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  complemento: string | null;
  pais: string;
  apelido: string | null;
  pontoref: string | null;
  lat: number | null;
  lng: number | null;
  /** undefined keeps the current flag on update (and means "not primary" on create). */
  primario: boolean | undefined;
}

const ownedBy = (idcliente: number) =>
  and(eq(enderecos.idcliente, idcliente), eq(enderecos.ativo, true));

/** The customer's active addresses, primary first, then oldest first. */
export async function listAddresses(db: DbOrTx, idcliente: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(enderecos)
    .where(ownedBy(idcliente))
    .orderBy(desc(enderecos.primario), asc(enderecos.idendereco));
}

/** One active address of the customer; null when missing, deleted or another customer's. */
export async function findAddress(
  db: DbOrTx,
  idcliente: number,
  idendereco: number,
): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(enderecos)
    .where(and(ownedBy(idcliente), eq(enderecos.idendereco, idendereco)))
    .limit(1);
  return row ?? null;
}

/** Serialises concurrent address writes of one customer (primary flag stays unique). */
async function lockCustomerAddresses(tx: Tx, idcliente: number): Promise<AddressRow[]> {
  return tx.select().from(enderecos).where(ownedBy(idcliente)).for('update');
}

async function unsetOtherPrimaries(tx: Tx, idcliente: number, keep: number): Promise<void> {
  await tx
    .update(enderecos)
    .set({ primario: false })
    .where(and(ownedBy(idcliente), ne(enderecos.idendereco, keep), eq(enderecos.primario, true)));
}

/**
 * Refuses an address the customer already has (same CEP, street, number and complement once
 * normalised), other than the one being updated.
 * @throws ConflictError 'Este endereço já está cadastrado.'
 */
function refuseDuplicate(
  existing: readonly AddressRow[],
  input: AddressInput,
  except: number | null,
): void {
  if (existing.some((e) => e.idendereco !== except && sameAddress(e, input))) {
    throw new ConflictError(APP_MSG.addressAlreadySaved);
  }
}

/**
 * Creates an address. The customer's first address becomes primary; a primary one unsets the
 * previous primary in the same transaction.
 * @param options.tags the tags of the session's supplier: `uses-single-address` refuses a second
 *   address (domain `canAddAddress`).
 * @throws ConflictError when the customer already has the same address (spec §8), or may not
 *   add another (spec §6 uses-single-address).
 */
export async function createAddress(
  db: DbOrTx,
  idcliente: number,
  input: AddressInput,
  options: { tags?: readonly string[] } = {},
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    const existing = await lockCustomerAddresses(tx, idcliente);
    // Checked under the lock: two concurrent creates cannot both be the only address.
    if (!canAddAddress(options.tags ?? [], existing.length))
      throw new ConflictError(ADDRESS_MSG.singleAddressOnly);
    refuseDuplicate(existing, input, null);
    const primario = input.primario === true || existing.length === 0;
    const [row] = await tx
      .insert(enderecos)
      .values({ ...input, idcliente, primario })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (primario) await unsetOtherPrimaries(tx, idcliente, row.idendereco);
    return row;
  });
}

/**
 * Replaces the fields of one of the customer's addresses (cod_erp is kept).
 * @returns the updated row, or null when the address is not the customer's active address.
 * @throws ConflictError when another of the customer's addresses is the same address.
 */
export async function updateAddress(
  db: DbOrTx,
  idcliente: number,
  idendereco: number,
  input: AddressInput,
): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    const existing = await lockCustomerAddresses(tx, idcliente);
    const current = existing.find((e) => e.idendereco === idendereco);
    if (!current) return null;
    refuseDuplicate(existing, input, idendereco);
    const primario = input.primario ?? current.primario;
    const [row] = await tx
      .update(enderecos)
      .set({ ...input, primario })
      .where(and(ownedBy(idcliente), eq(enderecos.idendereco, idendereco)))
      .returning();
    if (primario) await unsetOtherPrimaries(tx, idcliente, idendereco);
    return row ?? null;
  });
}

/**
 * Deletes (deactivates) one of the customer's addresses; orders keep their own snapshot.
 * When it was the primary one, the newest remaining address becomes primary.
 * @returns false when the address is not the customer's active address.
 */
export async function deleteAddress(
  db: DbOrTx,
  idcliente: number,
  idendereco: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await lockCustomerAddresses(tx, idcliente);
    const current = existing.find((e) => e.idendereco === idendereco);
    if (!current) return false;
    await tx
      .update(enderecos)
      .set({ ativo: false, primario: false })
      .where(and(ownedBy(idcliente), eq(enderecos.idendereco, idendereco)));
    if (current.primario) {
      const next = existing
        .filter((e) => e.idendereco !== idendereco)
        .sort((a, b) => b.idendereco - a.idendereco)[0];
      if (next)
        await tx
          .update(enderecos)
          .set({ primario: true })
          .where(eq(enderecos.idendereco, next.idendereco));
    }
    return true;
  });
}

/**
 * The address an order or a delivery lookup uses when the request names none: with the
 * supplier's `use-primary-address` tag the primary address, else the only address when there is
 * exactly one (domain `defaultAddressId`).
 * @returns the row, or null when there is no default.
 * @see spec §6 use-primary-address
 */
export async function findDefaultAddress(
  db: DbOrTx,
  idcliente: number,
  tags: readonly string[],
): Promise<AddressRow | null> {
  const rows = await listAddresses(db, idcliente);
  const id = defaultAddressId(tags, rows);
  return rows.find((r) => r.idendereco === id) ?? null;
}
