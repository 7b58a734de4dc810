import { describe, it, expect } from 'vitest';
import { isNationalHoliday, nationalHolidays } from './holidays.ts';

describe('nationalHolidays (from @brazilian-utils/brazilian-utils)', () => {
  it('lists 2026 national holidays, sorted, without the pontos facultativos', () => {
    expect(nationalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03', // Sexta-feira Santa
      '2026-04-21',
      '2026-05-01',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20', // Dia da Consciência Negra, national since Lei 14.759/2023
      '2026-12-25',
    ]);
  });

  it('knows Consciência Negra only from 2024 on', () => {
    expect(isNationalHoliday('2023-11-20')).toBe(false);
    expect(isNationalHoliday('2024-11-20')).toBe(true);
    expect(isNationalHoliday('2026-11-20')).toBe(true);
  });

  it('knows Christmas and New Year, not Carnival nor Corpus Christi', () => {
    expect(isNationalHoliday('2026-12-25')).toBe(true);
    expect(isNationalHoliday('2027-01-01')).toBe(true);
    expect(isNationalHoliday('2026-02-17')).toBe(false); // Carnaval (ponto facultativo)
    expect(isNationalHoliday('2026-06-04')).toBe(false); // Corpus Christi (ponto facultativo)
    expect(isNationalHoliday('2026-06-10')).toBe(false);
  });

  it('returns a fresh array and refuses bad input', () => {
    nationalHolidays(2026).pop();
    expect(nationalHolidays(2026)).toHaveLength(10);
    expect(() => nationalHolidays(2026.5)).toThrow(RangeError);
    expect(() => nationalHolidays(1800)).toThrow(RangeError);
    expect(() => isNationalHoliday('2026-02-30')).toThrow(RangeError);
  });
});
