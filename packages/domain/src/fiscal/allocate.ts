import { centavos, type Centavos } from '../money.ts';

/**
 * Splits `amount` over lines in proportion to `weights` (largest remainder), so the parts add up
 * to `amount` exactly — how an order's freight and discount become the NF-e items' vFrete and
 * vDesc, whose sums must equal the totals.
 * @param amount - centavos, ≥ 0.
 * @param weights - centavos per line, ≥ 0; all zero → everything on the first line.
 * @throws RangeError when amount or a weight is negative or not an integer, or there are no lines.
 */
export function allocateProportionally(amount: Centavos, weights: readonly Centavos[]): Centavos[] {
  if (weights.length === 0) throw new RangeError('sem itens para ratear');
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('valor inválido');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('peso inválido');
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) return weights.map((_, i) => centavos(i === 0 ? amount : 0));
  const exact = weights.map((w) => (BigInt(amount) * BigInt(w)) / BigInt(sum));
  const rest = weights.map((w, i) => ({
    i,
    r: (BigInt(amount) * BigInt(w)) % BigInt(sum),
  }));
  let left = amount - exact.reduce((a, v) => a + Number(v), 0);
  const parts = exact.map(Number);
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rest) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts.map(centavos);
}
