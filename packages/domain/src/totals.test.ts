import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cartTotals } from './totals.ts';

describe('cartTotals', () => {
  it('sums the lines and adds the delivery fee', () => {
    expect(
      cartTotals([{ total: centavos(1000) }, { total: centavos(2550) }], centavos(990)),
    ).toEqual({
      totalItens: 3550,
      taxaEntrega: 990,
      desconto: 0,
      total: 4540,
    });
  });

  it('subtracts the discount', () => {
    expect(cartTotals([{ total: centavos(5000) }], centavos(1000), centavos(1500)).total).toBe(
      4500,
    );
  });

  it('never goes below 0 and caps the discount to what was applied', () => {
    expect(cartTotals([{ total: centavos(500) }], centavos(200), centavos(1000))).toEqual({
      totalItens: 500,
      taxaEntrega: 200,
      desconto: 700,
      total: 0,
    });
  });

  it('is 0 for an empty cart without fee', () => {
    expect(cartTotals([], centavos(0)).total).toBe(0);
  });

  it('rejects negative or fractional amounts', () => {
    expect(() => cartTotals([{ total: centavos(-1) }], centavos(0))).toThrow(RangeError);
    expect(() => cartTotals([], 10.5 as Centavos)).toThrow(RangeError);
    expect(() => cartTotals([], centavos(0), centavos(-5))).toThrow(RangeError);
  });

  it('property: total = sum of lines + fee − discount, floored at 0', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 50 }), amount, amount, (totals, fee, discount) => {
        const result = cartTotals(
          totals.map((total) => ({ total: centavos(total) })),
          centavos(fee),
          centavos(discount),
        );
        const sum = totals.reduce((a, b) => a + b, 0);
        expect(result.totalItens).toBe(sum);
        expect(result.total).toBe(Math.max(0, sum + fee - discount));
        expect(result.totalItens + result.taxaEntrega - result.desconto).toBe(result.total);
      }),
    );
  });
});
