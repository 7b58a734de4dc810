import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatInteger,
  formatReais,
  formatTrimmed,
  groupThousands,
  scaledDigits,
} from './pt-br-number-text.ts';

// The reference is Node's own ICU (full-icu): the texts must be exactly what `Intl` writes.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const upTo3 = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

/** `value / 10^scale` as the exact decimal string Intl accepts ("-12.345"). */
function decimal(value: number, scale: number): `${number}` {
  const { negative, whole, fraction } = scaledDigits(value, scale);
  return `${negative ? '-' : ''}${whole}.${fraction}` as `${number}`;
}

/** Integers of every length up to the largest safe one, small ones more often. */
const safeIntegers = fc.oneof(
  fc.integer({ min: -2_000_000, max: 2_000_000 }),
  fc.maxSafeInteger(),
  fc.constantFrom(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 0, -0),
  fc
    .integer({ min: 0, max: 15 })
    .chain((digits) => fc.integer({ min: -(10 ** digits), max: 10 ** digits })),
);

describe('groupThousands', () => {
  it('puts a "." before every group of three digits from the right', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1.000');
    expect(groupThousands('123456')).toBe('123.456');
    expect(groupThousands('1234567')).toBe('1.234.567');
  });
});

describe('formatInteger', () => {
  it("is n.toLocaleString('pt-BR') for every safe integer", () => {
    fc.assert(fc.property(safeIntegers, (n) => formatInteger(n) === n.toLocaleString('pt-BR')));
    expect(formatInteger(10_000)).toBe('10.000');
    expect(formatInteger(-1_000)).toBe('-1.000');
  });

  it('refuses what is not a safe integer', () => {
    expect(() => formatInteger(1.5)).toThrow(RangeError);
    expect(() => formatInteger(Number.NaN)).toThrow(RangeError);
    expect(() => formatInteger(2 ** 53)).toThrow(RangeError);
  });
});

describe('formatReais', () => {
  it("is Intl's pt-BR BRL currency text of centavos / 100", () => {
    fc.assert(fc.property(safeIntegers, (c) => formatReais(c) === brl.format(decimal(c, 2))));
  });

  it('writes the sign before "R$" and a no-break space after it', () => {
    expect(formatReais(-5)).toBe('-R$\u00a00,05');
    expect(formatReais(0)).toBe('R$\u00a00,00');
    expect(formatReais(-0)).toBe('R$\u00a00,00');
  });
});

describe('formatTrimmed', () => {
  it("is Intl's pt-BR text with at most 3 decimals of milli / 1000", () => {
    fc.assert(
      fc.property(safeIntegers, (m) => formatTrimmed(m, 3) === upTo3.format(decimal(m, 3))),
    );
  });

  it('drops trailing zeros and the comma with them', () => {
    expect(formatTrimmed(1_500, 3)).toBe('1,5');
    expect(formatTrimmed(12_000, 3)).toBe('12');
    expect(formatTrimmed(-1, 3)).toBe('-0,001');
  });
});
