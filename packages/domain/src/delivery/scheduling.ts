import { addDaysIso, daysBetweenIso, isIsoDate, isoWeekday, timeOfDayMinutes } from './calendar.ts';
import type { DeliveryFormRule, DeliveryWindow } from './delivery-form.ts';
import { isNationalHoliday } from './holidays.ts';
import { onFirstUse } from '../on-first-use.ts';

/** A window offered on one date, with the orders it can still take (`vagas` ≥ 1). */
export interface OfferedWindow {
  idjanela: number;
  inicio: string;
  fim: string;
  vagas: number;
}

/** A date a form can deliver (or hand over) on, with its offered windows ([] for no windows). */
export interface SchedulingDate {
  data: string;
  janelas: OfferedWindow[];
}

/** Orders already booked per window and date, keyed by {@link bookingKey}. */
export type WindowBookings = ReadonlyMap<string, number>;

/** How many days after today (São Paulo) a date may be scheduled at most. */
export const SCHEDULING_HORIZON_DAYS = 90;

/** How many dates {@link schedulingDates} returns by default. */
export const DEFAULT_SCHEDULING_DATES = 5;

/** Key of {@link WindowBookings}: `${data}#${idjanela}` ("2026-06-10#3"). */
export function bookingKey(data: string, idjanela: number): string {
  return `${data}#${idjanela}`;
}

const SAO_PAULO = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * The São Paulo calendar day (`YYYY-MM-DD`) and wall-clock minutes since midnight of an instant,
 * read through the IANA zone America/Sao_Paulo (no fixed offset is assumed).
 *
 * @throws RangeError for an invalid Date.
 * @see spec §4 Delivery
 */
export function saoPauloNow(now: Date): { data: string; minutos: number } {
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid Date');
  const part: Record<string, string> = {};
  for (const { type, value } of SAO_PAULO().formatToParts(now)) part[type] = value;
  return {
    data: `${part.year}-${part.month}-${part.day}`,
    minutos: Number(part.hour) * 60 + Number(part.minute),
  };
}

/**
 * Whether `data` is closed for the form: a Sunday when `fechaDomingo`, a national holiday
 * ({@link isNationalHoliday}) when `fechaFeriados`, or one of `diasFechados`.
 *
 * @throws RangeError for a malformed `data` (`YYYY-MM-DD`, a real day).
 * @see spec §4 Delivery
 */
export function isClosedDay(form: DeliveryFormRule, data: string): boolean {
  if (!isIsoDate(data)) throw new RangeError(`invalid date (YYYY-MM-DD): ${data}`);
  if (form.fechaDomingo && isoWeekday(data) === 0) return true;
  if (form.diasFechados.includes(data)) return true;
  return form.fechaFeriados && isNationalHoliday(data);
}

interface Clock {
  today: string;
  minutos: number;
  earliest: string;
  last: string;
}

/** Today in São Paulo, the earliest date the form can serve and the last one of the horizon. */
function clockOf(form: DeliveryFormRule, now: Date): Clock {
  if (!Number.isSafeInteger(form.prazoDias) || form.prazoDias < 0) {
    throw new RangeError(`invalid prazoDias: ${form.prazoDias}`);
  }
  const { data: today, minutos } = saoPauloNow(now);
  const afterCutOff = minutos > timeOfDayMinutes(form.horarioCorte);
  return {
    today,
    minutos,
    earliest: addDaysIso(today, form.prazoDias + (afterCutOff ? 1 : 0)),
    last: addDaysIso(today, SCHEDULING_HORIZON_DAYS),
  };
}

function checkedWindows(janelas: readonly DeliveryWindow[]): DeliveryWindow[] {
  for (const w of janelas) {
    timeOfDayMinutes(w.inicio);
    timeOfDayMinutes(w.fim);
    if (!Number.isSafeInteger(w.capacidade) || w.capacidade < 1) {
      throw new RangeError(`invalid capacidade of window ${w.idjanela}: ${w.capacidade}`);
    }
  }
  return [...janelas].sort((a, b) => a.inicio.localeCompare(b.inicio) || a.idjanela - b.idjanela);
}

type WindowState = { vagas: number } | 'LOTADA' | 'INICIADA';

function windowState(
  w: DeliveryWindow,
  data: string,
  clock: Clock,
  booked: WindowBookings,
): WindowState {
  if (data === clock.today && timeOfDayMinutes(w.inicio) <= clock.minutos) return 'INICIADA';
  const vagas = w.capacidade - (booked.get(bookingKey(data, w.idjanela)) ?? 0);
  return vagas >= 1 ? { vagas } : 'LOTADA';
}

/** Whether a date is schedulable at all, windows aside: within earliest…horizon and open. */
function isOpenDate(form: DeliveryFormRule, data: string, clock: Clock): boolean {
  return (
    daysBetweenIso(clock.earliest, data) >= 0 &&
    daysBetweenIso(data, clock.last) >= 0 &&
    !isClosedDay(form, data)
  );
}

/**
 * The next `count` dates the form can deliver (or hand over) on, earliest first, looking at most
 * {@link SCHEDULING_HORIZON_DAYS} (90) days after today (São Paulo).
 *
 * The earliest date is today (São Paulo) + `prazoDias`, one more day when now is past
 * `horarioCorte` (an order placed during the cut-off minute itself still counts as today's).
 * Closed days ({@link isClosedDay}) are skipped. With windows, a window is offered on date D only
 * when its bookings are below `capacidade` (`vagas` = capacidade − booked) and, when D is today,
 * its `inicio` is later than now; a date with no offered window is skipped; windows are sorted
 * by `inicio`. Without windows every open date is offered with `janelas: []`.
 *
 * @param now - the instant of the request.
 * @param booked - orders already booked per window and date ({@link bookingKey}).
 * @param count - how many dates, a non-negative integer (default 5).
 * @throws RangeError for a malformed `horarioCorte`, window time, `capacidade` or `prazoDias`,
 *   a bad `count`, or an invalid `now`.
 * @see spec §4 Delivery "its first scheduling date", §8 'Falha ao consultar agendamentos'
 */
export function schedulingDates(
  form: DeliveryFormRule,
  now: Date,
  booked: WindowBookings,
  count: number = DEFAULT_SCHEDULING_DATES,
): SchedulingDate[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`invalid count: ${count}`);
  const clock = clockOf(form, now);
  const janelas = checkedWindows(form.janelas);
  const dates: SchedulingDate[] = [];
  for (
    let data = clock.earliest;
    dates.length < count && daysBetweenIso(data, clock.last) >= 0;
    data = addDaysIso(data, 1)
  ) {
    if (isClosedDay(form, data)) continue;
    if (janelas.length === 0) {
      dates.push({ data, janelas: [] });
      continue;
    }
    const offered: OfferedWindow[] = [];
    for (const w of janelas) {
      const state = windowState(w, data, clock, booked);
      if (typeof state === 'object') {
        offered.push({ idjanela: w.idjanela, inicio: w.inicio, fim: w.fim, vagas: state.vagas });
      }
    }
    if (offered.length > 0) dates.push({ data, janelas: offered });
  }
  return dates;
}

/** Why a chosen date/window can no longer be scheduled. @see {@link checkSchedule} */
export type ScheduleRefusal =
  'DATA_INDISPONIVEL' | 'JANELA_OBRIGATORIA' | 'JANELA_INVALIDA' | 'JANELA_LOTADA';

/**
 * Re-checks a chosen date and window when the order is placed, with the same rules as
 * {@link schedulingDates} (any date up to the 90-day horizon, not only the first `count`):
 * null when it is still offered. Otherwise, in this order: JANELA_OBRIGATORIA when the form has
 * windows and `idjanela` is null; JANELA_INVALIDA when `idjanela` is not a window of this form
 * (or the form has none); DATA_INDISPONIVEL when the date is malformed, past, before the earliest
 * date (lead time, cut-off), beyond the horizon or closed; JANELA_LOTADA when the window is full
 * on that date; DATA_INDISPONIVEL when the window has already started today.
 *
 * A malformed `data` is the customer's input, so it is refused rather than thrown.
 *
 * @throws RangeError for a malformed form (as {@link schedulingDates}) or an invalid `now`.
 * @see spec §4 Delivery, §7 Orders formaEntrega.data_de_entrega
 */
export function checkSchedule(
  form: DeliveryFormRule,
  now: Date,
  booked: WindowBookings,
  data: string,
  idjanela: number | null,
): ScheduleRefusal | null {
  const clock = clockOf(form, now);
  const janelas = checkedWindows(form.janelas);
  if (janelas.length > 0 && idjanela === null) return 'JANELA_OBRIGATORIA';
  const janela = idjanela === null ? null : janelas.find((w) => w.idjanela === idjanela);
  if (janela === undefined) return 'JANELA_INVALIDA';
  if (!isIsoDate(data) || !isOpenDate(form, data, clock)) return 'DATA_INDISPONIVEL';
  if (janela === null) return null;
  const state = windowState(janela, data, clock, booked);
  if (state === 'LOTADA') return 'JANELA_LOTADA';
  return state === 'INICIADA' ? 'DATA_INDISPONIVEL' : null;
}
