import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos } from '../money.ts';
import { buildBoleto, dueDateFactor, formatLinhaDigitavel, mod10, mod11Barcode } from './boleto.ts';

describe('boleto numbers (FEBRABAN)', () => {
  it('computes the due-date factor, with the 2025 restart at 1000', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2026-11-27')).toBe(String(1000 + 643));
    expect(() => dueDateFactor('1999-01-01')).toThrow(RangeError);
    expect(() => dueDateFactor('27/11/2026')).toThrow(RangeError);
  });
  it('computes the check digits of a published example', () => {
    // Banco do Brasil example of @brazilian-utils' documentation.
    const linha = '00190000090114971860168524522114675860000102656';
    expect(mod10('001900000')).toBe(linha[9]);
    const barcode =
      '0019' + linha.slice(33) + linha.slice(4, 9) + linha.slice(10, 20) + linha.slice(21, 31);
    expect(mod11Barcode(barcode)).toBe(linha[32]);
  });
  it('builds a valid 44-digit barcode and 47-digit linha digitável', () => {
    const b = buildBoleto({
      banco: '237',
      vencimento: '2026-11-27',
      valorCentavos: centavos(15990),
      campoLivre: '1234567890123456789012345',
    });
    expect(b.codigoBarras).toMatch(/^\d{44}$/);
    expect(b.linhaDigitavel).toMatch(/^\d{47}$/);
    expect(isValidBoleto(b.linhaDigitavel)).toBe(true);
    const info = getBoletoInfo(b.linhaDigitavel, {
      referenceDate: new Date('2026-11-24T12:00:00Z'),
    });
    expect(info?.amount).toBe(15990);
    expect(info?.bankCode).toBe('237');
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(formatLinhaDigitavel(b.linhaDigitavel)).toMatch(
      /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
    );
  });
  it('is valid for any amount, date and campo livre (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.date({
          min: new Date('2025-03-01T00:00:00Z'),
          max: new Date('2040-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.stringMatching(/^\d{25}$/),
        (valor, date, campoLivre) => {
          const b = buildBoleto({
            banco: '341',
            vencimento: date.toISOString().slice(0, 10),
            valorCentavos: centavos(valor),
            campoLivre,
          });
          expect(isValidBoleto(b.linhaDigitavel)).toBe(true);
          expect(b.codigoBarras.slice(9, 19)).toBe(String(valor).padStart(10, '0'));
          expect(b.linhaDigitavel.slice(37)).toBe(String(valor).padStart(10, '0'));
        },
      ),
      { numRuns: 300 },
    );
  });
  it('refuses malformed input', () => {
    const ok = {
      banco: '237',
      vencimento: '2026-11-27',
      valorCentavos: centavos(1),
      campoLivre: '1'.repeat(25),
    };
    expect(() => buildBoleto({ ...ok, banco: '23' })).toThrow(RangeError);
    expect(() => buildBoleto({ ...ok, campoLivre: '1' })).toThrow(RangeError);
    expect(() => buildBoleto({ ...ok, valorCentavos: centavos(10_000_000_000) })).toThrow(
      RangeError,
    );
  });
});
