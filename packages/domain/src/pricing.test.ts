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
  preco: 1000,
  precovendaatacado: 800,
  minvendaatacado: 10_000,
  multiploincremento: 1,
};

describe('unitPrice (spec §5 price precedence)', () => {
  it('1. an attendant price wins over every other rule', () => {
    const product: PricedProduct = {
      ...wholesaleProduct,
      precoatendente: 950,
      descontoProgressivo: [{ quantidade: 1000, preco: 700 }],
    };
    expect(unitPrice(product, 20_000, [])).toEqual({ preco: 950, regra: RegraPreco.ATENDENTE });
  });

  it('1. an attendant price of 0 still wins (a free item is a price)', () => {
    expect(unitPrice({ preco: 1000, precoatendente: 0 }, 1000, [])).toEqual({
      preco: 0,
      regra: RegraPreco.ATENDENTE,
    });
  });

  it('1. a null or negative attendant price is ignored', () => {
    expect(unitPrice({ preco: 1000, precoatendente: null }, 1000, []).regra).toBe(
      RegraPreco.REGULAR,
    );
    expect(unitPrice({ preco: 1000, precoatendente: -1 }, 1000, []).regra).toBe(RegraPreco.REGULAR);
  });

  it('2. a progressive discount gives the price of the highest threshold reached', () => {
    const product: PricedProduct = {
      ...wholesaleProduct,
      descontoProgressivo: [
        { quantidade: 10_000, preco: 850 },
        { quantidade: 5_000, preco: 900 },
        { quantidade: 20_000, preco: 800 },
      ],
    };
    expect(unitPrice(product, 5_000, [])).toEqual({ preco: 900, regra: RegraPreco.PROGRESSIVO });
    expect(unitPrice(product, 12_000, [])).toEqual({ preco: 850, regra: RegraPreco.PROGRESSIVO });
    expect(unitPrice(product, 25_000, [])).toEqual({ preco: 800, regra: RegraPreco.PROGRESSIVO });
  });

  it('2. with no threshold reached, falls through to the next rules', () => {
    const product: PricedProduct = {
      preco: 1000,
      descontoProgressivo: [{ quantidade: 5_000, preco: 900 }],
    };
    expect(unitPrice(product, 4_000, [])).toEqual({ preco: 1000, regra: RegraPreco.REGULAR });
  });

  it('2. an empty progressive map does not apply', () => {
    expect(unitPrice({ ...wholesaleProduct, descontoProgressivo: [] }, 10_000, []).regra).toBe(
      RegraPreco.ATACADO,
    );
  });

  it('3. wholesale applies when every condition holds', () => {
    expect(unitPrice(wholesaleProduct, 10_000, [])).toEqual({
      preco: 800,
      regra: RegraPreco.ATACADO,
    });
  });

  it('3. fails when the quantity does not reach the wholesale minimum', () => {
    expect(unitPrice(wholesaleProduct, 9_999, []).regra).toBe(RegraPreco.REGULAR);
  });

  it('3. multiplies the quantity by the multiple', () => {
    const box: PricedProduct = {
      ...wholesaleProduct,
      multiploincremento: 12,
      minvendaatacado: 24_000,
    };
    expect(unitPrice(box, 2_000, [])).toEqual({ preco: 800, regra: RegraPreco.ATACADO });
    expect(unitPrice(box, 1_000, []).regra).toBe(RegraPreco.REGULAR);
  });

  it('3. does not multiply when the supplier has disable-product-multiple', () => {
    const box: PricedProduct = {
      ...wholesaleProduct,
      multiploincremento: 12,
      minvendaatacado: 24_000,
    };
    expect(unitPrice(box, 2_000, [DISABLE_MULTIPLE]).regra).toBe(RegraPreco.REGULAR);
    expect(unitPrice(box, 24_000, [DISABLE_MULTIPLE]).regra).toBe(RegraPreco.ATACADO);
  });

  it('3. fails when the wholesale price is not positive', () => {
    expect(unitPrice({ ...wholesaleProduct, precovendaatacado: 0 }, 10_000, []).regra).toBe(
      RegraPreco.REGULAR,
    );
    expect(unitPrice({ ...wholesaleProduct, precovendaatacado: null }, 10_000, []).regra).toBe(
      RegraPreco.REGULAR,
    );
  });

  it('3. fails when the wholesale price is not below the regular price', () => {
    expect(unitPrice({ ...wholesaleProduct, precovendaatacado: 1000 }, 10_000, []).regra).toBe(
      RegraPreco.REGULAR,
    );
    expect(unitPrice({ ...wholesaleProduct, precovendaatacado: 1200 }, 10_000, []).regra).toBe(
      RegraPreco.REGULAR,
    );
  });

  it('3. needs a wholesale minimum; a null multiple counts as 1', () => {
    expect(unitPrice({ ...wholesaleProduct, minvendaatacado: null }, 10_000, []).regra).toBe(
      RegraPreco.REGULAR,
    );
    expect(unitPrice({ ...wholesaleProduct, multiploincremento: null }, 10_000, []).regra).toBe(
      RegraPreco.ATACADO,
    );
  });

  it('4. otherwise the regular price', () => {
    expect(unitPrice({ preco: 1234 }, 1000, [])).toEqual({
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
          const result = unitPrice({ preco, precovendaatacado, minvendaatacado }, quantity, []);
          expect(result.preco).toBeLessThanOrEqual(preco);
        },
      ),
    );
  });
});

describe('giftPackagingTotal (spec §5)', () => {
  it('is the per-unit packaging price times the quantity, rounded half up', () => {
    expect(giftPackagingTotal(500, 3000)).toBe(1500);
    expect(giftPackagingTotal(333, 1500)).toBe(500); // 499.5 → 500
  });

  it('is 0 without a packaging price', () => {
    expect(giftPackagingTotal(null, 3000)).toBe(0);
    expect(giftPackagingTotal(undefined, 3000)).toBe(0);
    expect(giftPackagingTotal(0, 3000)).toBe(0);
  });
});

describe('priceLine', () => {
  it('prices items and adds gift packaging when asked', () => {
    const product: PricedProduct = { ...wholesaleProduct, preco_embalagem: 250 };
    expect(priceLine(product, 10_000, [], true)).toEqual({
      precoUnitario: 800,
      regra: RegraPreco.ATACADO,
      totalItens: 8000,
      totalEmbalagem: 2500,
      total: 10_500,
    });
  });

  it('adds no packaging when the line is not a gift', () => {
    const line = priceLine({ preco: 1999, preco_embalagem: 250 }, 1500, [], false);
    expect(line).toEqual({
      precoUnitario: 1999,
      regra: RegraPreco.REGULAR,
      totalItens: 2999, // 2998.5 → 2999
      totalEmbalagem: 0,
      total: 2999,
    });
  });
});
