import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys, apiKeysUsuariosErp, fornecedores } from '../../db/schema/index.ts';
import { hashToken } from '../users/sessions.ts';

/** An api key row: its supplier and whether it was revoked. */
export interface ApiKeyRow {
  idapikeys: number;
  idfornecedor: string;
  revogadaEm: Date | null;
}

/** The key whose SHA-256 is that of `apiKey`, or null. */
export async function findApiKey(db: DbOrTx, apiKey: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select({
      idapikeys: apiKeys.idapikeys,
      idfornecedor: apiKeys.idfornecedor,
      revogadaEm: apiKeys.revogadaEm,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashToken(apiKey)))
    .limit(1);
  return row ?? null;
}

/** The customer mapped to ERP user `idErpUsuario` under key `idapikeys`, or null. */
export async function mappedCustomer(
  db: DbOrTx,
  idapikeys: number,
  idErpUsuario: string,
): Promise<number | null> {
  const [row] = await db
    .select({ idcliente: apiKeysUsuariosErp.idcliente })
    .from(apiKeysUsuariosErp)
    .where(
      and(
        eq(apiKeysUsuariosErp.idapikeys, idapikeys),
        eq(apiKeysUsuariosErp.idErpUsuario, idErpUsuario),
      ),
    )
    .limit(1);
  return row?.idcliente ?? null;
}

/**
 * Creates an api key for the supplier of `slug` (256 bits, prefixed `vtk_`), or stores `value`
 * when given (the documented demo keys). Only the SHA-256 is stored.
 * @returns the key — shown once — and its id; null when no supplier has that slug.
 */
export async function createApiKey(
  db: DbOrTx,
  slug: string,
  descricao: string,
  value?: string,
): Promise<{ apiKey: string; idapikeys: number; idfornecedor: string } | null> {
  const [supplier] = await db
    .select({ idfornecedor: fornecedores.idfornecedor })
    .from(fornecedores)
    .where(eq(fornecedores.slug, slug))
    .limit(1);
  if (!supplier) return null;
  const apiKey = value ?? `vtk_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ idfornecedor: supplier.idfornecedor, keyHash: hashToken(apiKey), descricao })
    .returning({ idapikeys: apiKeys.idapikeys });
  return { apiKey, idapikeys: row!.idapikeys, idfornecedor: supplier.idfornecedor };
}

/** Maps ERP user `idErpUsuario` to customer `idcliente` under key `idapikeys` (idempotent). */
export async function mapErpUser(
  db: DbOrTx,
  idapikeys: number,
  idErpUsuario: string,
  idcliente: number,
): Promise<void> {
  await db
    .insert(apiKeysUsuariosErp)
    .values({ idapikeys, idErpUsuario, idcliente })
    .onConflictDoNothing();
}
