/**
 * Calendar arithmetic on São Paulo days written as ISO `YYYY-MM-DD` and wall-clock `HH:MM`.
 * A day is only a label here, so the arithmetic runs on UTC dates and never depends on the
 * machine's time zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

function utcDay(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 02-30 over to 03-02 (and reads years 0–99 as 19xx): reject what moved.
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day
    ? ms
    : null;
}

/** Whether `date` is a real calendar day written `YYYY-MM-DD` ("2026-02-30" is not). */
export function isIsoDate(date: string): boolean {
  return utcDay(date) !== null;
}

/** Whether `time` is a wall-clock time `HH:MM`, 00:00 to 23:59. */
export function isTimeOfDay(time: string): boolean {
  return TIME_OF_DAY.test(time);
}

/**
 * Minutes since midnight of a wall-clock `HH:MM` ("11:30" → 690).
 * @throws RangeError when `time` is not `HH:MM` between 00:00 and 23:59.
 */
export function timeOfDayMinutes(time: string): number {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new RangeError(`invalid time of day (HH:MM): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function requireUtcDay(date: string): number {
  const ms = utcDay(date);
  if (ms === null) throw new RangeError(`invalid date (YYYY-MM-DD): ${date}`);
  return ms;
}

/**
 * The ISO day `days` calendar days after `date` (negative goes back).
 * @throws RangeError for a malformed date or a non-integer `days`.
 */
export function addDaysIso(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`invalid days: ${days}`);
  return new Date(requireUtcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Day of the week of an ISO day, 0 = Sunday … 6 = Saturday.
 * @throws RangeError for a malformed date.
 */
export function isoWeekday(date: string): number {
  return new Date(requireUtcDay(date)).getUTCDay();
}

/**
 * Calendar days from `from` to `to` (negative when `to` is earlier).
 * @throws RangeError for a malformed date.
 */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((requireUtcDay(to) - requireUtcDay(from)) / DAY_MS);
}
