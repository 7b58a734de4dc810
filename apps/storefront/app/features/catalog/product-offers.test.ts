import { SUPPLIER_TAGS } from '@vitrine/domain/constants';
import { reaisToCentavos } from '@vitrine/domain/money';
import { describe, expect, it } from 'vitest';
import { produto } from '~/lib/test-fixtures';
import {
  priceTagFacts,
  productWholesaleOffer,
  progressiveTiers,
  referencePrice,
  saleRuleTexts,
} from './product-offers';

// The seed's 'Água Mineral Crystal 500 ml Caixa com 12': wholesale R$ 21,90 from 60 units.
const caixa = produto({
  nome: 'Água Mineral Crystal 500 ml Caixa com 12',
  unidade: 'cx',
  preco: 23.9,
  multiploincremento: 12,
  precovendaatacado: 21.9,
  minvendaatacado: 60,
});

describe('catalog offers', () => {
  it('speak of boxes for a box product', () => {
    expect(productWholesaleOffer(caixa, [])).toEqual({ quantidade: 5000, preco: 2190 });
    expect(saleRuleTexts(caixa, [])).toEqual([
      'Caixa com 12 unidades',
      'Preço de atacado: R$\u00a021,90 por caixa a partir de 5 caixas',
    ]);
  });

  it('count sale units when the supplier disables the multiple', () => {
    expect(productWholesaleOffer(caixa, [SUPPLIER_TAGS.DISABLE_PRODUCT_MULTIPLE])?.quantidade).toBe(
      60_000,
    );
  });

  it('list step, minimum, maximum and gift packaging when they are not the defaults', () => {
    const queijo = produto({
      unidade: 'kg',
      granularidade: 0.25,
      min_por_pedido: 0.5,
      maxporpedido: 5,
      preco_embalagem: 4.5,
    });
    expect(saleRuleTexts(queijo, [])).toEqual([
      'Vendido de 0,25 em 0,25 kg',
      'Mínimo por pedido: 0,5 kg',
      'Máximo por pedido: 5 kg',
      'Embalagem para presente: R$\u00a04,50 por kg',
    ]);
    expect(saleRuleTexts(produto(), [])).toEqual([]);
  });

  it('show a reference price only when it is above the price', () => {
    expect(referencePrice({ preco: 10, preconf: 12.5 })).toBe(1250);
    expect(referencePrice({ preco: 10, preconf: 10 })).toBeNull();
    expect(referencePrice({ preco: 10, preconf: null })).toBeNull();
  });

  it('give a price tag the same facts as the separate decisions, prices converted once', () => {
    const promocao = produto({
      preco: 8.9,
      preconf: 10.5,
      efeitospoliticas: { descontoProgressivo: { '6': 8.5, '12': 7.9 } },
    });
    for (const p of [caixa, promocao, produto()]) {
      expect(priceTagFacts(p, [])).toEqual({
        preco: reaisToCentavos(p.preco),
        reference: referencePrice(p),
        offer: productWholesaleOffer(p, []),
        progressive: progressiveTiers(p).length > 0,
      });
    }
    expect(priceTagFacts(promocao, [])).toMatchObject({ reference: 1050, progressive: true });
    expect(priceTagFacts(caixa, [])).toMatchObject({
      preco: 2390,
      reference: null,
      offer: { quantidade: 5000, preco: 2190 },
      progressive: false,
    });
  });
});
