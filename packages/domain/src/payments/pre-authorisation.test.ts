import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos, milli } from '../money.ts';
import {
  captureSplit,
  isWeighedLine,
  isWeighedOrderLine,
  needsPreAuthorisation,
  preAuthorisationAmount,
} from './pre-authorisation.ts';

describe('pre-authorisation', () => {
  it('finds weighed lines: fractional steps or fractional quantities', () => {
    expect(isWeighedLine({ quantidadeMilli: milli(2000), granularidadeMilli: milli(250) })).toBe(
      true,
    );
    expect(isWeighedLine({ quantidadeMilli: milli(1500), granularidadeMilli: null })).toBe(true);
    expect(isWeighedLine({ quantidadeMilli: milli(3000), granularidadeMilli: milli(1000) })).toBe(
      false,
    );
    expect(
      needsPreAuthorisation([{ quantidadeMilli: milli(3000), granularidadeMilli: null }]),
    ).toBe(false);
  });
  it('adds the margin rounded up to the centavo', () => {
    expect(preAuthorisationAmount(centavos(10000), 10)).toBe(11000);
    expect(preAuthorisationAmount(centavos(999), 15)).toBe(1149); // 149,85 → 150 centavos up
    expect(preAuthorisationAmount(centavos(1000), 0)).toBe(1000);
    expect(() => preAuthorisationAmount(centavos(1000), -1)).toThrow(RangeError);
  });
  it('captures at most what was authorised and releases the rest', () => {
    expect(captureSplit(centavos(11000), centavos(10350))).toEqual({
      capturar: 10350,
      liberar: 650,
    });
    expect(captureSplit(centavos(11000), centavos(12000))).toEqual({ capturar: 11000, liberar: 0 });
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, f) => {
        const s = captureSplit(centavos(a), centavos(f));
        expect(s.capturar + s.liberar).toBe(a);
        expect(s.capturar).toBeLessThanOrEqual(f);
      }),
    );
  });
});

describe('isWeighedOrderLine', () => {
  it('sees weight units and fractional quantities', () => {
    expect(isWeighedOrderLine({ unidade: 'kg', quantidade: 2 })).toBe(true);
    expect(isWeighedOrderLine({ unidade: 'un', quantidade: 1.5 })).toBe(true);
    expect(isWeighedOrderLine({ unidade: 'un', quantidade: 3 })).toBe(false);
  });
});
