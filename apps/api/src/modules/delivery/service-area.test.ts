import { describe, expect, it } from 'vitest';
import { areaServes, chooseServiceArea, pointInPolygon, type ServiceArea } from './service-area.ts';

// A square around São Paulo's centre and a concave "L" shape.
const square = [
  { lat: -23.5, lng: -46.7 },
  { lat: -23.5, lng: -46.6 },
  { lat: -23.6, lng: -46.6 },
  { lat: -23.6, lng: -46.7 },
];
const lShape = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 2 },
  { lat: 1, lng: 2 },
  { lat: 1, lng: 1 },
  { lat: 2, lng: 1 },
  { lat: 2, lng: 0 },
];

function area(over: Partial<ServiceArea>): ServiceArea {
  return {
    idarea: 1,
    coordenadas: [],
    prefixosCep: [],
    taxaEntregaCentavos: 1000,
    prazoDias: 1,
    ...over,
  };
}

describe('pointInPolygon', () => {
  it('is true inside and false outside a square', () => {
    expect(pointInPolygon({ lat: -23.55, lng: -46.65 }, square)).toBe(true);
    expect(pointInPolygon({ lat: -23.45, lng: -46.65 }, square)).toBe(false);
    expect(pointInPolygon({ lat: -23.55, lng: -46.75 }, square)).toBe(false);
  });

  it('handles a concave polygon', () => {
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, lShape)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, lShape)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1.5 }, lShape)).toBe(false);
  });

  it('does not depend on the vertex order', () => {
    expect(pointInPolygon({ lat: -23.55, lng: -46.65 }, [...square].reverse())).toBe(true);
  });

  it('is false for a degenerate polygon', () => {
    expect(pointInPolygon({ lat: 0, lng: 0 }, square.slice(0, 2))).toBe(false);
  });
});

describe('areaServes', () => {
  it('uses the polygon when the address has coordinates', () => {
    const a = area({ coordenadas: square, prefixosCep: ['01'] });
    expect(areaServes(a, { cep: '99999999', lat: -23.55, lng: -46.65 })).toBe(true);
    expect(areaServes(a, { cep: '01310100', lat: -22.9, lng: -43.2 })).toBe(false);
  });

  it('falls back to the CEP prefix without coordinates or without polygon', () => {
    expect(
      areaServes(area({ coordenadas: square, prefixosCep: ['013'] }), {
        cep: '01310100',
        lat: null,
        lng: null,
      }),
    ).toBe(true);
    expect(
      areaServes(area({ prefixosCep: ['013'] }), { cep: '01310100', lat: -22.9, lng: -43.2 }),
    ).toBe(true);
    expect(
      areaServes(area({ prefixosCep: ['02'] }), { cep: '01310100', lat: null, lng: null }),
    ).toBe(false);
    expect(areaServes(area({ prefixosCep: [''] }), { cep: '01310100', lat: null, lng: null })).toBe(
      false,
    );
  });
});

describe('chooseServiceArea', () => {
  it('picks the cheapest serving area, then the fastest, then the lowest id', () => {
    const wide = area({ idarea: 1, coordenadas: square, taxaEntregaCentavos: 1500 });
    const cheap = area({ idarea: 2, coordenadas: square, taxaEntregaCentavos: 800, prazoDias: 2 });
    const cheapFast = area({
      idarea: 3,
      coordenadas: square,
      taxaEntregaCentavos: 800,
      prazoDias: 1,
    });
    const elsewhere = area({ idarea: 4, coordenadas: lShape, taxaEntregaCentavos: 0 });
    const at = { cep: '01310100', lat: -23.55, lng: -46.65 };
    expect(chooseServiceArea([wide, cheap, cheapFast, elsewhere], at)?.idarea).toBe(3);
    expect(chooseServiceArea([wide, cheap], at)?.idarea).toBe(2);
    expect(
      chooseServiceArea(
        [area({ idarea: 9, coordenadas: square }), area({ idarea: 5, coordenadas: square })],
        at,
      )?.idarea,
    ).toBe(5);
  });

  it('returns null when no area serves the address', () => {
    expect(
      chooseServiceArea([area({ coordenadas: lShape })], {
        cep: '01310100',
        lat: -23.55,
        lng: -46.65,
      }),
    ).toBeNull();
    expect(chooseServiceArea([], { cep: '01310100', lat: null, lng: null })).toBeNull();
  });
});
