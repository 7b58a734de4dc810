import { describe, it, expect } from 'vitest';
import { cepInRanges, isValidFaixaCep, normalizeCep } from './cep-range.ts';

const CAPITAL_SP = { inicio: '01000000', fim: '05999999' };
const ZONA_LESTE = { inicio: '08000000', fim: '08499999' };

describe('cepInRanges', () => {
  it('includes both ends and excludes their neighbours', () => {
    expect(cepInRanges('01000000', [CAPITAL_SP])).toBe(true);
    expect(cepInRanges('05999999', [CAPITAL_SP])).toBe(true);
    expect(cepInRanges('00999999', [CAPITAL_SP])).toBe(false);
    expect(cepInRanges('06000000', [CAPITAL_SP])).toBe(false);
  });

  it('accepts a dash and matches any range', () => {
    expect(cepInRanges('01310-100', [ZONA_LESTE, CAPITAL_SP])).toBe(true);
    expect(cepInRanges('08210-000', [ZONA_LESTE, CAPITAL_SP])).toBe(true);
    expect(cepInRanges('07000-000', [ZONA_LESTE, CAPITAL_SP])).toBe(false);
    expect(cepInRanges('01310100', [])).toBe(false);
  });

  it('puts a malformed CEP in no range and refuses a malformed range', () => {
    expect(cepInRanges('1310100', [CAPITAL_SP])).toBe(false);
    expect(cepInRanges('01310-10a', [CAPITAL_SP])).toBe(false);
    expect(() => cepInRanges('01310100', [{ inicio: '0100', fim: '05999999' }])).toThrow(
      RangeError,
    );
    expect(() => cepInRanges('01310100', [{ inicio: '05999999', fim: '01000000' }])).toThrow(
      RangeError,
    );
  });
});

describe('normalizeCep / isValidFaixaCep', () => {
  it('strips the dash', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep(' 01310100 ')).toBe('01310100');
    expect(normalizeCep('01.310-100')).toBeNull();
  });

  it('wants 8 digits each and inicio ≤ fim', () => {
    expect(isValidFaixaCep(CAPITAL_SP)).toBe(true);
    expect(isValidFaixaCep({ inicio: '01000000', fim: '01000000' })).toBe(true);
    expect(isValidFaixaCep({ inicio: '01000-000', fim: '05999999' })).toBe(false);
  });
});
