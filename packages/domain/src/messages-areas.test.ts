import { describe, expect, it } from 'vitest';
import {
  CART_MSG,
  PRICE_RULE_LABEL,
  cartButtonLabel,
  quantityCorrectionText,
  saleUnitHintText,
} from './cart-messages.ts';
import {
  CATALOG_MSG,
  SALE_RULE_TEXT,
  quantityWithUnit,
  saleUnitName,
  wholesaleHintText,
} from './catalog-messages.ts';
import { APP_MSG, MSG } from './messages.ts';
import { QuantityCorrection } from './quantity-input.ts';
import { quantityLimits } from './quantity.ts';

describe('area messages', () => {
  it('say each label once across the catalogues', () => {
    const all = [
      ...Object.values(MSG),
      ...Object.values(APP_MSG).filter((text) => text !== MSG.sessionExpired),
      ...Object.values(CART_MSG),
      ...Object.values(CATALOG_MSG),
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it('name the price rules, the regular price needing none', () => {
    expect(PRICE_RULE_LABEL).toEqual({
      ATENDENTE: 'Negociado',
      PROGRESSIVO: 'Progressivo',
      ATACADO: 'Atacado',
      REGULAR: null,
    });
  });

  it('count cart lines in pt-BR', () => {
    expect(cartButtonLabel(1)).toBe('Carrinho, 1 item');
    expect(cartButtonLabel(3)).toBe('Carrinho, 3 itens');
  });
});

describe('sale units', () => {
  it('speak of boxes, bundles and units by name, with the pt-BR plural from 2', () => {
    expect(quantityWithUnit(10_000, 'cx')).toBe('10 caixas');
    expect(quantityWithUnit(1000, 'cx')).toBe('1 caixa');
    expect(quantityWithUnit(1500, 'l')).toBe('1,5 litro');
    expect(quantityWithUnit(2000, 'fd')).toBe('2 fardos');
    expect(quantityWithUnit(500, 'kg')).toBe('0,5 kg');
    expect(quantityWithUnit(3000, 'bd')).toBe('3 bd');
    expect(saleUnitName('un')).toBe('unidade');
  });

  it('give the wholesale hint in sale units', () => {
    expect(wholesaleHintText(2190, 10_000, 'cx')).toBe(
      'Atacado: R$\u00a021,90 a partir de 10 caixas',
    );
    expect(SALE_RULE_TEXT.wholesale(2190, 5000, 'cx')).toBe(
      'Preço de atacado: R$\u00a021,90 por caixa a partir de 5 caixas',
    );
    expect(SALE_RULE_TEXT.contents('cx', 12)).toBe('Caixa com 12 unidades');
  });
});

describe('quantity corrections', () => {
  const limits = quantityLimits({ granularidade: 250, min_por_pedido: 500, maxporpedido: 5000 });
  const ctx = (quantidade: number) => ({ quantidade, limits, unidade: 'kg' });

  it('say what was changed and why', () => {
    expect(quantityCorrectionText(QuantityCorrection.STEP, ctx(500))).toBe(
      'Quantidade ajustada para 0,5 kg: vendido de 0,25 em 0,25 kg.',
    );
    expect(quantityCorrectionText(QuantityCorrection.MINIMUM, ctx(500))).toBe(
      'Quantidade ajustada para 0,5 kg: o mínimo por pedido é 0,5 kg.',
    );
    expect(quantityCorrectionText(QuantityCorrection.MAXIMUM, ctx(5000))).toBe(
      'Quantidade ajustada para 5 kg: o máximo por pedido é 5 kg.',
    );
    expect(quantityCorrectionText(QuantityCorrection.INVALID, ctx(1500))).toBe(
      'Digite um número, como 2 ou 0,5. A quantidade continua 1,5 kg.',
    );
    expect(quantityCorrectionText(QuantityCorrection.NEGATIVE, ctx(1500))).toBe(
      'A quantidade não pode ser negativa. Ela continua 1,5 kg.',
    );
  });

  it('describe the sale unit under the buy control', () => {
    expect(saleUnitHintText(limits, 'kg')).toBe(
      'Vendido por kg · mínimo 0,5 kg · de 0,25 em 0,25 kg · máximo 5 kg',
    );
    expect(saleUnitHintText(quantityLimits({}), 'cx')).toBe('Vendido por caixa · de 1 em 1 caixa');
  });
});
