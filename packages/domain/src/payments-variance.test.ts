import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centavos, milli } from './money.ts';
import { applyPaymentVariance, paymentVarianceBp, varyProductPrices } from './payments-variance.ts';
import { priceLine } from './pricing.ts';

const TAG = 'support-price-variance-by-payment';

describe('price variance by payment method (spec §6)', () => {
  it('applies a Pix discount and a card surcharge in exact centavos, half up', () => {
    expect(applyPaymentVariance(centavos(1001), -500)).toBe(951); // 950,95 → 951
    expect(applyPaymentVariance(centavos(1899), -500)).toBe(1804); // 1804,05 → 1804
    expect(applyPaymentVariance(centavos(1000), 300)).toBe(1030);
    expect(applyPaymentVariance(centavos(1000), 0)).toBe(1000);
    expect(applyPaymentVariance(centavos(1000), -10_000)).toBe(0);
    expect(() => applyPaymentVariance(centavos(1000), 10_001)).toThrow(RangeError);
    expect(() => applyPaymentVariance(centavos(-1), 10)).toThrow(RangeError);
  });

  it('matches the exact rational result to within half a centavo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        (preco, bp) => {
          const got = applyPaymentVariance(centavos(preco), bp);
          const exact = (preco * (10_000 + bp)) / 10_000;
          expect(Number.isInteger(got)).toBe(true);
          expect(Math.abs(got - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });

  it('never raises a price with a discount nor lowers it with a surcharge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (preco, bp) => {
          expect(applyPaymentVariance(centavos(preco), -bp)).toBeLessThanOrEqual(preco);
          expect(applyPaymentVariance(centavos(preco), bp)).toBeGreaterThanOrEqual(preco);
        },
      ),
    );
  });

  it('applies only at suppliers with the tag and only with a chosen method', () => {
    expect(paymentVarianceBp([TAG], { ajustePrecoBp: -500 })).toBe(-500);
    expect(paymentVarianceBp([], { ajustePrecoBp: -500 })).toBe(0);
    expect(paymentVarianceBp([TAG], null)).toBe(0);
  });

  it('varies regular, wholesale and progressive prices, not the attendant or packaging price', () => {
    const product = {
      preco: centavos(1000),
      precoatendente: centavos(700),
      precovendaatacado: centavos(900),
      minvendaatacado: milli(6000),
      descontoProgressivo: [{ quantidade: milli(10_000), preco: centavos(800) }],
      preco_embalagem: centavos(200),
    };
    expect(varyProductPrices(product, -500)).toEqual({
      ...product,
      preco: 950,
      precovendaatacado: 855,
      descontoProgressivo: [{ quantidade: 10_000, preco: 760 }],
    });
    expect(varyProductPrices(product, 0)).toBe(product);
    // The §5 precedence then runs on the varied prices.
    const { precoatendente: _a, ...regular } = product;
    expect(priceLine(varyProductPrices(regular, -500), milli(1000), [], false).precoUnitario).toBe(
      950,
    );
  });
});
