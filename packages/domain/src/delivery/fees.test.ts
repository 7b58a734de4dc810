import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { centavos, type Centavos } from '../money.ts';
import { formCovers } from './coverage.ts';
import type { DeliveryDestination, DeliveryFormRule, FeeRule } from './delivery-form.ts';
import { quoteDeliveryForm } from './fees.ts';
import type { LatLng } from './geo.ts';

const PINHEIROS_STORE: LatLng = { lat: -23.5614, lng: -46.6559 }; // MASP, as the dispatching store
const PRACA_DA_SE: LatLng = { lat: -23.5503, lng: -46.6339 }; // about 2.6 km away
const SANTOS: LatLng = { lat: -23.9608, lng: -46.3336 }; // about 55 km away
const CENTRO: LatLng[] = [
  { lat: -23.5175, lng: -46.63 },
  { lat: -23.533, lng: -46.58 },
  { lat: -23.59, lng: -46.605 },
  { lat: -23.62, lng: -46.69 },
  { lat: -23.565, lng: -46.705 },
  { lat: -23.525, lng: -46.695 },
];

function form(overrides: Partial<DeliveryFormRule> = {}): DeliveryFormRule {
  return {
    idformaentrega: 1,
    nome: 'Entrega expressa',
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

const dest = (cep: string | null, point: LatLng | null = null): DeliveryDestination => ({
  cep,
  point,
});
const R$ = (value: number): Centavos => centavos(value);

describe('formCovers', () => {
  it('serves RETIRADA anywhere, even with polygons', () => {
    expect(formCovers(form({ tipo: 'RETIRADA', poligonos: [CENTRO] }), dest(null))).toBe(true);
  });

  it('applies a DELIVERY form without polygons or ranges anywhere', () => {
    expect(formCovers(form(), dest(null))).toBe(true);
  });

  it('needs the point inside a polygon or the CEP inside a range', () => {
    const both = form({
      poligonos: [CENTRO],
      faixasCep: [{ inicio: '11000000', fim: '11999999' }],
    });
    expect(formCovers(both, dest(null, PRACA_DA_SE))).toBe(true);
    expect(formCovers(both, dest('11010-000', SANTOS))).toBe(true);
    expect(formCovers(both, dest('07000-000', SANTOS))).toBe(false);
  });

  it('refuses a polygon-only form without a point and a range-only form without a CEP', () => {
    expect(formCovers(form({ poligonos: [CENTRO] }), dest('01310100'))).toBe(false);
    const ranges = form({ faixasCep: [{ inicio: '01000000', fim: '05999999' }] });
    expect(formCovers(ranges, dest(null, PRACA_DA_SE))).toBe(false);
    expect(formCovers(ranges, dest('01310-100'))).toBe(true);
  });
});

describe('quoteDeliveryForm', () => {
  it('FIXA charges its value', () => {
    expect(quoteDeliveryForm(form(), dest('01310100'), R$(5000))).toEqual({
      ok: true,
      taxaCentavos: 1500,
      gratis: false,
    });
  });

  it('FAIXA_CEP charges the first matching range and refuses a CEP in none', () => {
    const taxa: FeeRule = {
      tipo: 'FAIXA_CEP',
      faixas: [
        { inicio: '01000000', fim: '05999999', valorCentavos: R$(990) },
        { inicio: '08000000', fim: '08499999', valorCentavos: R$(1990) },
      ],
    };
    expect(quoteDeliveryForm(form({ taxa }), dest('05999-999'), R$(100))).toMatchObject({
      ok: true,
      taxaCentavos: 990,
    });
    expect(quoteDeliveryForm(form({ taxa }), dest('08000000'), R$(100))).toMatchObject({
      ok: true,
      taxaCentavos: 1990,
    });
    expect(quoteDeliveryForm(form({ taxa }), dest('07000000'), R$(100))).toEqual({
      ok: false,
      motivo: 'SEM_TAXA',
    });
    expect(quoteDeliveryForm(form({ taxa }), dest(null, PRACA_DA_SE), R$(100))).toEqual({
      ok: false,
      motivo: 'SEM_TAXA',
    });
  });

  it('DISTANCIA charges the band of the distance from origem and refuses beyond the last', () => {
    const taxa: FeeRule = {
      tipo: 'DISTANCIA',
      faixas: [
        { ateMetros: 10_000, valorCentavos: R$(1200) },
        { ateMetros: 2_000, valorCentavos: R$(500) },
        { ateMetros: 3_000, valorCentavos: R$(800) },
      ],
    };
    const f = form({ taxa, origem: PINHEIROS_STORE });
    expect(quoteDeliveryForm(f, dest(null, PRACA_DA_SE), R$(100))).toMatchObject({
      ok: true,
      taxaCentavos: 800,
    });
    expect(quoteDeliveryForm(f, dest(null, PINHEIROS_STORE), R$(100))).toMatchObject({
      ok: true,
      taxaCentavos: 500,
    });
    expect(quoteDeliveryForm(f, dest(null, SANTOS), R$(100))).toEqual({
      ok: false,
      motivo: 'SEM_TAXA',
    });
    expect(quoteDeliveryForm(f, dest('01310100'), R$(100))).toEqual({
      ok: false,
      motivo: 'SEM_TAXA',
    });
    expect(quoteDeliveryForm(form({ taxa }), dest(null, PRACA_DA_SE), R$(100))).toEqual({
      ok: false,
      motivo: 'SEM_TAXA',
    });
  });

  it('is free from gratisAcimaDe on (inclusive)', () => {
    const f = form({ gratisAcimaDeCentavos: R$(20000) });
    expect(quoteDeliveryForm(f, dest(null), R$(19999))).toEqual({
      ok: true,
      taxaCentavos: 1500,
      gratis: false,
    });
    expect(quoteDeliveryForm(f, dest(null), R$(20000))).toEqual({
      ok: true,
      taxaCentavos: 0,
      gratis: true,
    });
  });

  it('refuses below the minimum (inclusive minimum) and out of the area first', () => {
    const f = form({ pedidoMinimoCentavos: R$(10000), poligonos: [CENTRO] });
    expect(quoteDeliveryForm(f, dest(null, PRACA_DA_SE), R$(9999))).toEqual({
      ok: false,
      motivo: 'ABAIXO_DO_MINIMO',
    });
    expect(quoteDeliveryForm(f, dest(null, PRACA_DA_SE), R$(10000)).ok).toBe(true);
    expect(quoteDeliveryForm(f, dest(null, SANTOS), R$(9999))).toEqual({
      ok: false,
      motivo: 'FORA_DA_AREA',
    });
  });

  it('prices a pickup with the same rules', () => {
    const pickup = form({ tipo: 'RETIRADA', taxa: { tipo: 'FIXA', valorCentavos: R$(0) } });
    expect(quoteDeliveryForm(pickup, dest(null), R$(1))).toEqual({
      ok: true,
      taxaCentavos: 0,
      gratis: true,
    });
    const minimum = form({ tipo: 'RETIRADA', pedidoMinimoCentavos: R$(5000) });
    expect(quoteDeliveryForm(minimum, dest(null), R$(1))).toEqual({
      ok: false,
      motivo: 'ABAIXO_DO_MINIMO',
    });
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => quoteDeliveryForm(form(), dest(null), -1 as Centavos)).toThrow(RangeError);
    expect(() => quoteDeliveryForm(form(), dest(null), 10.5 as Centavos)).toThrow(RangeError);
    const negative = form({ taxa: { tipo: 'FIXA', valorCentavos: -100 as Centavos } });
    expect(() => quoteDeliveryForm(negative, dest(null), R$(100))).toThrow(RangeError);
  });

  it('never quotes a negative fee, and a gratis fee is 0 (property)', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.option(amount, { nil: null }),
        amount,
        (fee, minimum, freeAbove, subtotal) => {
          const quote = quoteDeliveryForm(
            form({
              taxa: { tipo: 'FIXA', valorCentavos: R$(fee) },
              pedidoMinimoCentavos: R$(minimum),
              gratisAcimaDeCentavos: freeAbove === null ? null : R$(freeAbove),
            }),
            dest(null),
            R$(subtotal),
          );
          if (subtotal < minimum) {
            expect(quote).toEqual({ ok: false, motivo: 'ABAIXO_DO_MINIMO' });
            return;
          }
          if (!quote.ok) throw new Error('expected a quote');
          expect(quote.taxaCentavos).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(quote.taxaCentavos)).toBe(true);
          if (quote.gratis) expect(quote.taxaCentavos).toBe(0);
          if (freeAbove !== null && subtotal >= freeAbove) expect(quote.gratis).toBe(true);
          else expect(quote.taxaCentavos).toBe(fee);
        },
      ),
    );
  });
});
