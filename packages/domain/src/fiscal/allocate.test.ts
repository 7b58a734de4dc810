import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos } from '../money.ts';
import { allocateProportionally } from './allocate.ts';

describe('allocateProportionally (NF-e vFrete/vDesc per item)', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocateProportionally(centavos(100), [centavos(1), centavos(1), centavos(1)])).toEqual([
      34, 33, 33,
    ]);
    expect(allocateProportionally(centavos(990), [centavos(0), centavos(0)])).toEqual([990, 0]);
  });

  it('always adds up to the amount, never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        (amount, weights) => {
          const parts = allocateProportionally(centavos(amount), weights.map(centavos));
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});
