import type { CupomResumo } from '@vitrine/contract';
import { applyCouponLabel, COUPON_TEXT } from '@vitrine/domain/coupons/coupon-ui-messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponList } from './coupon-list';

function cupom(over: Partial<CupomResumo>): CupomResumo {
  return {
    idcupom: 1,
    codigo: 'SERRA10',
    descricao: '10% de desconto em compras a partir de R$ 100,00',
    tipo: 'PROMOCAO',
    tipoDesconto: '%',
    valorDescontoPercentual: 10,
    valorDescontoAbsoluto: null,
    automatico: false,
    validoAte: '2030-12-31T12:00:00.000Z',
    valorMinimoPedido: 100,
    regras: ['10% de desconto', 'Pedido mínimo de R$ 100,00'],
    disponivel: true,
    motivoIndisponivel: null,
    ...over,
  };
}

afterEach(cleanup);

describe('the coupon list', () => {
  it('shows each coupon with its code, validity and rules; "Usar cupom" applies it', async () => {
    const onUse = vi.fn().mockResolvedValue(undefined);
    render(
      <CouponList
        cupons={[
          cupom({}),
          cupom({
            idcupom: 2,
            codigo: 'SERRA5',
            automatico: true,
            validoAte: null,
            regras: ['5% de desconto'],
          }),
        ]}
        onUse={onUse}
      />,
    );
    expect(screen.getByText('Pedido mínimo de R$ 100,00')).toBeTruthy();
    expect(screen.getByText(COUPON_TEXT.noExpiry)).toBeTruthy();
    expect(screen.getByText(COUPON_TEXT.automatic)).toBeTruthy();
    // The automatic coupon applies itself: no button for it.
    expect(screen.queryByRole('button', { name: applyCouponLabel('SERRA5') })).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: applyCouponLabel('SERRA10') }));
    expect(onUse).toHaveBeenCalledWith('SERRA10');
  });

  it('says why a coupon cannot be used instead of offering it', () => {
    render(
      <CouponList
        cupons={[
          cupom({
            disponivel: false,
            motivoIndisponivel: 'Você já usou este cupom o número máximo de vezes.',
          }),
        ]}
        onUse={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: applyCouponLabel('SERRA10') })).toBeNull();
    expect(screen.getByText(/Você já usou este cupom o número máximo de vezes\./)).toBeTruthy();
  });

  it('has an empty state', () => {
    render(<CouponList cupons={[]} onUse={vi.fn()} />);
    expect(screen.getByText(COUPON_TEXT.empty)).toBeTruthy();
  });
});
