import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AcaoQuantidade, changeQuantity } from './quantity.ts';
import { QuantityCorrection, parseQuantityInput, resolveTypedQuantity } from './quantity-input.ts';

describe('parseQuantityInput', () => {
  it.each([
    ['2', 2000],
    [' 2 ', 2000],
    ['0,75', 750],
    ['0,25', 250],
    [',5', 500],
    ['1.5', 1500],
    ['1.234,5', 1_234_500],
    ['1 234,5', 1_234_500],
    ['2,', 2000],
    ['007', 7000],
    ['0', 0],
  ])('reads %j as %i milli', (text, milli) => {
    expect(parseQuantityInput(text)).toEqual({ ok: true, milli, exact: true });
  });

  it('rounds more than 3 decimals half up and says so', () => {
    expect(parseQuantityInput('0,3333')).toEqual({ ok: true, milli: 333, exact: false });
    expect(parseQuantityInput('0,9995')).toEqual({ ok: true, milli: 1000, exact: false });
    expect(parseQuantityInput('1,2500')).toEqual({ ok: true, milli: 1250, exact: true });
  });

  it.each([
    'abc',
    '',
    '   ',
    '1,2,3',
    '1.2.3',
    '12a',
    'e5',
    '1e3',
    '+2',
    '.',
    ',',
    '1.23,4,5',
    '1234567890123',
  ])('refuses %j as not a number', (text) => {
    expect(parseQuantityInput(text)).toEqual({ ok: false, reason: QuantityCorrection.INVALID });
  });

  it('refuses a negative number as negative', () => {
    expect(parseQuantityInput('-1')).toEqual({ ok: false, reason: QuantityCorrection.NEGATIVE });
    expect(parseQuantityInput('-0,5')).toEqual({ ok: false, reason: QuantityCorrection.NEGATIVE });
    expect(parseQuantityInput('-0')).toEqual({ ok: true, milli: 0, exact: true });
  });

  it('reads back every milli quantity it formats with a decimal comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (milli) => {
        const text = `${Math.floor(milli / 1000)},${String(milli % 1000).padStart(3, '0')}`;
        expect(parseQuantityInput(text)).toEqual({ ok: true, milli, exact: true });
      }),
    );
  });
});

describe('resolveTypedQuantity', () => {
  const kg = { granularidade: 250, min_por_pedido: 250, maxporpedido: 5000 };

  it('keeps the current quantity and says why for text that is not a number', () => {
    expect(resolveTypedQuantity('abc', 1500, kg)).toEqual({
      quantidade: 1500,
      correction: QuantityCorrection.INVALID,
    });
    expect(resolveTypedQuantity('-1', 1500, kg)).toEqual({
      quantidade: 1500,
      correction: QuantityCorrection.NEGATIVE,
    });
  });

  it('rounds "0,3333" on a 0,25 kg product up to the step', () => {
    expect(resolveTypedQuantity('0,3333', 250, kg)).toEqual({
      quantidade: 500,
      correction: QuantityCorrection.STEP,
    });
  });

  it('lowers a quantity above the maximum to the maximum', () => {
    expect(resolveTypedQuantity('7', 250, kg)).toEqual({
      quantidade: 5000,
      correction: QuantityCorrection.MAXIMUM,
    });
  });

  it('raises a quantity below the minimum to the minimum', () => {
    const rules = { granularidade: 250, min_por_pedido: 1000 };
    expect(resolveTypedQuantity('0,5', 2000, rules)).toEqual({
      quantidade: 1000,
      correction: QuantityCorrection.MINIMUM,
    });
  });

  it('takes an allowed quantity as it is, and 0 as a removal', () => {
    expect(resolveTypedQuantity('1,75', 250, kg)).toEqual({ quantidade: 1750, correction: null });
    expect(resolveTypedQuantity('0', 250, kg)).toEqual({ quantidade: 0, correction: null });
  });

  it('reports a product no quantity can be bought of', () => {
    expect(resolveTypedQuantity('1', 0, { maxporpedido: 500 })).toEqual({
      quantidade: 0,
      correction: QuantityCorrection.UNAVAILABLE,
    });
  });

  it('always agrees with a SET change, and names a reason whenever the result differs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: null }),
        (typed, granularidade, min_por_pedido, maxporpedido) => {
          const rules = { granularidade, min_por_pedido, maxporpedido };
          const text = `${Math.floor(typed / 1000)},${String(typed % 1000).padStart(3, '0')}`;
          const { quantidade, correction } = resolveTypedQuantity(text, 0, rules);
          if (typed > 0 && correction !== QuantityCorrection.UNAVAILABLE) {
            expect(quantidade).toBe(changeQuantity(0, AcaoQuantidade.SET, rules, typed));
          }
          expect(correction === null).toBe(quantidade === typed);
        },
      ),
    );
  });
});
