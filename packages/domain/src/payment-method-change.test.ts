import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { StatusPedido } from './order-status.ts';
import { canChangePaymentMethod, installmentsAllowed } from './payment-method-change.ts';

describe('changing the payment method (issue 10 §5)', () => {
  it('is allowed only while the order awaits payment and nothing was paid', () => {
    const awaiting = StatusPedido.AGUARDANDOPAGAMENTO;
    expect(canChangePaymentMethod({ status: awaiting, statusPagamento: 'PENDENTE' })).toBe(true);
    expect(canChangePaymentMethod({ status: awaiting, statusPagamento: null })).toBe(true);
    expect(canChangePaymentMethod({ status: awaiting, statusPagamento: 'PAGO' })).toBe(false);
    expect(canChangePaymentMethod({ status: awaiting, statusPagamento: 'CANCELADO' })).toBe(false);
  });

  it('is refused in every other status, whatever the payment says', () => {
    const others = Object.values(StatusPedido).filter((s) => s !== 'AGUARDANDOPAGAMENTO');
    fc.assert(
      fc.property(
        fc.constantFrom(...others),
        fc.constantFrom('PENDENTE', 'PAGO', 'CANCELADO', null),
        (status, statusPagamento) => {
          expect(canChangePaymentMethod({ status, statusPagamento })).toBe(false);
        },
      ),
    );
  });

  it('allows installments only by card', () => {
    expect(installmentsAllowed('CARTAO', 6)).toBe(true);
    expect(installmentsAllowed('PIX', 1)).toBe(true);
    expect(installmentsAllowed('PIX', 2)).toBe(false);
    expect(installmentsAllowed('FATURADO', 3)).toBe(false);
  });
});
