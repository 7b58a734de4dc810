import { describe, it, expect } from 'vitest';
import {
  CanalVenda,
  TipoEntrega,
  availableDeliveryTypes,
  deliveryDates,
  resolveDeliveryType,
} from './delivery-type.ts';
import { DEFAULT_SALES_CHANNEL, ATTENDANT_SALES_CHANNEL } from '../constants.ts';

const COLLECT = 'has-collect';
const DELIVERY = 'has-delivery';

describe('availableDeliveryTypes', () => {
  it('reads has-delivery and has-collect', () => {
    expect(availableDeliveryTypes([DELIVERY])).toEqual(['DELIVERY']);
    expect(availableDeliveryTypes([COLLECT])).toEqual(['RETIRADA']);
    expect(availableDeliveryTypes([COLLECT, DELIVERY])).toEqual(['DELIVERY', 'RETIRADA']);
  });

  it('defaults to DELIVERY without either tag', () => {
    expect(availableDeliveryTypes(['support-budget'])).toEqual(['DELIVERY']);
  });
});

describe('resolveDeliveryType (spec §4 Delivery)', () => {
  it('only collect → RETIRADA, whatever was requested', () => {
    expect(resolveDeliveryType([COLLECT])).toBe(TipoEntrega.RETIRADA);
    expect(resolveDeliveryType([COLLECT], TipoEntrega.DELIVERY)).toBe(TipoEntrega.RETIRADA);
  });

  it('only delivery → DELIVERY, whatever was requested', () => {
    expect(resolveDeliveryType([DELIVERY], TipoEntrega.RETIRADA)).toBe(TipoEntrega.DELIVERY);
  });

  it('both → the requested type, or DELIVERY', () => {
    expect(resolveDeliveryType([DELIVERY, COLLECT], TipoEntrega.RETIRADA)).toBe(
      TipoEntrega.RETIRADA,
    );
    expect(resolveDeliveryType([DELIVERY, COLLECT], TipoEntrega.DELIVERY)).toBe(
      TipoEntrega.DELIVERY,
    );
    expect(resolveDeliveryType([DELIVERY, COLLECT], null)).toBe(TipoEntrega.DELIVERY);
  });

  it('no tag → DELIVERY', () => {
    expect(resolveDeliveryType([])).toBe(TipoEntrega.DELIVERY);
    expect(resolveDeliveryType([], TipoEntrega.RETIRADA)).toBe(TipoEntrega.DELIVERY);
  });
});

describe('CanalVenda', () => {
  it('matches the spec defaults', () => {
    expect(CanalVenda.WEB).toBe(DEFAULT_SALES_CHANNEL);
    expect(CanalVenda.MANUAL).toBe(ATTENDANT_SALES_CHANNEL);
  });
});

describe('deliveryDates', () => {
  // 2025-06-06 is a Friday; 2025-06-08 a Sunday.
  const friday = new Date('2025-06-06T15:30:00Z');

  it('starts leadDays after from and skips Sundays', () => {
    expect(deliveryDates(friday, 4, 1)).toEqual([
      '2025-06-07',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
    ]);
  });

  it('can start on the same day', () => {
    expect(deliveryDates(friday, 2, 0)).toEqual(['2025-06-06', '2025-06-07']);
  });

  it('skips a Sunday start and crosses months and years', () => {
    expect(deliveryDates(new Date('2025-06-08T00:00:00Z'), 1, 0)).toEqual(['2025-06-09']);
    expect(deliveryDates(new Date('2025-12-30T23:59:59Z'), 3, 1)).toEqual([
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });

  it('never yields a Sunday', () => {
    for (const date of deliveryDates(friday, 60, 0)) {
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });

  it('returns nothing for count 0 and rejects bad input', () => {
    expect(deliveryDates(friday, 0, 3)).toEqual([]);
    expect(() => deliveryDates(new Date('nope'), 1, 0)).toThrow(RangeError);
    expect(() => deliveryDates(friday, -1, 0)).toThrow(RangeError);
    expect(() => deliveryDates(friday, 1, 1.5)).toThrow(RangeError);
  });
});
