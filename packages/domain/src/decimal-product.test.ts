import { describe, expect, it } from 'vitest';
import { pricedProductOf, progressiveTiersOf, quantityRulesOf } from './decimal-product.ts';

describe('quantityRulesOf', () => {
  it('converts decimal quantities to milli-units and keeps absent rules null', () => {
    expect(
      quantityRulesOf({ preco: 1, granularidade: 0.25, min_por_pedido: 0.5, maxporpedido: null }),
    ).toEqual({
      granularidade: 250,
      min_por_pedido: 500,
      maxporpedido: null,
    });
    expect(quantityRulesOf({ preco: 1 })).toEqual({
      granularidade: null,
      min_por_pedido: null,
      maxporpedido: null,
    });
  });
});

describe('pricedProductOf', () => {
  it('converts reais to centavos without float noise', () => {
    expect(
      pricedProductOf({
        preco: 0.1 + 0.2,
        precovendaatacado: 21.9,
        minvendaatacado: 60,
        multiploincremento: 12,
        preco_embalagem: 5,
        precoatendente: null,
        efeitospoliticas: { descontoProgressivo: { '12': 19.9, '6': 20.9 } },
      }),
    ).toEqual({
      preco: 30,
      precoatendente: null,
      precovendaatacado: 2190,
      minvendaatacado: 60_000,
      multiploincremento: 12,
      preco_embalagem: 500,
      descontoProgressivo: [
        { quantidade: 6000, preco: 2090 },
        { quantidade: 12_000, preco: 1990 },
      ],
    });
  });
});

describe('progressiveTiersOf', () => {
  it('sorts by threshold and leaves out thresholds that are not positive numbers', () => {
    expect(progressiveTiersOf({ x: 1, '0': 2, '2,5': 3, '2.5': 4, '1': 5 })).toEqual([
      { quantidade: 1000, preco: 500 },
      { quantidade: 2500, preco: 400 },
    ]);
  });
});
