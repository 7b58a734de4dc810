import { describe, expect, it } from 'vitest';
import { SUPPLIER_TAGS } from './constants.ts';
import {
  RegraPreco,
  canGiftWrap,
  giftPackagingTotal,
  hasWholesalePrice,
  unitPrice,
  wholesaleOffer,
} from './pricing.ts';

describe('hasWholesalePrice', () => {
  it('needs a positive wholesale price below the regular price and a minimum', () => {
    expect(hasWholesalePrice({ preco: 1000, precovendaatacado: 900, minvendaatacado: 6000 })).toBe(
      true,
    );
    expect(hasWholesalePrice({ preco: 1000, precovendaatacado: 1000, minvendaatacado: 6000 })).toBe(
      false,
    );
    expect(hasWholesalePrice({ preco: 1000, precovendaatacado: 0, minvendaatacado: 6000 })).toBe(
      false,
    );
    expect(hasWholesalePrice({ preco: 1000, precovendaatacado: 900, minvendaatacado: null })).toBe(
      false,
    );
    expect(hasWholesalePrice({ preco: 1000, precovendaatacado: null, minvendaatacado: 6000 })).toBe(
      false,
    );
  });
});

describe('wholesaleOffer', () => {
  // Seed box: 'Água Mineral Crystal 500 ml Caixa com 12', wholesale from 60 units.
  const box = {
    preco: 2390,
    precovendaatacado: 2190,
    minvendaatacado: 60_000,
    multiploincremento: 12,
  };

  it('counts a box product in boxes, not units', () => {
    expect(wholesaleOffer(box, {}, [])).toEqual({ quantidade: 5000, preco: 2190 });
  });

  it('counts sale units when the supplier disables the multiple', () => {
    expect(wholesaleOffer(box, {}, [SUPPLIER_TAGS.DISABLE_PRODUCT_MULTIPLE])).toEqual({
      quantidade: 60_000,
      preco: 2190,
    });
  });

  it('rounds a minimum that is not whole boxes up to the next box', () => {
    expect(wholesaleOffer({ ...box, minvendaatacado: 100_000 }, {}, [])?.quantidade).toBe(9000);
  });

  it('is never below the minimum per order, and lies on the step', () => {
    const kg = { preco: 4000, precovendaatacado: 3500, minvendaatacado: 1100 };
    expect(wholesaleOffer(kg, { granularidade: 250, min_por_pedido: 500 }, [])?.quantidade).toBe(
      1250,
    );
    expect(
      wholesaleOffer(
        { ...kg, minvendaatacado: 100 },
        { granularidade: 250, min_por_pedido: 500 },
        [],
      )?.quantidade,
    ).toBe(500);
  });

  it('is null when the maximum per order cannot reach it, or there is no offer', () => {
    expect(wholesaleOffer(box, { maxporpedido: 4000 }, [])).toBeNull();
    expect(wholesaleOffer({ preco: 1000 }, {}, [])).toBeNull();
  });

  it('gives a quantity at which unitPrice applies the wholesale price, and one step less does not', () => {
    const offer = wholesaleOffer(box, {}, []);
    expect(offer).not.toBeNull();
    expect(unitPrice(box, offer!.quantidade, []).regra).toBe(RegraPreco.ATACADO);
    expect(unitPrice(box, offer!.quantidade - 1000, []).regra).toBe(RegraPreco.REGULAR);
  });
});

describe('canGiftWrap', () => {
  it('needs a positive packaging price', () => {
    expect(canGiftWrap(500)).toBe(true);
    expect(canGiftWrap(0)).toBe(false);
    expect(canGiftWrap(null)).toBe(false);
    expect(canGiftWrap(undefined)).toBe(false);
  });

  it('agrees with the packaging charge', () => {
    for (const price of [null, 0, -5, 1, 500]) {
      expect(canGiftWrap(price)).toBe(giftPackagingTotal(price, 1000) > 0);
    }
  });
});
