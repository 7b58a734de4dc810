import type { Milli, Centavos } from './money.ts';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  centavosToReais,
  divideRoundHalfUp,
  formatBRL,
  formatQuantity,
  lineTotal,
  milliToQuantity,
  quantityToMilli,
  reaisToCentavos,
  centavos,
  milli,
} from './money.ts';

const NBSP = '\u00a0';

/** Reference: floor((p·q + 500) / 1000) on non-negative BigInts is round-half-up of p·q/1000. */
function referenceLineTotal(price: number, quantity: number): number {
  return Number((BigInt(price) * BigInt(quantity) + 500n) / 1000n);
}

/**
 * Reference of the JSON-boundary conversions: the float read as the 15-significant-digit
 * decimal it stands for, scaled by 10^scale and rounded half away from zero, all in BigInt.
 */
function referenceScaled(value: number, scale: number): number {
  const [, sign, whole, fraction = '', exponent = '0'] =
    /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(value.toPrecision(15))!;
  const digits = BigInt(whole! + fraction);
  const shift = Number(exponent) - fraction.length + scale;
  let scaled: bigint;
  if (shift >= 0) scaled = digits * 10n ** BigInt(shift);
  else {
    const d = 10n ** BigInt(-shift);
    scaled = digits / d + (2n * (digits % d) >= d ? 1n : 0n);
  }
  return Number(sign === '-' ? -scaled : scaled) + 0;
}

/** Floats as the JSON boundary sees them: whole, few decimals, float noise, and any double. */
const boundaryFloat = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }),
  fc
    .tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }))
    .map(([n, k]) => n / 10 ** k),
  fc
    .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 3 }))
    .map(([n, k]) => n / 10 ** k + 1e-12),
  fc.double({ min: -1e13, max: 1e13, noNaN: true }),
);

const price = fc.integer({ min: 0, max: 100_000_000 }); // up to R$ 1.000.000,00
const quantity = fc.integer({ min: 0, max: 1_000_000_000 }); // up to 1.000.000 units

describe('lineTotal', () => {
  it('multiplies centavos by milli-units and divides by 1000', () => {
    expect(lineTotal(centavos(1000), milli(3000))).toBe(3000);
    expect(lineTotal(centavos(1999), milli(250))).toBe(500); // 499.75 → 500
    expect(lineTotal(centavos(1), milli(500))).toBe(1); // exactly half rounds up
    expect(lineTotal(centavos(1), milli(499))).toBe(0);
    expect(lineTotal(centavos(0), milli(12_345))).toBe(0);
  });

  it('is exact where floats are not (no 0.1-style drift)', () => {
    // 3 × R$ 0,10 is R$ 0,30 — a float computation gives 0.30000000000000004
    expect(lineTotal(centavos(10), milli(3000))).toBe(30);
    expect(lineTotal(centavos(1005), milli(1000))).toBe(1005);
    expect(lineTotal(centavos(9_007_199_254_740), milli(1000))).toBe(9_007_199_254_740);
  });

  it('rejects non-integer inputs', () => {
    expect(() => lineTotal(10.5 as Centavos, milli(1000))).toThrow(RangeError);
    expect(() => lineTotal(centavos(10), 0.5 as Milli)).toThrow(RangeError);
    expect(() => lineTotal(centavos(Number.NaN), milli(1000))).toThrow(RangeError);
  });

  it('throws when the total overflows a safe integer', () => {
    expect(() => lineTotal(centavos(Number.MAX_SAFE_INTEGER), milli(2_000))).toThrow(RangeError);
  });

  it('property: equals exact decimal round-half-up (BigInt reference)', () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        expect(lineTotal(centavos(p), milli(q))).toBe(referenceLineTotal(p, q));
      }),
    );
  });

  it('property: is monotonic in quantity', () => {
    fc.assert(
      fc.property(price, quantity, quantity, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(lineTotal(centavos(p), milli(low))).toBeLessThanOrEqual(
          lineTotal(centavos(p), milli(high)),
        );
      }),
    );
  });
});

describe('divideRoundHalfUp', () => {
  it('rounds half away from zero', () => {
    expect(divideRoundHalfUp(15n, 10n)).toBe(2n);
    expect(divideRoundHalfUp(14n, 10n)).toBe(1n);
    expect(divideRoundHalfUp(-15n, 10n)).toBe(-2n);
    expect(divideRoundHalfUp(-14n, 10n)).toBe(-1n);
  });
});

describe('reaisToCentavos / centavosToReais', () => {
  it('rounds to the nearest centavo, robust to float noise', () => {
    expect(reaisToCentavos(0.1 + 0.2)).toBe(30);
    expect(reaisToCentavos(1.005)).toBe(101);
    expect(reaisToCentavos(19.99)).toBe(1999);
    expect(reaisToCentavos(1234.5)).toBe(123450);
    expect(reaisToCentavos(0.004)).toBe(0);
    expect(reaisToCentavos(0.005)).toBe(1);
    expect(reaisToCentavos(-2.5)).toBe(-250);
    expect(reaisToCentavos(1e-7)).toBe(0);
  });

  it('rejects non-finite and out-of-range values', () => {
    expect(() => reaisToCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => reaisToCentavos(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => reaisToCentavos(1e21)).toThrow(RangeError);
  });

  it('gives 2-decimal reais', () => {
    expect(centavosToReais(centavos(1999))).toBe(19.99);
    expect(centavosToReais(centavos(30))).toBe(0.3);
    expect(JSON.stringify(centavosToReais(centavos(123450)))).toBe('1234.5');
    expect(() => centavosToReais(1.5 as Centavos)).toThrow(RangeError);
  });

  it('property: centavos → reais → centavos is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (c) => {
        expect(reaisToCentavos(centavosToReais(centavos(c)))).toBe(c);
      }),
    );
  });
});

describe('reais and quantities read from JSON numbers', () => {
  it('property: equal the exact decimal reading (BigInt reference), the fast path included', () => {
    fc.assert(
      fc.property(boundaryFloat, (value) => {
        for (const [convert, scale] of [
          [reaisToCentavos, 2],
          [quantityToMilli, 3],
        ] as const) {
          const expected = referenceScaled(value, scale);
          if (Number.isSafeInteger(expected))
            expect(Object.is(convert(value), expected)).toBe(true);
          else expect(() => convert(value)).toThrow(RangeError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('gives 0, not -0, for a negative zero', () => {
    expect(Object.is(reaisToCentavos(-0), 0)).toBe(true);
    expect(Object.is(quantityToMilli(-0), 0)).toBe(true);
    expect(Object.is(quantityToMilli(-0.0001), 0)).toBe(true);
  });
});

describe('quantityToMilli / milliToQuantity', () => {
  it('rounds to 3 decimals', () => {
    expect(quantityToMilli(0.25)).toBe(250);
    expect(quantityToMilli(12)).toBe(12_000);
    expect(quantityToMilli(0.1 + 0.2)).toBe(300);
    expect(quantityToMilli(1.0005)).toBe(1001);
    expect(quantityToMilli(1.0004)).toBe(1000);
    expect(milliToQuantity(milli(250))).toBe(0.25);
    expect(milliToQuantity(milli(12_000))).toBe(12);
  });

  it('property: milli → quantity → milli is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (m) => {
        expect(quantityToMilli(milliToQuantity(milli(m)))).toBe(m);
      }),
    );
  });
});

describe('formatBRL', () => {
  it('formats centavos as pt-BR reais', () => {
    expect(formatBRL(centavos(123450))).toBe(`R$${NBSP}1.234,50`);
    expect(formatBRL(centavos(5))).toBe(`R$${NBSP}0,05`);
    expect(formatBRL(centavos(0))).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(centavos(-5))).toBe(`-R$${NBSP}0,05`);
  });

  it('is exact for large amounts', () => {
    expect(formatBRL(centavos(9_007_199_254_740_991))).toBe(`R$${NBSP}90.071.992.547.409,91`);
  });
});

describe('formatQuantity', () => {
  it('uses a comma and up to 3 decimals without trailing zeros', () => {
    expect(formatQuantity(milli(250))).toBe('0,25');
    expect(formatQuantity(milli(12_000))).toBe('12');
    expect(formatQuantity(milli(1_500))).toBe('1,5');
    expect(formatQuantity(milli(1))).toBe('0,001');
    expect(formatQuantity(milli(1_234_567))).toBe('1.234,567');
  });
});
