import { centavos, milli } from './money.ts';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  RegraPreco,
  giftPackagingTotal,
  priceLine,
  unitPrice,
  type PricedProduct,
} from './pricing.ts';

const DISABLE_MULTIPLE = 'disable-product-multiple';

/** Wholesale is on at 10 units: R$ 8,00 instead of R$ 10,00. */
const wholesaleProduct: PricedProduct = {
  preco: centavos(1000),
  precovendaatacado: centavos(800),
  minvendaatacado: milli(10_000),
  multiploincremento: 1,
};

describe('unitPrice (spec §5 price precedence)', () => {
  it('1. an attendant price wins over every other rule', () => {
    const product: PricedProduct = {
      ...wholesaleProduct,
      precoatendente: centavos(950),
      descontoProgressivo: [{ quantidade: milli(1000), preco: centavos(700) }],
    };
    expect(unitPrice(product, milli(20_000), [])).toEqual({
      preco: 950,
      regra: RegraPreco.ATENDENTE,
    });
  });

  it('1. an attendant price of 0 still wins (a free item is a price)', () => {
    expect(
      unitPrice({ preco: centavos(1000), precoatendente: centavos(0) }, milli(1000), []),
    ).toEqual({
      preco: 0,
      regra: RegraPreco.ATENDENTE,
    });
  });

  it('1. a null or negative attendant price is ignored', () => {
    expect(unitPrice({ preco: centavos(1000), precoatendente: null }, milli(1000), []).regra).toBe(
      RegraPreco.REGULAR,
    );
    expect(
      unitPrice({ preco: centavos(1000), precoatendente: centavos(-1) }, milli(1000), []).regra,
    ).toBe(RegraPreco.REGULAR);
  });

  it('2. a progressive discount gives the price of the highest threshold reached', () => {
    const product: PricedProduct = {
      ...wholesaleProduct,
      descontoProgressivo: [
        { quantidade: milli(10_000), preco: centavos(850) },
        { quantidade: milli(5_000), preco: centavos(900) },
        { quantidade: milli(20_000), preco: centavos(800) },
      ],
    };
    expect(unitPrice(product, milli(5_000), [])).toEqual({
      preco: 900,
      regra: RegraPreco.PROGRESSIVO,
    });
    expect(unitPrice(product, milli(12_000), [])).toEqual({
      preco: 850,
      regra: RegraPreco.PROGRESSIVO,
    });
    expect(unitPrice(product, milli(25_000), [])).toEqual({
      preco: 800,
      regra: RegraPreco.PROGRESSIVO,
    });
  });

  it('2. with no threshold reached, falls through to the next rules', () => {
    const product: PricedProduct = {
      preco: centavos(1000),
      descontoProgressivo: [{ quantidade: milli(5_000), preco: centavos(900) }],
    };
    expect(unitPrice(product, milli(4_000), [])).toEqual({
      preco: 1000,
      regra: RegraPreco.REGULAR,
    });
  });

  it('2. an empty progressive map does not apply', () => {
    expect(
      unitPrice({ ...wholesaleProduct, descontoProgressivo: [] }, milli(10_000), []).regra,
    ).toBe(RegraPreco.ATACADO);
  });

  it('3. wholesale applies when every condition holds', () => {
    expect(unitPrice(wholesaleProduct, milli(10_000), [])).toEqual({
      preco: 800,
      regra: RegraPreco.ATACADO,
    });
  });

  it('3. fails when the quantity does not reach the wholesale minimum', () => {
    expect(unitPrice(wholesaleProduct, milli(9_999), []).regra).toBe(RegraPreco.REGULAR);
  });

  it('3. multiplies the quantity by the multiple', () => {
    const box: PricedProduct = {
      ...wholesaleProduct,
      multiploincremento: 12,
      minvendaatacado: milli(24_000),
    };
    expect(unitPrice(box, milli(2_000), [])).toEqual({ preco: 800, regra: RegraPreco.ATACADO });
    expect(unitPrice(box, milli(1_000), []).regra).toBe(RegraPreco.REGULAR);
  });

  it('3. does not multiply when the supplier has disable-product-multiple', () => {
    const box: PricedProduct = {
      ...wholesaleProduct,
      multiploincremento: 12,
      minvendaatacado: milli(24_000),
    };
    expect(unitPrice(box, milli(2_000), [DISABLE_MULTIPLE]).regra).toBe(RegraPreco.REGULAR);
    expect(unitPrice(box, milli(24_000), [DISABLE_MULTIPLE]).regra).toBe(RegraPreco.ATACADO);
  });

  it('3. fails when the wholesale price is not positive', () => {
    expect(
      unitPrice({ ...wholesaleProduct, precovendaatacado: centavos(0) }, milli(10_000), []).regra,
    ).toBe(RegraPreco.REGULAR);
    expect(
      unitPrice({ ...wholesaleProduct, precovendaatacado: null }, milli(10_000), []).regra,
    ).toBe(RegraPreco.REGULAR);
  });

  it('3. fails when the wholesale price is not below the regular price', () => {
    expect(
      unitPrice({ ...wholesaleProduct, precovendaatacado: centavos(1000) }, milli(10_000), [])
        .regra,
    ).toBe(RegraPreco.REGULAR);
    expect(
      unitPrice({ ...wholesaleProduct, precovendaatacado: centavos(1200) }, milli(10_000), [])
        .regra,
    ).toBe(RegraPreco.REGULAR);
  });

  it('3. needs a wholesale minimum; a null multiple counts as 1', () => {
    expect(unitPrice({ ...wholesaleProduct, minvendaatacado: null }, milli(10_000), []).regra).toBe(
      RegraPreco.REGULAR,
    );
    expect(
      unitPrice({ ...wholesaleProduct, multiploincremento: null }, milli(10_000), []).regra,
    ).toBe(RegraPreco.ATACADO);
  });

  it('4. otherwise the regular price', () => {
    expect(unitPrice({ preco: centavos(1234) }, milli(1000), [])).toEqual({
      preco: 1234,
      regra: RegraPreco.REGULAR,
    });
  });

  it('property: the price is never above the regular price unless an attendant set it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: -10, max: 100_000 })),
        fc.option(fc.integer({ min: 0, max: 50_000 })),
        fc.integer({ min: 0, max: 100_000 }),
        (preco, precovendaatacado, minvendaatacado, quantity) => {
          const result = unitPrice(
            {
              preco: centavos(preco),
              precovendaatacado: precovendaatacado === null ? null : centavos(precovendaatacado),
              minvendaatacado: minvendaatacado === null ? null : milli(minvendaatacado),
            },
            milli(quantity),
            [],
          );
          expect(result.preco).toBeLessThanOrEqual(preco);
        },
      ),
    );
  });
});

describe('giftPackagingTotal (spec §5)', () => {
  it('is the per-unit packaging price times the quantity, rounded half up', () => {
    expect(giftPackagingTotal(centavos(500), milli(3000))).toBe(1500);
    expect(giftPackagingTotal(centavos(333), milli(1500))).toBe(500); // 499.5 → 500
  });

  it('is 0 without a packaging price', () => {
    expect(giftPackagingTotal(null, milli(3000))).toBe(0);
    expect(giftPackagingTotal(undefined, milli(3000))).toBe(0);
    expect(giftPackagingTotal(centavos(0), milli(3000))).toBe(0);
  });
});

describe('priceLine', () => {
  it('prices items and adds gift packaging when asked', () => {
    const product: PricedProduct = { ...wholesaleProduct, preco_embalagem: centavos(250) };
    expect(priceLine(product, milli(10_000), [], true)).toEqual({
      precoUnitario: 800,
      regra: RegraPreco.ATACADO,
      totalItens: 8000,
      totalEmbalagem: 2500,
      total: 10_500,
    });
  });

  it('adds no packaging when the line is not a gift', () => {
    const line = priceLine(
      { preco: centavos(1999), preco_embalagem: centavos(250) },
      milli(1500),
      [],
      false,
    );
    expect(line).toEqual({
      precoUnitario: 1999,
      regra: RegraPreco.REGULAR,
      totalItens: 2999, // 2998.5 → 2999
      totalEmbalagem: 0,
      total: 2999,
    });
  });
});
