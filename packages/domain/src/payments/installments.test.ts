import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos } from '../money.ts';
import { installmentOptions, isAllowedInstallment, splitInstallments } from './installments.ts';

describe('splitInstallments', () => {
  it('gives the extra centavos to the first installments', () => {
    expect(splitInstallments(centavos(10000), 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstallments(centavos(5), 3)).toEqual([2, 2, 1]);
    expect(splitInstallments(centavos(1200), 1)).toEqual([1200]);
  });
  it('always adds up to the total, installments differing by at most one centavo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        (t, n) => {
          const parts = splitInstallments(centavos(t), n);
          expect(parts).toHaveLength(n);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(t);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
  it('refuses a count that is not a positive integer', () => {
    expect(() => splitInstallments(centavos(100), 0)).toThrow(RangeError);
    expect(() => splitInstallments(centavos(100), 1.5)).toThrow(RangeError);
  });
});

describe('installmentOptions', () => {
  const policy = { maxParcelas: 6, parcelaMinimaCentavos: centavos(5000) };
  it('offers counts up to the maximum whose installment stays above the floor', () => {
    const options = installmentOptions(centavos(18000), policy);
    expect(options.map((o) => o.quantParcelas)).toEqual([1, 2, 3]);
    expect(options[2]!.parcelas).toEqual([6000, 6000, 6000]);
    expect(isAllowedInstallment(centavos(18000), policy, 3)).toBe(true);
    expect(isAllowedInstallment(centavos(18000), policy, 4)).toBe(false);
  });
  it('always offers 1× even below the floor', () => {
    expect(installmentOptions(centavos(100), policy).map((o) => o.quantParcelas)).toEqual([1]);
    expect(installmentOptions(centavos(100), { ...policy, maxParcelas: 0 })).toHaveLength(1);
  });
});
