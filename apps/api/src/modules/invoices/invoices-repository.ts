import { and, desc, eq } from 'drizzle-orm';
import type { Centavos, StatusFaturaArmazenado } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { faturas, formasPagamento, pedidos } from '../../db/schema/index.ts';

/** A stored fatura as the routes need it. */
export type FaturaRow = typeof faturas.$inferSelect;

/** A new fatura of an invoiced order. */
export interface NewFatura {
  numero: string;
  numpedido: number;
  idfornecedor: string;
  idcliente: number;
  emissao: string;
  vencimento: string;
  valorCentavos: Centavos;
}

/** Inserts a fatura and returns its id. */
export async function insertInvoice(db: DbOrTx, fatura: NewFatura): Promise<number> {
  const [row] = await db.insert(faturas).values(fatura).returning({ id: faturas.idfatura });
  return row!.id;
}

/** The customer's faturas at the supplier (tenant-scoped), newest issue first. */
export async function listInvoices(
  db: DbOrTx,
  idfornecedor: string,
  idcliente: number,
): Promise<FaturaRow[]> {
  return db
    .select()
    .from(faturas)
    .where(and(eq(faturas.idfornecedor, idfornecedor), eq(faturas.idcliente, idcliente)))
    .orderBy(desc(faturas.emissao), desc(faturas.idfatura))
    .limit(500);
}

/**
 * Sets the stored status of an order's open fatura (e.g. CANCELADA when the order is
 * cancelled), scoped by supplier and customer. A paid or cancelled fatura is left as is.
 */
export async function setOpenInvoiceStatus(
  db: DbOrTx,
  order: { numpedido: number; idfornecedor: string; idcliente: number },
  status: StatusFaturaArmazenado,
): Promise<void> {
  await db
    .update(faturas)
    .set({ status })
    .where(
      and(
        eq(faturas.numpedido, order.numpedido),
        eq(faturas.idfornecedor, order.idfornecedor),
        eq(faturas.idcliente, order.idcliente),
        eq(faturas.status, 'ABERTA'),
      ),
    );
}

/**
 * The payment term (days) of the method an order of the supplier is paid by, or null when the
 * method names none (or the order is not the supplier's).
 */
export async function findInvoiceTerm(
  db: DbOrTx,
  idfornecedor: string,
  numpedido: number,
): Promise<number | null> {
  const [row] = await db
    .select({ prazoDias: formasPagamento.prazoDias })
    .from(pedidos)
    .innerJoin(formasPagamento, eq(formasPagamento.idformapagto, pedidos.idformapagto))
    .where(and(eq(pedidos.numpedido, numpedido), eq(pedidos.idfornecedor, idfornecedor)));
  return row?.prazoDias ?? null;
}
