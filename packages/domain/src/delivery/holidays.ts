import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { isIsoDate } from './calendar.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** First and last year the holiday library computes. */
export const HOLIDAY_YEARS = { min: 1900, max: 2099 } as const;

const byYear = new Map<number, readonly string[]>();

/**
 * Brazil's national public holidays of `year`, `YYYY-MM-DD`, sorted — the entries that
 * `@brazilian-utils/brazilian-utils` types `national`: the fixed feriados of Lei 662/1949 and
 * 10.607/2002, Nossa Senhora Aparecida, Dia da Consciência Negra (from 2024, Lei 14.759/2023)
 * and Sexta-feira Santa (observed nationwide by the federal calendar). Carnaval and Corpus
 * Christi are pontos facultativos there (type `optional`), so they are NOT included, nor are
 * state or municipal holidays: a supplier closing on them lists them in `diasFechados`.
 *
 * @throws RangeError when `year` is not an integer from 1900 to 2099.
 * @see docs/decisions/0016-delivery-rules-libraries.md, spec §4 Delivery
 */
export function nationalHolidays(year: number): string[] {
  return [...holidaysOf(year)];
}

function holidaysOf(year: number): readonly string[] {
  if (!Number.isSafeInteger(year) || year < HOLIDAY_YEARS.min || year > HOLIDAY_YEARS.max) {
    throw new RangeError(
      `holidays are known for ${HOLIDAY_YEARS.min}–${HOLIDAY_YEARS.max}: ${year}`,
    );
  }
  let dates = byYear.get(year);
  if (!dates) {
    // The library builds each date at local midnight, so its local fields are the day.
    dates = getHolidays(year)
      .filter((h) => h.type === 'national')
      .map((h) => `${h.date.getFullYear()}-${pad(h.date.getMonth() + 1)}-${pad(h.date.getDate())}`)
      .sort();
    byYear.set(year, dates);
  }
  return dates;
}

/**
 * Whether an ISO day is a national public holiday (see {@link nationalHolidays}).
 *
 * @throws RangeError for a malformed date or a year outside 1900–2099.
 * @see spec §4 Delivery
 */
export function isNationalHoliday(date: string): boolean {
  if (!isIsoDate(date)) throw new RangeError(`invalid date (YYYY-MM-DD): ${date}`);
  return holidaysOf(Number(date.slice(0, 4))).includes(date);
}
