import type { Milli } from './money.ts';
import { milli } from './money.ts';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  AcaoQuantidade,
  applyQuantityChange,
  canAddStep,
  canRemoveStep,
  changeQuantity,
  quantityLimits,
  sortLinesByName,
  type QuantityRules,
} from './quantity.ts';
import { DomainError } from './errors.ts';

const { INC, DEC, DEL, SET } = AcaoQuantidade;
const kg = (units: number): Milli => milli(units * 1000);

describe('quantityLimits', () => {
  it('defaults step and minimum to 1 unit and has no maximum', () => {
    expect(quantityLimits({})).toEqual({
      step: 1000,
      minimumPerOrder: 1000,
      minimum: 1000,
      maximum: null,
      purchasable: true,
    });
    expect(
      quantityLimits({ granularidade: null, min_por_pedido: milli(0), maxporpedido: milli(0) })
        .maximum,
    ).toBe(null);
  });

  it('aligns the minimum up and the maximum down to the step', () => {
    const limits = quantityLimits({
      granularidade: milli(250),
      min_por_pedido: milli(300),
      maxporpedido: milli(1900),
    });
    expect(limits.minimum).toBe(500);
    expect(limits.maximum).toBe(1750);
  });

  it('is not purchasable when the maximum is below the minimum', () => {
    expect(quantityLimits({ maxporpedido: milli(500) }).purchasable).toBe(false);
    expect(
      quantityLimits({
        granularidade: milli(1000),
        maxporpedido: milli(1500),
        min_por_pedido: milli(1200),
      }).purchasable,
    ).toBe(false);
  });

  it('rejects a non-integer rule', () => {
    expect(() => quantityLimits({ granularidade: 0.5 as Milli })).toThrow(DomainError);
  });
});

describe('changeQuantity (spec §4 Quantity change)', () => {
  it('INC adds one step, DEC removes one step, DEL gives 0, SET uses the target', () => {
    expect(changeQuantity(kg(2), INC, {})).toBe(kg(3));
    expect(changeQuantity(kg(2), DEC, {})).toBe(kg(1));
    expect(changeQuantity(kg(2), DEL, {})).toBe(0);
    expect(changeQuantity(kg(2), SET, {}, kg(7))).toBe(kg(7));
    expect(
      changeQuantity(milli(500), INC, { granularidade: milli(250), min_por_pedido: milli(250) }),
    ).toBe(750);
  });

  it('is clamped to the maximum per order', () => {
    expect(changeQuantity(kg(5), INC, { maxporpedido: kg(5) })).toBe(kg(5));
    expect(changeQuantity(milli(0), SET, { maxporpedido: kg(5) }, kg(40))).toBe(kg(5));
    expect(changeQuantity(kg(9), DEC, { maxporpedido: kg(5) })).toBe(kg(5));
  });

  it('clamps to the largest multiple of the step not above a misaligned maximum', () => {
    expect(
      changeQuantity(
        milli(0),
        SET,
        { granularidade: kg(2), min_por_pedido: kg(2), maxporpedido: kg(5) },
        kg(9),
      ),
    ).toBe(kg(4));
  });

  it('gives 0 when the maximum is below the minimum (cannot be bought)', () => {
    expect(changeQuantity(milli(0), INC, { maxporpedido: milli(500) })).toBe(0);
    expect(
      changeQuantity(milli(0), SET, { min_por_pedido: kg(3), maxporpedido: kg(2) }, kg(2)),
    ).toBe(0);
  });

  it('below the minimum, a decrease makes it 0', () => {
    expect(changeQuantity(kg(3), DEC, { min_por_pedido: kg(3) })).toBe(0);
  });

  it('below the minimum, a delete makes it 0', () => {
    expect(changeQuantity(kg(3), DEL, { min_por_pedido: kg(3) })).toBe(0);
  });

  it('below the minimum, an increase rises to the minimum', () => {
    expect(changeQuantity(milli(0), INC, { min_por_pedido: kg(3) })).toBe(kg(3));
  });

  it('below the minimum, a SET rises to the minimum rounded up to the granularity', () => {
    expect(
      changeQuantity(
        milli(0),
        SET,
        { min_por_pedido: milli(1100), granularidade: milli(500) },
        milli(200),
      ),
    ).toBe(1500);
    expect(
      changeQuantity(milli(0), INC, { min_por_pedido: milli(1100), granularidade: milli(500) }),
    ).toBe(1500);
  });

  it('raises a positive quantity below the step to the step', () => {
    expect(
      changeQuantity(
        milli(0),
        SET,
        { granularidade: milli(500), min_por_pedido: milli(1) },
        milli(1),
      ),
    ).toBe(500);
    expect(changeQuantity(milli(0), SET, {}, milli(1))).toBe(1000);
  });

  it('rounds SET targets up to the next multiple of the step', () => {
    expect(
      changeQuantity(
        milli(0),
        SET,
        { granularidade: milli(250), min_por_pedido: milli(250) },
        milli(1001),
      ),
    ).toBe(1250);
    expect(
      changeQuantity(
        milli(0),
        SET,
        { granularidade: milli(250), min_por_pedido: milli(250) },
        milli(1000),
      ),
    ).toBe(1000);
  });

  it('keeps 3-decimal quantities exact (fractional granularity)', () => {
    expect(
      changeQuantity(milli(100), INC, { granularidade: milli(100), min_por_pedido: milli(100) }),
    ).toBe(200);
    expect(
      changeQuantity(milli(300), DEC, { granularidade: milli(100), min_por_pedido: milli(100) }),
    ).toBe(200);
  });

  it('moves an off-grid quantity to the neighbouring multiple of the step', () => {
    const rules = { granularidade: milli(250), min_por_pedido: milli(250) };
    expect(changeQuantity(milli(300), INC, rules)).toBe(500);
    expect(changeQuantity(milli(300), DEC, rules)).toBe(250);
  });

  it('is never negative', () => {
    expect(changeQuantity(milli(0), DEC, {})).toBe(0);
    expect(changeQuantity(kg(2), SET, {}, milli(-kg(1)))).toBe(0);
  });

  it('SET 0 removes the line', () => {
    expect(changeQuantity(kg(4), SET, {}, milli(0))).toBe(0);
  });

  it('rejects invalid input', () => {
    expect(() => changeQuantity(kg(1), SET, {})).toThrow(DomainError);
    expect(() => changeQuantity(kg(1), SET, {}, 1.5 as Milli)).toThrow(DomainError);
    expect(() => changeQuantity(milli(-1), INC, {})).toThrow(DomainError);
    expect(() => changeQuantity(0.5 as Milli, INC, {})).toThrow(DomainError);
    expect(() => changeQuantity(milli(0), 'BOGUS' as AcaoQuantidade, {})).toThrow(DomainError);
  });

  describe('properties', () => {
    const rulesArb: fc.Arbitrary<QuantityRules> = fc.record({
      granularidade: fc.option(fc.integer({ min: 1, max: 5000 }).map(milli)),
      min_por_pedido: fc.option(fc.integer({ min: 0, max: 20_000 }).map(milli)),
      maxporpedido: fc.option(fc.integer({ min: 0, max: 100_000 }).map(milli)),
    });
    const actionArb = fc.constantFrom(INC, DEC, DEL, SET);
    const quantityArb = fc.integer({ min: 0, max: 200_000 });

    it('never exceeds the maximum, is never positive below the minimum or the step, stays on the grid', () => {
      fc.assert(
        fc.property(
          rulesArb,
          quantityArb,
          actionArb,
          fc.integer({ min: -1000, max: 200_000 }),
          (rules, current, action, target) => {
            const result = changeQuantity(milli(current), action, rules, milli(target));
            const step = rules.granularidade ?? 1000;
            const minimum = rules.min_por_pedido || 1000;
            expect(Number.isSafeInteger(result)).toBe(true);
            expect(result).toBeGreaterThanOrEqual(0);
            if (rules.maxporpedido) expect(result).toBeLessThanOrEqual(rules.maxporpedido);
            if (result > 0) {
              expect(result).toBeGreaterThanOrEqual(minimum);
              expect(result).toBeGreaterThanOrEqual(step);
            }
            expect(result % step).toBe(0);
          },
        ),
      );
    });

    it('DEC and DEL never raise the quantity; INC never lowers an on-grid quantity', () => {
      fc.assert(
        fc.property(rulesArb, quantityArb, (rules, current) => {
          expect(changeQuantity(milli(current), DEC, rules)).toBeLessThanOrEqual(current);
          expect(changeQuantity(milli(current), DEL, rules)).toBe(0);
          const onGrid = changeQuantity(milli(current), SET, rules, milli(current));
          if (rules.maxporpedido == null || onGrid < rules.maxporpedido) {
            expect(changeQuantity(onGrid, INC, rules)).toBeGreaterThanOrEqual(onGrid);
          }
        }),
      );
    });
  });
});

describe('canRemoveStep (spec §5)', () => {
  it('allows removal only when quantity minus one step stays at or above the minimum', () => {
    expect(canRemoveStep(kg(2), {})).toBe(true);
    expect(canRemoveStep(kg(1), {})).toBe(false);
    expect(canRemoveStep(kg(4), { min_por_pedido: kg(3) })).toBe(true);
    expect(canRemoveStep(kg(3), { min_por_pedido: kg(3) })).toBe(false);
    expect(
      canRemoveStep(milli(750), { granularidade: milli(250), min_por_pedido: milli(500) }),
    ).toBe(true);
    expect(
      canRemoveStep(milli(500), { granularidade: milli(250), min_por_pedido: milli(500) }),
    ).toBe(false);
    expect(canRemoveStep(milli(0), {})).toBe(false);
  });
});

describe('canAddStep', () => {
  it('is false at the maximum and for unbuyable products', () => {
    expect(canAddStep(kg(4), { maxporpedido: kg(5) })).toBe(true);
    expect(canAddStep(kg(5), { maxporpedido: kg(5) })).toBe(false);
    expect(canAddStep(milli(0), { maxporpedido: milli(500) })).toBe(false);
  });
});

describe('sortLinesByName', () => {
  it('sorts with pt-BR collation without mutating the input', () => {
    const lines = [
      { nome: 'banana' },
      { nome: 'Arroz' },
      { nome: 'açúcar' },
      { nome: 'Óleo' },
      { nome: 'ovo' },
    ];
    const sorted = sortLinesByName(lines);
    expect(sorted.map((l) => l.nome)).toEqual(['açúcar', 'Arroz', 'banana', 'Óleo', 'ovo']);
    expect(lines[0]?.nome).toBe('banana');
  });
});

describe('applyQuantityChange', () => {
  type Line = { id: number; nome: string; quantidade: Milli; preco: number };
  const arroz: Line = { id: 1, nome: 'Arroz', quantidade: kg(2), preco: 2500 };
  const feijao: Line = { id: 2, nome: 'Feijão', quantidade: kg(1), preco: 900 };
  const cart: Line[] = [feijao, arroz];

  it('changes the line and keeps lines sorted by name', () => {
    const next = applyQuantityChange(cart, 2, INC, {});
    expect(next.map((l) => [l.nome, l.quantidade])).toEqual([
      ['Arroz', kg(2)],
      ['Feijão', kg(2)],
    ]);
    expect(cart[0]?.quantidade).toBe(kg(1)); // input untouched
  });

  it('removes a line whose quantity reaches zero', () => {
    expect(applyQuantityChange(cart, 2, DEC, {}).map((l) => l.id)).toEqual([1]);
    expect(applyQuantityChange(cart, 1, DEL, {}).map((l) => l.id)).toEqual([2]);
    expect(applyQuantityChange(cart, 1, SET, {}, milli(0)).map((l) => l.id)).toEqual([2]);
  });

  it('adds an absent line on INC or SET from newLine, starting at 0', () => {
    const cafe: Line = { id: 3, nome: 'Café', quantidade: milli(99_000), preco: 1800 };
    const next = applyQuantityChange(cart, 3, INC, { min_por_pedido: kg(2) }, undefined, cafe);
    expect(next.map((l) => [l.nome, l.quantidade])).toEqual([
      ['Arroz', kg(2)],
      ['Café', kg(2)],
      ['Feijão', kg(1)],
    ]);
    expect(
      applyQuantityChange(cart, 3, SET, {}, kg(5), cafe).find((l) => l.id === 3)?.quantidade,
    ).toBe(kg(5));
  });

  it('matches ids by their string form', () => {
    const next = applyQuantityChange<
      Line | { id: string; nome: string; quantidade: Milli; preco: number }
    >(cart, '1', DEL, {});
    expect(next.map((l) => l.id)).toEqual([2]);
  });

  it('ignores DEC/DEL on an absent line', () => {
    expect(applyQuantityChange(cart, 9, DEL, {}).map((l) => l.id)).toEqual([1, 2]);
  });

  it('refuses INC/SET on an absent line without newLine', () => {
    expect(() => applyQuantityChange(cart, 9, INC, {})).toThrow(DomainError);
  });

  it('drops zero-quantity lines already present', () => {
    const withZero = [...cart, { id: 4, nome: 'Sal', quantidade: milli(0), preco: 300 }];
    expect(applyQuantityChange(withZero, 1, INC, {}).map((l) => l.id)).toEqual([1, 2]);
  });
});
