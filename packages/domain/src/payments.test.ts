import { describe, expect, it } from 'vitest';
import { StatusPedido } from './order-status.ts';
import { StatusPagamento, TipoFormaPagamento, isAwaitingPixPayment } from './payments.ts';

describe('isAwaitingPixPayment', () => {
  const waiting = {
    status: StatusPedido.AGUARDANDOPAGAMENTO,
    tipoFormaPagamento: TipoFormaPagamento.PIX,
    statusPagamento: StatusPagamento.PENDENTE,
  };

  it('is true for a Pix order awaiting payment with a pending payment', () => {
    expect(isAwaitingPixPayment(waiting)).toBe(true);
  });

  it('is false once the payment is confirmed or cancelled, even if the status lags', () => {
    expect(isAwaitingPixPayment({ ...waiting, statusPagamento: StatusPagamento.PAGO })).toBe(false);
    expect(isAwaitingPixPayment({ ...waiting, statusPagamento: StatusPagamento.CANCELADO })).toBe(
      false,
    );
    expect(isAwaitingPixPayment({ ...waiting, statusPagamento: null })).toBe(false);
  });

  it('is false for another status or another payment method', () => {
    expect(isAwaitingPixPayment({ ...waiting, status: StatusPedido.PAGO })).toBe(false);
    expect(isAwaitingPixPayment({ ...waiting, status: StatusPedido.CANCELADO })).toBe(false);
    expect(
      isAwaitingPixPayment({ ...waiting, tipoFormaPagamento: TipoFormaPagamento.BOLETO }),
    ).toBe(false);
  });
});
