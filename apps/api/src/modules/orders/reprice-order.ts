import { asc, eq } from 'drizzle-orm';
import {
  AFTER_SALE_MSG,
  centavos,
  divideRoundHalfUp,
  RegraPreco,
  repriceLine,
  repricedOrderTotals,
  type Centavos,
  type Milli,
} from '@vitrine/domain';
import type { Tx } from '../../db/client.ts';
import { pedidoItens, pedidos } from '../../db/schema/index.ts';
import { RefusedError } from '../../errors/app-errors.ts';

/** Largest amount an integer column holds, centavos (2³¹ − 1). */
const MAX_STORED_CENTAVOS = 2_147_483_647;

/** A change to one line: its weighed quantity, or its quoted unit price. */
export interface LineChange {
  quantidadeMilli?: Milli;
  precoUnitarioCentavos?: Centavos;
}

/**
 * Recomputes an order's lines and totals after `changes` (by idproduto), inside `tx`: weighed
 * quantities at invoicing (stored as `quantidade_faturada_milli`, the ordered quantity kept) or
 * quoted prices (rule ATENDENTE). Gift packaging keeps its unit price. Delivery fee and discount
 * stay (the discount capped at the new sum).
 * @param mode - 'weigh' or 'price'.
 * @returns the order's new total, centavos.
 * @throws RefusedError when a change names a product the order does not have, when `price`
 *   leaves a line unpriced, when every weighed quantity is 0, or when the sum would not fit.
 */
export async function repriceOrder(
  tx: Tx,
  numpedido: number,
  changes: ReadonlyMap<number, LineChange>,
  mode: 'weigh' | 'price',
): Promise<Centavos> {
  const lines = await tx
    .select()
    .from(pedidoItens)
    .where(eq(pedidoItens.numpedido, numpedido))
    .orderBy(asc(pedidoItens.idpedidoitem));
  const known = new Set(lines.map((l) => l.idproduto));
  for (const id of changes.keys()) {
    if (!known.has(id))
      throw new RefusedError(
        mode === 'price' ? AFTER_SALE_MSG.quoteUnknownItem : AFTER_SALE_MSG.weighedUnknownItem,
        'itens',
      );
  }
  const repriced = lines.map((line) => {
    const change = changes.get(line.idproduto);
    if (mode === 'price' && change?.precoUnitarioCentavos === undefined)
      throw new RefusedError(AFTER_SALE_MSG.quotePriceMissing(line.nome), 'itens');
    const quantity = change?.quantidadeMilli ?? line.quantidadeMilli;
    // Packaging per unit, from what was charged for the ordered quantity.
    const packagingUnit =
      line.quantidadeMilli > 0
        ? centavos(
            Number(
              divideRoundHalfUp(
                BigInt(line.totalEmbalagemCentavos) * 1000n,
                BigInt(line.quantidadeMilli),
              ),
            ),
          )
        : centavos(0);
    return {
      line,
      priced: repriceLine({
        idproduto: line.idproduto,
        quantidadeMilli: quantity,
        precoUnitarioCentavos: change?.precoUnitarioCentavos ?? line.precoUnitarioCentavos,
        embalagemUnitariaCentavos: packagingUnit,
      }),
    };
  });
  if (mode === 'weigh' && repriced.every((r) => r.priced.quantidadeMilli === 0))
    throw new RefusedError(AFTER_SALE_MSG.weighedAllZero, 'itens');
  // Amounts are stored in integer columns: refuse, rather than overflow, an absurd price × weight.
  const sum = repriced.reduce((a, r) => a + r.priced.totalCentavos, 0);
  if (sum > MAX_STORED_CENTAVOS) throw new RefusedError(AFTER_SALE_MSG.amountTooHigh, 'itens');
  for (const { line, priced } of repriced) {
    await tx
      .update(pedidoItens)
      .set(
        mode === 'weigh'
          ? {
              quantidadeFaturadaMilli: priced.quantidadeMilli,
              totalEmbalagemCentavos: priced.totalEmbalagemCentavos,
              totalCentavos: priced.totalCentavos,
            }
          : {
              precoUnitarioCentavos: priced.precoUnitarioCentavos,
              regraPreco: RegraPreco.ATENDENTE,
              totalEmbalagemCentavos: priced.totalEmbalagemCentavos,
              totalCentavos: priced.totalCentavos,
            },
      )
      .where(eq(pedidoItens.idpedidoitem, line.idpedidoitem));
  }
  const [order] = await tx
    .select({ taxa: pedidos.taxaEntregaCentavos, desconto: pedidos.descontoCentavos })
    .from(pedidos)
    .where(eq(pedidos.numpedido, numpedido));
  const totals = repricedOrderTotals(
    repriced.map((r) => r.priced),
    order!.taxa,
    order!.desconto,
  );
  await tx
    .update(pedidos)
    .set({
      totalItensCentavos: totals.totalItens,
      descontoCentavos: totals.desconto,
      totalCentavos: totals.total,
    })
    .where(eq(pedidos.numpedido, numpedido));
  return totals.total;
}
