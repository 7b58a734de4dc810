import { describe, expect, it } from 'vitest';
import {
  PICKUP_RADIUS_METERS,
  accessGate,
  serviceAt,
  storesByDistance,
  supplierChoice,
} from './supplier-location.ts';
import { cepText, distanceText } from './suppliers-messages.ts';

const square = [
  { lat: -23.5, lng: -46.7 },
  { lat: -23.5, lng: -46.6 },
  { lat: -23.6, lng: -46.6 },
  { lat: -23.6, lng: -46.7 },
];
const store = (latitude: number, longitude: number) => ({ latitude, longitude });
const supplier = {
  tags: ['has-delivery', 'has-collect'],
  areas: [{ coordenadas: square, prefixosCep: ['013'] }],
  forms: [{ poligonos: [], faixasCep: [{ inicio: '04000000', fim: '04099999' }] }],
  stores: [store(-23.55, -46.65)],
};

describe('serviceAt', () => {
  it('delivers inside a polygon, by CEP prefix or by a form’s CEP range', () => {
    expect(
      serviceAt(supplier, { point: { lat: -23.55, lng: -46.65 }, cep: null }, 'DELIVERY')
        .atendeEntrega,
    ).toBe(true);
    expect(serviceAt(supplier, { point: null, cep: '01310100' }, 'DELIVERY').atendeEntrega).toBe(
      true,
    );
    expect(serviceAt(supplier, { point: null, cep: '04050000' }, 'DELIVERY').atendeEntrega).toBe(
      true,
    );
    expect(
      serviceAt(supplier, { point: { lat: -22.9, lng: -43.2 }, cep: '20040020' }, 'DELIVERY')
        .atendeEntrega,
    ).toBe(false);
  });

  it('needs the tags: no has-delivery, no delivery; no has-collect, no pickup', () => {
    const where = { point: { lat: -23.55, lng: -46.65 }, cep: null };
    expect(serviceAt({ ...supplier, tags: ['has-collect'] }, where, 'QUALQUER')).toMatchObject({
      atendeEntrega: false,
      atendeRetirada: true,
    });
    expect(serviceAt({ ...supplier, tags: ['has-delivery'] }, where, 'QUALQUER')).toMatchObject({
      atendeEntrega: true,
      atendeRetirada: false,
    });
  });

  it('picks up within the radius only, and never without a point', () => {
    const near = serviceAt(
      supplier,
      { point: { lat: -23.56, lng: -46.66 }, cep: null },
      'RETIRADA',
    );
    expect(near.atendeRetirada).toBe(true);
    expect(near.lojaMaisProxima!.distanciaMetros).toBeLessThan(PICKUP_RADIUS_METERS);
    expect(
      serviceAt(supplier, { point: { lat: -22.9, lng: -47.06 }, cep: null }, 'RETIRADA')
        .atendeRetirada,
    ).toBe(false);
    expect(serviceAt(supplier, { point: null, cep: '01310100' }, 'RETIRADA').atendeRetirada).toBe(
      false,
    );
  });
});

describe('storesByDistance', () => {
  it('orders by distance, nearest first; without a point keeps the order', () => {
    const stores = [store(-23.6, -46.6), store(-23.55, -46.65)];
    const ordered = storesByDistance(stores, { lat: -23.55, lng: -46.65 });
    expect(ordered.map((s) => s.loja)).toEqual([stores[1], stores[0]]);
    expect(ordered[0]!.distanciaMetros).toBe(0);
    expect(storesByDistance(stores, null).map((s) => s.distanciaMetros)).toEqual([null, null]);
  });
});

describe('accessGate', () => {
  const both = ['has-delivery', 'requires-address-to-access', 'requires-supplier-to-access'];
  it('asks the address first, then the supplier choice', () => {
    expect(accessGate(both, {}, false)).toBe('address');
    expect(accessGate(both, { lat: -23.5 }, false)).toBe('supplier');
    expect(accessGate(both, { idendereco: 7 }, true)).toBeNull();
  });
  it('needs has-delivery for the address gate', () => {
    expect(accessGate(['requires-address-to-access'], {}, false)).toBeNull();
    expect(accessGate([], {}, false)).toBeNull();
  });
});

describe('supplierChoice (spec §4 Address to supplier)', () => {
  it('none, one (switching page when it differs) or choose', () => {
    expect(supplierChoice([], 'a')).toEqual({ kind: 'none' });
    expect(supplierChoice([{ slug: 'a' }], 'a')).toEqual({
      kind: 'one',
      slug: 'a',
      switchPage: false,
    });
    expect(supplierChoice([{ slug: 'b' }], 'a')).toEqual({
      kind: 'one',
      slug: 'b',
      switchPage: true,
    });
    expect(supplierChoice([{ slug: 'a' }, { slug: 'b' }], null)).toEqual({ kind: 'choose' });
  });
});

describe('texts', () => {
  it('write distances and CEPs in pt-BR', () => {
    expect(distanceText(850)).toBe('850\u00a0m');
    expect(distanceText(1234)).toBe('1,2\u00a0km');
    expect(distanceText(12_000)).toBe('12,0\u00a0km');
    expect(cepText('01310100')).toBe('01310-100');
  });
});
