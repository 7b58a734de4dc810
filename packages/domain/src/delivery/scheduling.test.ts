import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { centavos } from '../money.ts';
import { addDaysIso, daysBetweenIso, isoWeekday } from './calendar.ts';
import type { DeliveryFormRule, DeliveryWindow } from './delivery-form.ts';
import { isNationalHoliday } from './holidays.ts';
import {
  SCHEDULING_HORIZON_DAYS,
  bookingKey,
  checkSchedule,
  isClosedDay,
  saoPauloNow,
  schedulingDates,
  type WindowBookings,
} from './scheduling.ts';

function form(overrides: Partial<DeliveryFormRule> = {}): DeliveryFormRule {
  return {
    idformaentrega: 1,
    nome: 'Entrega agendada',
    tipo: 'DELIVERY',
    poligonos: [],
    faixasCep: [],
    taxa: { tipo: 'FIXA', valorCentavos: centavos(1500) },
    gratisAcimaDeCentavos: null,
    pedidoMinimoCentavos: centavos(0),
    prazoDias: 1,
    horarioCorte: '11:00',
    janelas: [],
    fechaDomingo: true,
    fechaFeriados: true,
    diasFechados: [],
    origem: null,
    ...overrides,
  };
}

const MORNING: DeliveryWindow = { idjanela: 1, inicio: '08:00', fim: '12:00', capacidade: 2 };
const AFTERNOON: DeliveryWindow = { idjanela: 2, inicio: '13:00', fim: '18:00', capacidade: 1 };
const NONE: WindowBookings = new Map();
/** An instant given as São Paulo wall clock (UTC−3 since 2019, checked by saoPauloNow below). */
const sp = (dateTime: string): Date => new Date(`${dateTime}:00-03:00`);
const dates = (list: { data: string }[]): string[] => list.map((d) => d.data);

describe('saoPauloNow', () => {
  it('reads the São Paulo day and minutes, not the UTC ones', () => {
    expect(saoPauloNow(new Date('2026-06-10T13:59:00Z'))).toEqual({
      data: '2026-06-10',
      minutos: 10 * 60 + 59,
    });
    // 01:30 UTC on the 11th is still 22:30 on the 10th in São Paulo.
    expect(saoPauloNow(new Date('2026-06-11T01:30:00Z'))).toEqual({
      data: '2026-06-10',
      minutos: 22 * 60 + 30,
    });
    expect(saoPauloNow(new Date('2026-06-11T03:00:00Z'))).toEqual({
      data: '2026-06-11',
      minutos: 0,
    });
    expect(() => saoPauloNow(new Date('nope'))).toThrow(RangeError);
  });
});

describe('schedulingDates: earliest date and cut-off', () => {
  // 2026-06-10 is a Wednesday.
  it('10:59 is before an 11:00 cut-off: earliest is tomorrow', () => {
    expect(dates(schedulingDates(form(), sp('2026-06-10T10:59'), NONE, 3))).toEqual([
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
    ]);
  });

  it('11:01 is past it: one more day', () => {
    expect(dates(schedulingDates(form(), sp('2026-06-10T11:01'), NONE, 1))).toEqual(['2026-06-12']);
  });

  it('counts the São Paulo day near UTC midnight', () => {
    const sameDay = form({ prazoDias: 0, horarioCorte: '23:00' });
    // 22:30 in São Paulo on the 10th, already the 11th in UTC.
    const now = new Date('2026-06-11T01:30:00Z');
    expect(dates(schedulingDates(sameDay, now, NONE, 2))).toEqual(['2026-06-10', '2026-06-11']);
    // 23:30 in São Paulo: past the cut-off, so the 11th.
    expect(dates(schedulingDates(sameDay, new Date('2026-06-11T02:30:00Z'), NONE, 1))).toEqual([
      '2026-06-11',
    ]);
  });

  it('defaults to 5 dates and refuses a malformed cut-off or count', () => {
    expect(schedulingDates(form(), sp('2026-06-10T10:00'), NONE)).toHaveLength(5);
    expect(schedulingDates(form(), sp('2026-06-10T10:00'), NONE, 0)).toEqual([]);
    expect(() => schedulingDates(form({ horarioCorte: '11h' }), new Date(), NONE)).toThrow(
      RangeError,
    );
    expect(() => schedulingDates(form(), new Date(), NONE, -1)).toThrow(RangeError);
  });
});

describe('schedulingDates: closed days', () => {
  it('skips Sunday', () => {
    // Saturday 2026-06-06 → Sunday 07 skipped.
    expect(dates(schedulingDates(form(), sp('2026-06-06T10:00'), NONE, 2))).toEqual([
      '2026-06-08',
      '2026-06-09',
    ]);
    expect(
      dates(schedulingDates(form({ fechaDomingo: false }), sp('2026-06-06T10:00'), NONE, 1)),
    ).toEqual(['2026-06-07']);
  });

  it('skips national holidays: Consciência Negra, Christmas, New Year', () => {
    expect(dates(schedulingDates(form(), sp('2026-11-19T10:00'), NONE, 1))).toEqual(['2026-11-21']);
    expect(dates(schedulingDates(form(), sp('2026-12-24T10:00'), NONE, 2))).toEqual([
      '2026-12-26',
      '2026-12-28',
    ]);
    expect(dates(schedulingDates(form(), sp('2026-12-31T10:00'), NONE, 1))).toEqual(['2027-01-02']);
    expect(
      dates(schedulingDates(form({ fechaFeriados: false }), sp('2026-11-19T10:00'), NONE, 1)),
    ).toEqual(['2026-11-20']);
  });

  it("skips the supplier's closed dates", () => {
    const f = form({ diasFechados: ['2026-06-11', '2026-06-12'] });
    expect(dates(schedulingDates(f, sp('2026-06-10T10:00'), NONE, 1))).toEqual(['2026-06-13']);
  });

  it('isClosedDay combines the three and refuses a malformed date', () => {
    expect(isClosedDay(form(), '2026-06-07')).toBe(true);
    expect(isClosedDay(form(), '2026-12-25')).toBe(true);
    expect(isClosedDay(form({ diasFechados: ['2026-06-10'] }), '2026-06-10')).toBe(true);
    expect(isClosedDay(form(), '2026-06-10')).toBe(false);
    expect(() => isClosedDay(form(), '10/06/2026')).toThrow(RangeError);
  });

  it('finds nothing when everything is closed within the 90-day horizon', () => {
    const f = form({ prazoDias: SCHEDULING_HORIZON_DAYS + 1 });
    expect(schedulingDates(f, sp('2026-06-10T10:00'), NONE)).toEqual([]);
  });
});

describe('schedulingDates: windows', () => {
  const windowed = form({ janelas: [AFTERNOON, MORNING] });

  it('offers every window with its vacancies, sorted by start', () => {
    const [first] = schedulingDates(windowed, sp('2026-06-10T10:00'), NONE, 1);
    expect(first).toEqual({
      data: '2026-06-11',
      janelas: [
        { idjanela: 1, inicio: '08:00', fim: '12:00', vagas: 2 },
        { idjanela: 2, inicio: '13:00', fim: '18:00', vagas: 1 },
      ],
    });
  });

  it('never offers a full window, and skips a date whose windows are all full', () => {
    const booked = new Map([
      [bookingKey('2026-06-11', 2), 1],
      [bookingKey('2026-06-11', 1), 1],
      [bookingKey('2026-06-12', 1), 2],
      [bookingKey('2026-06-12', 2), 1],
    ]);
    const result = schedulingDates(windowed, sp('2026-06-10T10:00'), booked, 2);
    expect(result).toEqual([
      { data: '2026-06-11', janelas: [{ idjanela: 1, inicio: '08:00', fim: '12:00', vagas: 1 }] },
      {
        data: '2026-06-13',
        janelas: [
          { idjanela: 1, inicio: '08:00', fim: '12:00', vagas: 2 },
          { idjanela: 2, inicio: '13:00', fim: '18:00', vagas: 1 },
        ],
      },
    ]);
    // Overbooked (capacity lowered after the bookings) counts as full too.
    const over = new Map([[bookingKey('2026-06-11', 2), 5]]);
    expect(schedulingDates(windowed, sp('2026-06-10T10:00'), over, 1)[0]?.janelas).toHaveLength(1);
  });

  it('never offers a same-day window that has already started', () => {
    const sameDay = form({ prazoDias: 0, horarioCorte: '18:00', janelas: [MORNING, AFTERNOON] });
    const [today] = schedulingDates(sameDay, sp('2026-06-10T09:00'), NONE, 1);
    expect(today).toEqual({
      data: '2026-06-10',
      janelas: [{ idjanela: 2, inicio: '13:00', fim: '18:00', vagas: 1 }],
    });
    const [atStart] = schedulingDates(sameDay, sp('2026-06-10T13:00'), NONE, 1);
    expect(atStart?.data).toBe('2026-06-11');
  });
});

describe('checkSchedule', () => {
  const windowed = form({ janelas: [MORNING, AFTERNOON] });
  const now = sp('2026-06-10T10:00');

  it('accepts an offered date and window', () => {
    expect(checkSchedule(windowed, now, NONE, '2026-06-11', 2)).toBeNull();
    expect(checkSchedule(form(), now, NONE, '2026-06-11', null)).toBeNull();
    expect(checkSchedule(form(), now, NONE, addDaysIso('2026-06-10', 90), null)).toBeNull();
  });

  it('wants a window of the form', () => {
    expect(checkSchedule(windowed, now, NONE, '2026-06-11', null)).toBe('JANELA_OBRIGATORIA');
    expect(checkSchedule(windowed, now, NONE, '2026-06-11', 99)).toBe('JANELA_INVALIDA');
    expect(checkSchedule(form(), now, NONE, '2026-06-11', 1)).toBe('JANELA_INVALIDA');
  });

  it('refuses a full window', () => {
    const booked = new Map([[bookingKey('2026-06-11', 2), 1]]);
    expect(checkSchedule(windowed, now, booked, '2026-06-11', 2)).toBe('JANELA_LOTADA');
    expect(checkSchedule(windowed, now, booked, '2026-06-12', 2)).toBeNull();
  });

  it('refuses a closed, past, too early, too far or malformed date', () => {
    const refuse = (data: string, when = now): unknown =>
      checkSchedule(form(), when, NONE, data, null);
    expect(refuse('2026-06-14')).toBe('DATA_INDISPONIVEL'); // Sunday
    expect(refuse('2026-06-09')).toBe('DATA_INDISPONIVEL'); // past
    expect(refuse('2026-06-10')).toBe('DATA_INDISPONIVEL'); // before lead time
    expect(refuse('2026-06-11', sp('2026-06-10T11:01'))).toBe('DATA_INDISPONIVEL'); // cut-off
    expect(refuse(addDaysIso('2026-06-10', 91))).toBe('DATA_INDISPONIVEL'); // beyond horizon
    expect(refuse('2026-02-30')).toBe('DATA_INDISPONIVEL');
    expect(refuse('amanhã')).toBe('DATA_INDISPONIVEL');
  });

  it('refuses a same-day window that already started', () => {
    const sameDay = form({ prazoDias: 0, horarioCorte: '18:00', janelas: [MORNING, AFTERNOON] });
    const at9 = sp('2026-06-10T09:00');
    expect(checkSchedule(sameDay, at9, NONE, '2026-06-10', 1)).toBe('DATA_INDISPONIVEL');
    expect(checkSchedule(sameDay, at9, NONE, '2026-06-10', 2)).toBeNull();
  });
});

describe('scheduling properties', () => {
  const hhmm = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  // Windows run to the end of the day so that only the start decides same-day offers.
  const windows = fc
    .array(fc.tuple(hhmm, fc.integer({ min: 1, max: 3 })), { maxLength: 3 })
    .map((list) =>
      list.map(([inicio, capacidade], i): DeliveryWindow => ({
        idjanela: i + 1,
        inicio,
        fim: '23:59',
        capacidade,
      })),
    );
  const instant = fc
    .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) })
    .map((ms) => new Date(ms));
  const scenario = fc.record({
    prazoDias: fc.integer({ min: 0, max: 5 }),
    horarioCorte: hhmm,
    janelas: windows,
    fechaDomingo: fc.boolean(),
    fechaFeriados: fc.boolean(),
    closedOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { maxLength: 6 }),
    bookedOffsets: fc.array(
      fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 3 }), fc.nat(4)),
      { maxLength: 20 },
    ),
    now: instant,
    count: fc.integer({ min: 1, max: 8 }),
  });

  type ScenarioValue = typeof scenario extends fc.Arbitrary<infer V> ? V : never;
  /** The scenario's form and bookings, its closed and booked days counted from `today`. */
  const scenarioForm = (s: ScenarioValue, today: string) => ({
    f: form({
      prazoDias: s.prazoDias,
      horarioCorte: s.horarioCorte,
      janelas: s.janelas,
      fechaDomingo: s.fechaDomingo,
      fechaFeriados: s.fechaFeriados,
      diasFechados: s.closedOffsets.map((d) => addDaysIso(today, d)),
    }),
    booked: new Map(
      s.bookedOffsets.map(([d, id, n]) => [bookingKey(addDaysIso(today, d), id), n] as const),
    ),
  });

  it('offers only open dates from the earliest on, strictly increasing, windows with vacancies, each re-checked as null', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { data: today, minutos } = saoPauloNow(s.now);
        const { f, booked } = scenarioForm(s, today);
        const [cutH, cutM] = s.horarioCorte.split(':').map(Number);
        const afterCutOff = minutos > cutH! * 60 + cutM!;
        const earliest = addDaysIso(today, s.prazoDias + (afterCutOff ? 1 : 0));

        const offered = schedulingDates(f, s.now, booked, s.count);
        expect(offered.length).toBeLessThanOrEqual(s.count);
        let previous: string | null = null;
        for (const { data, janelas } of offered) {
          expect(daysBetweenIso(earliest, data)).toBeGreaterThanOrEqual(0);
          expect(
            daysBetweenIso(data, addDaysIso(today, SCHEDULING_HORIZON_DAYS)),
          ).toBeGreaterThanOrEqual(0);
          if (previous !== null) expect(daysBetweenIso(previous, data)).toBeGreaterThan(0);
          previous = data;
          expect(isClosedDay(f, data)).toBe(false);
          if (f.fechaDomingo) expect(isoWeekday(data)).not.toBe(0);
          if (f.fechaFeriados) expect(isNationalHoliday(data)).toBe(false);
          expect(f.diasFechados).not.toContain(data);
          if (f.janelas.length === 0) {
            expect(janelas).toEqual([]);
            expect(checkSchedule(f, s.now, booked, data, null)).toBeNull();
            continue;
          }
          expect(janelas.length).toBeGreaterThan(0);
          for (const w of janelas) {
            const rule = f.janelas.find((j) => j.idjanela === w.idjanela)!;
            const taken = booked.get(bookingKey(data, w.idjanela)) ?? 0;
            expect(w.vagas).toBeGreaterThanOrEqual(1);
            expect(w.vagas).toBe(rule.capacidade - taken);
            expect(taken).toBeLessThan(rule.capacidade);
            const [startH, startM] = w.inicio.split(':').map(Number);
            if (data === today) expect(startH! * 60 + startM!).toBeGreaterThan(minutos);
            expect(checkSchedule(f, s.now, booked, data, w.idjanela)).toBeNull();
          }
        }
      }),
    );
  });
  it('the first dates are the head of the whole horizon (an order without a date asks for one)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { f, booked } = scenarioForm(s, saoPauloNow(s.now).data);
        const horizon = schedulingDates(f, s.now, booked, SCHEDULING_HORIZON_DAYS);
        expect(schedulingDates(f, s.now, booked, s.count)).toEqual(horizon.slice(0, s.count));
      }),
    );
  });
});
