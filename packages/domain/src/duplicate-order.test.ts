import { milli } from './money.ts';
import { describe, it, expect } from 'vitest';
import {
  DUPLICATE_ORDER_WINDOW_MS,
  isDuplicateOrder,
  orderFingerprint,
} from './duplicate-order.ts';

const order = {
  idfornecedor: 'a1b2',
  idcliente: 42,
  tipoEntrega: 'DELIVERY',
  itens: [
    { id: 7, quantidade: milli(2000) },
    { id: 3, quantidade: milli(500) },
  ],
};

describe('orderFingerprint', () => {
  it('does not depend on item order', () => {
    const reversed = { ...order, itens: [...order.itens].reverse() };
    expect(orderFingerprint(reversed)).toBe(orderFingerprint(order));
  });

  it('changes with any identifying part', () => {
    const base = orderFingerprint(order);
    expect(orderFingerprint({ ...order, idfornecedor: 'other' })).not.toBe(base);
    expect(orderFingerprint({ ...order, idcliente: 43 })).not.toBe(base);
    expect(orderFingerprint({ ...order, tipoEntrega: 'RETIRADA' })).not.toBe(base);
    expect(
      orderFingerprint({
        ...order,
        itens: [
          { id: 7, quantidade: milli(3000) },
          { id: 3, quantidade: milli(500) },
        ],
      }),
    ).not.toBe(base);
    expect(orderFingerprint({ ...order, itens: [{ id: 7, quantidade: milli(2000) }] })).not.toBe(
      base,
    );
  });

  it('treats numeric and string ids alike', () => {
    const stringIds = { ...order, itens: order.itens.map((i) => ({ ...i, id: String(i.id) })) };
    expect(orderFingerprint(stringIds)).toBe(orderFingerprint(order));
  });
});

describe('isDuplicateOrder', () => {
  const fingerprint = orderFingerprint(order);
  const createdAt = new Date('2025-06-06T12:00:00Z');
  const after = (ms: number) => new Date(createdAt.getTime() + ms);

  it('is a duplicate within 10 seconds', () => {
    expect(DUPLICATE_ORDER_WINDOW_MS).toBe(10_000);
    expect(isDuplicateOrder({ fingerprint, createdAt }, fingerprint, after(9_999))).toBe(true);
  });

  it('is not a duplicate after the window', () => {
    expect(isDuplicateOrder({ fingerprint, createdAt }, fingerprint, after(10_000))).toBe(false);
  });

  it('is not a duplicate for a different order or no previous order', () => {
    expect(isDuplicateOrder({ fingerprint: 'other', createdAt }, fingerprint, after(1))).toBe(
      false,
    );
    expect(isDuplicateOrder(null, fingerprint, after(1))).toBe(false);
  });
});
