import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { Centavos } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  categorias,
  cupomUsos,
  cupons,
  formasPagamento,
  pedidos,
  produtos,
  programasIndicacao,
} from '../../db/schema/index.ts';
import type { CupomRow } from './coupon-mapper.ts';

/**
 * A coupon of the supplier by code (upper case), active or not; null when unknown. Tenant-
 * scoped: another supplier's code never matches.
 */
export async function findCouponByCode(
  db: DbOrTx,
  idfornecedor: string,
  codigo: string,
): Promise<CupomRow | null> {
  const [row] = await db
    .select()
    .from(cupons)
    .where(and(eq(cupons.idfornecedor, idfornecedor), eq(cupons.codigo, codigo)));
  return row ?? null;
}

/** The supplier's active automatic coupons. */
export async function findAutomaticCoupons(db: DbOrTx, idfornecedor: string): Promise<CupomRow[]> {
  return db
    .select()
    .from(cupons)
    .where(
      and(
        eq(cupons.idfornecedor, idfornecedor),
        eq(cupons.automatico, true),
        eq(cupons.ativo, true),
      ),
    );
}

/** A coupon row with what the customer did with it: its uses and their orders at the supplier. */
export interface CouponWithHistory {
  row: CupomRow;
  /** How many times the customer used this coupon. */
  usosDoCliente: number;
  /** Orders the customer placed at the supplier (the first-order rule). */
  pedidosDoCliente: number;
}

/**
 * The coupons a cart or order weighs, in one statement: the supplier's active automatic coupons
 * and the coupon of `manualCode` (active or not; null for none), each with the customer's uses of
 * it and the customer's order count at the supplier (what {@link customerUses} and
 * {@link countCustomerOrders} read, here as sub-selects instead of two more round trips).
 */
export async function findCouponsWithHistory(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
  manualCode: string | null,
): Promise<CouponWithHistory[]> {
  // Prepared once, and run on db's connection (the order's transaction's, for an order).
  const rows = await preparedStatement(db, 'vitrine_cart_coupons', (d) =>
    couponsWithHistoryQuery(
      d,
      sql.placeholder('idfornecedor'),
      sql.placeholder('idcliente'),
      sql.placeholder('manualCode'),
    ).prepare('vitrine_cart_coupons'),
  ).execute({ idfornecedor, idcliente, manualCode });
  return rows.map(({ usosDoCliente, pedidosDoCliente, ...row }) => ({
    row,
    usosDoCliente,
    pedidosDoCliente,
  }));
}

/** The query of {@link findCouponsWithHistory}, with values or with placeholders. */
function couponsWithHistoryQuery(
  db: DbOrTx,
  idfornecedor: string | Placeholder,
  idcliente: number | Placeholder,
  manualCode: string | null | Placeholder,
) {
  return db
    .select({
      ...getTableColumns(cupons),
      // Written out: inside a select list Drizzle leaves columns unqualified.
      usosDoCliente: sql<number>`(SELECT count(*) FROM cupom_usos u
        WHERE u.idcupom = cupons.idcupom AND u.idcliente = ${idcliente})`.mapWith(Number),
      pedidosDoCliente: sql<number>`(SELECT count(*) FROM pedidos p
        WHERE p.idfornecedor = ${idfornecedor} AND p.idcliente = ${idcliente})`.mapWith(Number),
    })
    .from(cupons)
    .where(
      and(
        eq(cupons.idfornecedor, idfornecedor),
        // A null code matches nothing (codigo = NULL is never true).
        or(
          and(eq(cupons.automatico, true), eq(cupons.ativo, true)),
          sql`${cupons.codigo} = ${manualCode}`,
        ),
      ),
    );
}

/**
 * The coupons a customer may see at a supplier: the active promotions and the customer's own
 * reward coupons (never other customers' rewards, never referral codes — those are shared by
 * their owner), newest first.
 */
export async function findVisibleCoupons(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
): Promise<CupomRow[]> {
  return db
    .select()
    .from(cupons)
    .where(
      and(
        eq(cupons.idfornecedor, idfornecedor),
        eq(cupons.ativo, true),
        or(
          and(eq(cupons.tipo, 'PROMOCAO'), isNull(cupons.idclienteExclusivo)),
          eq(cupons.idclienteExclusivo, idcliente),
        ),
      ),
    )
    .orderBy(sql`${cupons.criadoEm} desc`, sql`${cupons.idcupom} desc`);
}

/** How many times the customer used each of `ids`, by coupon id (absent = 0). */
export async function customerUses(
  db: DbOrTx,
  idcliente: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ idcupom: cupomUsos.idcupom, n: count() })
    .from(cupomUsos)
    .where(and(eq(cupomUsos.idcliente, idcliente), inArray(cupomUsos.idcupom, [...ids])))
    .groupBy(cupomUsos.idcupom);
  return new Map(rows.map((r) => [r.idcupom, Number(r.n)]));
}

/** Orders the customer placed at the supplier (the first-order rule). */
export async function countCustomerOrders(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pedidos)
    .where(and(eq(pedidos.idfornecedor, idfornecedor), eq(pedidos.idcliente, idcliente)));
  return Number(row?.n ?? 0);
}

/**
 * Takes one use of a coupon, in the order's transaction. The conditional UPDATE row-locks the
 * coupon: of two transactions racing for the last use, the second waits, re-reads `usos` after
 * the first commits and matches no row — exactly one wins.
 * @returns false when the total limit is reached (or the coupon is gone/inactive).
 */
export async function claimCouponUse(tx: Tx, idcupom: number): Promise<boolean> {
  const rows = await tx
    .update(cupons)
    .set({ usos: sql`${cupons.usos} + 1` })
    .where(
      and(
        eq(cupons.idcupom, idcupom),
        eq(cupons.ativo, true),
        or(isNull(cupons.limiteUsoTotal), sql`${cupons.usos} < ${cupons.limiteUsoTotal}`),
      ),
    )
    .returning({ idcupom: cupons.idcupom });
  return rows.length === 1;
}

/** Records a coupon's use on an order (same transaction as the order). */
export async function insertCouponUse(
  tx: Tx,
  use: { idcupom: number; idcliente: number; numpedido: number; descontoCentavos: Centavos },
): Promise<void> {
  await tx.insert(cupomUsos).values(use);
}

/** The supplier's active referral programme, or null. */
export async function findReferralProgram(db: DbOrTx, idfornecedor: string) {
  const [row] = await db
    .select()
    .from(programasIndicacao)
    .where(
      and(eq(programasIndicacao.idfornecedor, idfornecedor), eq(programasIndicacao.ativo, true)),
    );
  return row ?? null;
}

/** The customer's personal referral coupon at the supplier, or null when not created yet. */
export async function findReferralCoupon(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
): Promise<CupomRow | null> {
  const [row] = await db
    .select()
    .from(cupons)
    .where(
      and(
        eq(cupons.idfornecedor, idfornecedor),
        eq(cupons.tipo, 'INDICACAO'),
        eq(cupons.idclienteIndicador, idcliente),
      ),
    );
  return row ?? null;
}

/** Inserts a coupon; null when the code is taken (unique per supplier) so the caller can retry. */
export async function insertCoupon(
  tx: Tx,
  values: typeof cupons.$inferInsert,
): Promise<CupomRow | null> {
  const [row] = await tx.insert(cupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Names for the rules text: the supplier's payment methods, and the listed products/categories. */
export async function findRuleNames(
  db: DbOrTx,
  idfornecedor: string,
  productIds: readonly number[],
  categoryIds: readonly number[],
) {
  const [formas, prods, cats] = await Promise.all([
    db
      .select({ id: formasPagamento.idformapagto, nome: formasPagamento.descricao })
      .from(formasPagamento)
      .where(eq(formasPagamento.idfornecedor, idfornecedor)),
    productIds.length === 0
      ? []
      : db
          .select({ id: produtos.idproduto, nome: produtos.nome })
          .from(produtos)
          .where(
            and(
              eq(produtos.idfornecedor, idfornecedor),
              inArray(produtos.idproduto, [...productIds]),
            ),
          ),
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categorias.idcategoria, nome: categorias.nome })
          .from(categorias)
          .where(
            and(
              eq(categorias.idfornecedor, idfornecedor),
              inArray(categorias.idcategoria, [...categoryIds]),
            ),
          ),
  ]);
  const map = (rows: { id: number; nome: string }[]) => new Map(rows.map((r) => [r.id, r.nome]));
  return { formasPagamento: map(formas), produtos: map(prods), categorias: map(cats) };
}
