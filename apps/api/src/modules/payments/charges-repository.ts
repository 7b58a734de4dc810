import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { cobrancas, cobrancaTransicoes, pagamentoWebhookEventos } from '../../db/schema/index.ts';

export type ChargeRow = typeof cobrancas.$inferSelect;
export type NewCharge = typeof cobrancas.$inferInsert;

/** Inserts a charge and its first transition (from nothing to its status). */
export async function insertCharge(tx: Tx, values: NewCharge, origem: string): Promise<ChargeRow> {
  const [row] = await tx.insert(cobrancas).values(values).returning();
  await tx
    .insert(cobrancaTransicoes)
    .values({ idcobranca: row!.idcobranca, de: null, para: row!.status, origem });
  return row!;
}

/** The charges of an order's payment, newest first. */
export async function chargesOfPayment(db: DbOrTx, idpagamento: number): Promise<ChargeRow[]> {
  return db
    .select()
    .from(cobrancas)
    .where(eq(cobrancas.idpagamento, idpagamento))
    .orderBy(desc(cobrancas.idcobranca));
}

/** The charges of an order, newest first. */
export async function chargesOfOrder(db: DbOrTx, numpedido: number): Promise<ChargeRow[]> {
  return db
    .select()
    .from(cobrancas)
    .where(eq(cobrancas.numpedido, numpedido))
    .orderBy(desc(cobrancas.idcobranca));
}

/** A charge by its gateway id, locked until the transaction ends; null when unknown. */
export async function lockChargeByGatewayId(tx: Tx, gateway: string, gatewayId: string) {
  const [row] = await tx
    .select()
    .from(cobrancas)
    .where(and(eq(cobrancas.gateway, gateway), eq(cobrancas.gatewayId, gatewayId)))
    .for('update');
  return row ?? null;
}

/** A charge by id, locked until the transaction ends. */
export async function lockCharge(tx: Tx, idcobranca: number): Promise<ChargeRow> {
  const [row] = await tx
    .select()
    .from(cobrancas)
    .where(eq(cobrancas.idcobranca, idcobranca))
    .for('update');
  return row!;
}

/** Updates a charge's columns (stamping atualizadoEm). */
export async function updateCharge(
  tx: Tx,
  idcobranca: number,
  set: Partial<NewCharge>,
): Promise<ChargeRow> {
  const [row] = await tx
    .update(cobrancas)
    .set({ ...set, atualizadoEm: new Date() })
    .where(eq(cobrancas.idcobranca, idcobranca))
    .returning();
  return row!;
}

/** Appends one transition of a charge. */
export async function insertTransition(
  tx: Tx,
  values: typeof cobrancaTransicoes.$inferInsert,
): Promise<void> {
  await tx.insert(cobrancaTransicoes).values(values);
}

/** The transitions of a charge, oldest first. */
export async function transitionsOf(db: DbOrTx, idcobranca: number) {
  return db
    .select()
    .from(cobrancaTransicoes)
    .where(eq(cobrancaTransicoes.idcobranca, idcobranca))
    .orderBy(cobrancaTransicoes.id);
}

/**
 * Records a webhook event by (gateway, event id). False when it was already recorded: a replay,
 * which must change nothing.
 */
export async function recordWebhookEvent(
  tx: Tx,
  event: { gateway: string; eventId: string; tipo: string; gatewayId: string; resultado: string },
): Promise<boolean> {
  const rows = await tx
    .insert(pagamentoWebhookEventos)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: pagamentoWebhookEventos.id });
  return rows.length > 0;
}

/** Updates what a recorded webhook event did. */
export async function setWebhookResult(
  tx: Tx,
  gateway: string,
  eventId: string,
  resultado: string,
) {
  await tx
    .update(pagamentoWebhookEventos)
    .set({ resultado })
    .where(
      and(
        eq(pagamentoWebhookEventos.gateway, gateway),
        eq(pagamentoWebhookEventos.eventId, eventId),
      ),
    );
}
