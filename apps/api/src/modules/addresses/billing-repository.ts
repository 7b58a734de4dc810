import type { EnderecoFaturamentoBody } from '@vitrine/contract';
import { DEFAULT_COUNTRY } from '@vitrine/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { enderecosFaturamento } from '../../db/schema/index.ts';
import type { EnderecoFaturamentoSnapshot } from '../../db/schema/orders.ts';

/** A customer's saved billing address, as stored. */
export type BillingAddressRow = typeof enderecosFaturamento.$inferSelect;

/** The customer's saved billing address (spec §3 "the billing address"), or null. */
export async function findBillingAddress(
  db: DbOrTx,
  idcliente: number,
): Promise<BillingAddressRow | null> {
  const [row] = await db
    .select()
    .from(enderecosFaturamento)
    .where(eq(enderecosFaturamento.idcliente, idcliente))
    .limit(1);
  return row ?? null;
}

/**
 * The billing address an order carries, from a validated `enderecofaturamento` body (cep already
 * 8 digits, texts trimmed): empty optional texts become null, pais defaults to 'Brasil'.
 */
export function toBillingSnapshot(body: EnderecoFaturamentoBody): EnderecoFaturamentoSnapshot {
  return {
    descricao: body.descricao || null,
    rua: body.rua,
    numero: body.numero,
    bairro: body.bairro,
    cidade: body.cidade,
    uf: body.uf,
    cep: body.cep,
    complemento: body.complemento || null,
    pais: body.pais || DEFAULT_COUNTRY,
  };
}

/**
 * Saves the customer's billing address (one per customer: insert or replace), e.g. in the
 * order's transaction when the order carries `enderecofaturamento`.
 * @param body validated with the contract's `EnderecoFaturamentoBody`.
 * @returns the snapshot saved, for the order's `endereco_faturamento` column.
 * @see spec §3 Order payload enderecofaturamento, §7 Addresses billing address
 */
export async function saveBillingAddress(
  db: DbOrTx,
  idcliente: number,
  body: EnderecoFaturamentoBody,
): Promise<EnderecoFaturamentoSnapshot> {
  const snapshot = toBillingSnapshot(body);
  await db
    .insert(enderecosFaturamento)
    .values({ idcliente, ...snapshot })
    .onConflictDoUpdate({
      target: enderecosFaturamento.idcliente,
      set: { ...snapshot, atualizadoEm: new Date() },
    });
  return snapshot;
}
