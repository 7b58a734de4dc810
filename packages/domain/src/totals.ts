import { centavos, ZERO_CENTAVOS, type Centavos } from './money.ts';

/** The cart's money summary, all in centavos. */
export interface CartTotals {
  /** Sum of the line totals. */
  totalItens: Centavos;
  taxaEntrega: Centavos;
  /** The discount actually applied: never more than items plus delivery. */
  desconto: Centavos;
  /** totalItens + taxaEntrega − desconto, never below 0. */
  total: Centavos;
}

function assertAmount(value: Centavos, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of centavos, got ${value}`);
  }
}

/**
 * Totals of a cart: the sum of the line totals, plus the delivery fee, minus the discount.
 * The total never goes below 0; when the discount exceeds items plus delivery, the returned
 * `desconto` is capped so that `totalItens + taxaEntrega − desconto === total` always holds
 * (the receipt adds up).
 *
 * @param lines - priced lines; `total` in centavos (items plus gift packaging).
 * @param taxaEntrega - delivery fee, centavos.
 * @param desconto - discount, centavos (default 0).
 * @throws RangeError when an amount is negative or not a safe integer, or the sum overflows.
 * @see spec §3 Cart (totalCompras, taxaEntrega), §5 price of a line
 */
export function cartTotals(
  lines: ReadonlyArray<{ total: Centavos }>,
  taxaEntrega: Centavos,
  desconto: Centavos = ZERO_CENTAVOS,
): CartTotals {
  assertAmount(taxaEntrega, 'taxaEntrega');
  assertAmount(desconto, 'desconto');
  let sum = 0;
  for (const line of lines) {
    assertAmount(line.total, 'line total');
    sum += line.total;
  }
  const totalItens = centavos(sum);
  assertAmount(centavos(totalItens + taxaEntrega), 'cart total');
  const applied = centavos(Math.min(desconto, totalItens + taxaEntrega));
  return {
    totalItens,
    taxaEntrega,
    desconto: applied,
    total: centavos(totalItens + taxaEntrega - applied),
  };
}
