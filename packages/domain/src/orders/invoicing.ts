import { lineTotal, type Centavos, type Milli } from '../money.ts';
import { cartTotals, type CartTotals } from '../totals.ts';

/** A line of a placed order, as the invoicing and the quote pricing see it (centavos, milli). */
export interface OrderLineAmounts {
  idproduto: number;
  quantidadeMilli: Milli;
  precoUnitarioCentavos: Centavos;
  /** Gift packaging, centavos per unit (0 when none). */
  embalagemUnitariaCentavos: Centavos;
}

/** A line after a change of quantity or price: what is stored and invoiced. */
export interface RepricedLine {
  idproduto: number;
  quantidadeMilli: Milli;
  precoUnitarioCentavos: Centavos;
  totalEmbalagemCentavos: Centavos;
  /** Item total plus packaging. */
  totalCentavos: Centavos;
}

/** One line's total: price × quantity plus packaging × quantity, each rounded half up. */
export function repriceLine(line: OrderLineAmounts): RepricedLine {
  const packaging = lineTotal(line.embalagemUnitariaCentavos, line.quantidadeMilli);
  const items = lineTotal(line.precoUnitarioCentavos, line.quantidadeMilli);
  return {
    idproduto: line.idproduto,
    quantidadeMilli: line.quantidadeMilli,
    precoUnitarioCentavos: line.precoUnitarioCentavos,
    totalEmbalagemCentavos: packaging,
    totalCentavos: (items + packaging) as Centavos,
  };
}

/**
 * The order's totals after its lines changed (weighed at picking, or priced as a quote): the
 * delivery fee and the discount stay as placed; the discount never exceeds the new sum (see
 * `cartTotals`).
 * @see ADR 0024 invoicing with the weighed quantities
 */
export function repricedOrderTotals(
  lines: readonly RepricedLine[],
  taxaEntrega: Centavos,
  desconto: Centavos,
): CartTotals {
  return cartTotals(
    lines.map((l) => ({ total: l.totalCentavos })),
    taxaEntrega,
    desconto,
  );
}
