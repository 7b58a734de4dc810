import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { TipoEntrega } from '@vitrine/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { formasEntrega, janelasEntrega, lojas, pedidos } from '../../db/schema/index.ts';

/** A delivery form row. Money in centavos. */
export type DeliveryFormRow = typeof formasEntrega.$inferSelect;
/** An active scheduling window of a form, as the forms statement reads it. */
export type DeliveryWindowRow = Pick<
  typeof janelasEntrega.$inferSelect,
  'idjanela' | 'inicio' | 'fim' | 'capacidade'
>;

/** A form with its active windows and the coordinates of its dispatching store. */
export interface DeliveryFormRecord {
  row: DeliveryFormRow;
  janelas: DeliveryWindowRow[];
  origem: { lat: number; lng: number } | null;
}

/**
 * The supplier's active delivery forms of one type, in display order, each with its active
 * windows (earliest first) and dispatching store. Tenant-scoped by `idfornecedor`.
 * @param only - one form id: that form alone (the cart's chosen form), when active and of `tipo`.
 */
export async function listDeliveryForms(
  db: DbOrTx,
  idfornecedor: string,
  tipo: TipoEntrega,
  only?: number,
): Promise<DeliveryFormRecord[]> {
  // Prepared, with one variant per filter: every order reads its forms and their windows in
  // its transaction, and every delivery quote outside one (ADR 0065). One statement: the
  // windows come with their form (ADR 0071).
  const name = only === undefined ? 'vitrine_delivery_forms' : 'vitrine_delivery_form';
  const rows = await preparedStatement(db, name, (d) =>
    deliveryFormsQuery(d, only !== undefined).prepare(name),
  ).execute({ idfornecedor, tipo, only });
  return rows.map((r) => ({
    row: r.form,
    janelas: r.janelas,
    origem: r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null,
  }));
}

/**
 * The supplier's active forms of a type (and only the form `only` when `withOnly`), with the
 * coordinates of their dispatch store and their active windows by start (a JSON array, in the
 * order a query of the windows would read them); placeholders (exported for the plan test).
 */
export function deliveryFormsQuery(db: DbOrTx, withOnly: boolean) {
  return db
    .select({
      form: formasEntrega,
      lat: lojas.latitude,
      lng: lojas.longitude,
      janelas: sql<DeliveryWindowRow[]>`coalesce((SELECT json_agg(json_build_object(
          'idjanela', j.idjanela, 'inicio', j.inicio, 'fim', j.fim, 'capacidade', j.capacidade)
          ORDER BY j.inicio, j.idjanela)
        FROM ${janelasEntrega} j
        WHERE j.idformaentrega = ${formasEntrega.idformaentrega} AND j.ativo), '[]'::json)`,
    })
    .from(formasEntrega)
    .leftJoin(
      lojas,
      and(
        eq(lojas.idloja, formasEntrega.idlojaExpedicao),
        eq(lojas.idfornecedor, formasEntrega.idfornecedor),
      ),
    )
    .where(
      and(
        eq(formasEntrega.idfornecedor, sql.placeholder('idfornecedor')),
        eq(formasEntrega.tipo, sql.placeholder('tipo')),
        eq(formasEntrega.ativo, true),
        withOnly ? eq(formasEntrega.idformaentrega, sql.placeholder('only')) : undefined,
      ),
    )
    .orderBy(asc(formasEntrega.ordem), asc(formasEntrega.idformaentrega));
}

/**
 * Orders booked per window and date from `fromDate` (YYYY-MM-DD) on, cancelled orders not
 * counted, keyed by the domain's `bookingKey` format `${data}#${idjanela}`.
 */
export async function bookedWindows(
  db: DbOrTx,
  idjanelas: readonly number[],
  fromDate: string,
): Promise<Map<string, number>> {
  if (idjanelas.length === 0) return new Map();
  const rows = await db
    .select({
      idjanela: pedidos.idjanela,
      data: pedidos.dataEntrega,
      total: sql<number>`count(*)::int`,
    })
    .from(pedidos)
    .where(
      and(
        inArray(pedidos.idjanela, [...idjanelas]),
        gte(pedidos.dataEntrega, fromDate),
        ne(pedidos.status, 'CANCELADO'),
      ),
    )
    .groupBy(pedidos.idjanela, pedidos.dataEntrega);
  return new Map(rows.map((r) => [`${r.data}#${r.idjanela}`, Number(r.total)]));
}

/**
 * Locks one window row (`SELECT … FOR UPDATE`) so two orders racing for its last place are
 * serialised: the second counts the first's booking. Call inside the order transaction.
 */
export async function lockWindow(tx: Tx, idjanela: number): Promise<void> {
  await tx
    .select({ idjanela: janelasEntrega.idjanela })
    .from(janelasEntrega)
    .where(eq(janelasEntrega.idjanela, idjanela))
    .for('update');
}
