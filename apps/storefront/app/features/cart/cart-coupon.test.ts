import { describe, expect, it } from 'vitest';
import { carrinho } from '~/lib/test-fixtures';
import { automaticCodeToBeat, cartCouponOf, manualCouponCode } from './cart-coupon';

describe('the cart coupon', () => {
  it('is sent with an order only when it is a manual one', () => {
    expect(manualCouponCode(cartCouponOf(carrinho([], { codigoCupom: 'BEMVINDO10' })))).toBe(
      'BEMVINDO10',
    );
    const automatic = carrinho([], { codigoCupom: 'AUTO15', cupomAutomatico: true });
    expect(manualCouponCode(cartCouponOf(automatic))).toBeNull();
    expect(manualCouponCode(cartCouponOf(carrinho()))).toBeNull();
    expect(manualCouponCode(null)).toBeNull();
  });

  it('is checked against the automatic coupon only while automatic coupons apply', () => {
    const on = carrinho([], { codigoCupomAutomatico: 'AUTO15', cupomAplicacaoAutomatica: true });
    const off = carrinho([], { codigoCupomAutomatico: 'AUTO15', cupomAplicacaoAutomatica: false });
    expect(automaticCodeToBeat(cartCouponOf(on))).toBe('AUTO15');
    expect(automaticCodeToBeat(cartCouponOf(off))).toBeNull();
  });

  it('gives its discount in centavos', () => {
    expect(cartCouponOf(carrinho([], { totalDescontoEspecifico: 12.5 }))?.desconto).toBe(1250);
  });
});
