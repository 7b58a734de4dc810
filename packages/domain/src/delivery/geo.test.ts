import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { distanceMeters, isValidLatLng, isValidPolygon, pointInArea, type LatLng } from './geo.ts';

// Roughly São Paulo's "centro expandido": Marginal Tietê, Penha side, Ipiranga, Brooklin,
// Pinheiros, Lapa.
const CENTRO_EXPANDIDO: LatLng[] = [
  { lat: -23.5175, lng: -46.63 },
  { lat: -23.533, lng: -46.58 },
  { lat: -23.59, lng: -46.605 },
  { lat: -23.62, lng: -46.69 },
  { lat: -23.565, lng: -46.705 },
  { lat: -23.525, lng: -46.695 },
];
const PRACA_DA_SE: LatLng = { lat: -23.5503, lng: -46.6339 };
const MASP: LatLng = { lat: -23.5614, lng: -46.6559 };
const GUARULHOS_AIRPORT: LatLng = { lat: -23.4356, lng: -46.4731 };
const SANTOS: LatLng = { lat: -23.9608, lng: -46.3336 };

describe('pointInArea', () => {
  it('finds Praça da Sé and MASP inside the centro expandido, Guarulhos and Santos outside', () => {
    expect(pointInArea(PRACA_DA_SE, CENTRO_EXPANDIDO)).toBe(true);
    expect(pointInArea(MASP, CENTRO_EXPANDIDO)).toBe(true);
    expect(pointInArea(GUARULHOS_AIRPORT, CENTRO_EXPANDIDO)).toBe(false);
    expect(pointInArea(SANTOS, CENTRO_EXPANDIDO)).toBe(false);
  });

  it('accepts a ring that repeats its first vertex at the end', () => {
    const closed = [...CENTRO_EXPANDIDO, CENTRO_EXPANDIDO[0]!];
    expect(pointInArea(PRACA_DA_SE, closed)).toBe(true);
    expect(pointInArea(SANTOS, closed)).toBe(false);
  });

  it('never finds anything inside a one-, two-point or collinear polygon', () => {
    const arb = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(arb, arb, arb, (p, a, b) => {
        expect(pointInArea(p, [])).toBe(false);
        expect(pointInArea(p, [a])).toBe(false);
        expect(pointInArea(p, [a, b])).toBe(false);
        expect(pointInArea(p, [a, b, a])).toBe(false);
      }),
    );
    expect(pointInArea(PRACA_DA_SE, [PRACA_DA_SE, PRACA_DA_SE, PRACA_DA_SE])).toBe(false);
    const line = [
      { lat: -23.5, lng: -46.6 },
      { lat: -23.55, lng: -46.6 },
      { lat: -23.6, lng: -46.6 },
    ];
    expect(pointInArea({ lat: -23.55, lng: -46.6 }, line)).toBe(false);
  });

  it('is false for an invalid point or vertex', () => {
    expect(pointInArea({ lat: Number.NaN, lng: -46.6 }, CENTRO_EXPANDIDO)).toBe(false);
    expect(pointInArea(PRACA_DA_SE, [...CENTRO_EXPANDIDO, { lat: 91, lng: 0 }])).toBe(false);
  });
});

describe('isValidPolygon / isValidLatLng', () => {
  it('accepts a real area and refuses degenerate or out-of-range rings', () => {
    expect(isValidPolygon(CENTRO_EXPANDIDO)).toBe(true);
    expect(isValidPolygon(CENTRO_EXPANDIDO.slice(0, 3))).toBe(true);
    expect(isValidPolygon(CENTRO_EXPANDIDO.slice(0, 2))).toBe(false);
    expect(isValidPolygon([MASP, MASP, MASP, MASP])).toBe(false);
    expect(
      isValidPolygon([
        { lat: 0, lng: 0 },
        { lat: 1, lng: 1 },
        { lat: 2, lng: 2 },
      ]),
    ).toBe(false);
    expect(isValidPolygon([...CENTRO_EXPANDIDO, { lat: 0, lng: Infinity }])).toBe(false);
  });

  it('checks range and finiteness', () => {
    expect(isValidLatLng({ lat: -90, lng: 180 })).toBe(true);
    expect(isValidLatLng({ lat: 90.0001, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: -180.5 })).toBe(false);
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
  });
});

describe('distanceMeters', () => {
  /** Equirectangular approximation, good to far below 1 % over a few km. */
  function approxMeters(a: LatLng, b: LatLng): number {
    const rad = Math.PI / 180;
    const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
    const y = (b.lat - a.lat) * rad;
    return Math.hypot(x, y) * 6_371_008.8;
  }

  it('measures Praça da Sé to MASP (about 2.6 km) within 1 %', () => {
    const d = distanceMeters(PRACA_DA_SE, MASP);
    expect(Number.isInteger(d)).toBe(true);
    expect(Math.abs(d - approxMeters(PRACA_DA_SE, MASP)) / d).toBeLessThan(0.01);
    expect(d).toBeGreaterThan(2_400);
    expect(d).toBeLessThan(2_700);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    const d = distanceMeters({ lat: -23.5, lng: -46.6 }, { lat: -24.5, lng: -46.6 });
    expect(Math.abs(d - 111_195) / 111_195).toBeLessThan(0.01);
  });

  it('is 0 for the same point and refuses invalid points', () => {
    expect(distanceMeters(MASP, MASP)).toBe(0);
    expect(() => distanceMeters(MASP, { lat: 100, lng: 0 })).toThrow(RangeError);
  });
});
