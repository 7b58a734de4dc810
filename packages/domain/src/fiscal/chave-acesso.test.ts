import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chaveAcesso,
  chaveAcessoDv,
  formatChaveAcesso,
  isChaveAcessoValida,
} from './chave-acesso.ts';

const parts = {
  cUF: 35,
  emissao: { ano: 2026, mes: 11 },
  cnpj: '11.444.777/0001-61',
  modelo: 55 as const,
  serie: 1,
  nNF: 123,
  tpEmis: 1,
  cNF: 45678901,
};

describe('NF-e access key (ADR 0025)', () => {
  it('lays out the 44 digits as the manual says, check digit last', () => {
    const chave = chaveAcesso(parts);
    expect(chave).toHaveLength(44);
    expect(chave.slice(0, 2)).toBe('35');
    expect(chave.slice(2, 6)).toBe('2611');
    expect(chave.slice(6, 20)).toBe('11444777000161');
    expect(chave.slice(20, 22)).toBe('55');
    expect(chave.slice(22, 25)).toBe('001');
    expect(chave.slice(25, 34)).toBe('000000123');
    expect(chave.slice(34, 35)).toBe('1');
    expect(chave.slice(35, 43)).toBe('45678901');
    expect(isChaveAcessoValida(chave)).toBe(true);
  });

  it('matches a published key (SEFAZ manual example)', () => {
    // Known-good key of the NF-e manual's example: its last digit is its modulo-11 DV.
    const known = '35080599999090910270550010000000015180051273';
    expect(chaveAcessoDv(known.slice(0, 43))).toBe(Number(known[43]));
  });

  it('gives 0 for remainders 0 and 1', () => {
    expect(chaveAcessoDv('0'.repeat(43))).toBe(0);
  });

  it('refuses parts out of range and cNF equal to nNF', () => {
    expect(() => chaveAcesso({ ...parts, cnpj: '123' })).toThrow(RangeError);
    expect(() => chaveAcesso({ ...parts, nNF: 0 })).toThrow(RangeError);
    expect(() => chaveAcesso({ ...parts, cNF: 123 })).toThrow(RangeError);
    expect(() => chaveAcesso({ ...parts, emissao: { ano: 2026, mes: 13 } })).toThrow(RangeError);
  });

  const keyParts = fc.record({
    cUF: fc.constantFrom(11, 29, 33, 35, 41, 53),
    emissao: fc.record({
      ano: fc.integer({ min: 2000, max: 2099 }),
      mes: fc.integer({ min: 1, max: 12 }),
    }),
    cnpj: fc.stringMatching(/^\d{14}$/),
    modelo: fc.constant(55 as const),
    serie: fc.integer({ min: 0, max: 999 }),
    nNF: fc.integer({ min: 1, max: 999_999_999 }),
    tpEmis: fc.integer({ min: 1, max: 9 }),
    cNF: fc.integer({ min: 0, max: 99_999_999 }),
  });

  it('always builds a valid 44-digit key whose other check digits are refused', () => {
    fc.assert(
      fc.property(keyParts, fc.integer({ min: 1, max: 9 }), (p, delta) => {
        fc.pre(p.cNF !== p.nNF);
        const chave = chaveAcesso(p);
        expect(chave).toMatch(/^\d{44}$/);
        expect(isChaveAcessoValida(chave)).toBe(true);
        const wrongDv = chave.slice(0, 43) + String((Number(chave[43]) + delta) % 10);
        expect(isChaveAcessoValida(wrongDv)).toBe(false);
      }),
    );
  });

  it('prints in blocks of four', () => {
    expect(formatChaveAcesso('1'.repeat(44)).split(' ')).toHaveLength(11);
  });
});
