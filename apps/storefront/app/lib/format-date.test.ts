import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCalendarDate } from './format-date';

// The reference: what `Intl` wrote before ADR 0093 (Node's full ICU).
const intlDay = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('formatCalendarDate', () => {
  it('writes the weekday and the day as Intl does in pt-BR', () => {
    expect(formatCalendarDate('2025-03-14')).toBe('sexta-feira, 14/03/2025');
    expect(formatCalendarDate('2025-03-15')).toBe('sábado, 15/03/2025');
    expect(formatCalendarDate('2025-03-16T10:00:00Z')).toBe('domingo, 16/03/2025');
  });

  it('equals Intl for every calendar day from year 1000 to 9999', () => {
    const days = fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(days, (date) => {
        const iso = date.toISOString().slice(0, 10);
        return formatCalendarDate(iso) === intlDay.format(new Date(`${iso}T00:00:00Z`));
      }),
    );
  });

  it('returns what it cannot read as it came', () => {
    expect(formatCalendarDate('amanhã')).toBe('amanhã');
    expect(formatCalendarDate('')).toBe('');
  });
});
