import { describe, it, expect } from 'vitest';
import {
  addDaysIso,
  daysBetweenIso,
  isIsoDate,
  isTimeOfDay,
  isoWeekday,
  timeOfDayMinutes,
} from './calendar.ts';

describe('calendar helpers', () => {
  it('reads real ISO days only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-6-1')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });

  it('reads HH:MM from 00:00 to 23:59', () => {
    expect(timeOfDayMinutes('00:00')).toBe(0);
    expect(timeOfDayMinutes('11:30')).toBe(690);
    expect(timeOfDayMinutes('23:59')).toBe(1439);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(() => timeOfDayMinutes('9:00')).toThrow(RangeError);
    expect(() => timeOfDayMinutes('09:60')).toThrow(RangeError);
  });

  it('adds days across months and years, and counts them', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetweenIso('2026-12-25', '2027-01-01')).toBe(7);
    expect(isoWeekday('2026-06-07')).toBe(0);
    expect(() => addDaysIso('2026-02-30', 1)).toThrow(RangeError);
    expect(() => isoWeekday('amanhã')).toThrow(RangeError);
  });
});
