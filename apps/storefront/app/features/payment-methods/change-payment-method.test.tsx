import type { FormaPagamento } from '@vitrine/contract';
import { PAYMENT_METHOD_CHANGE_TEXT } from '@vitrine/domain/payment-method-change';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '~/lib/modal-store';
import { ChangePaymentMethod } from './change-payment-method';

afterEach(() => {
  cleanup();
  useModalStore.setState({ active: null, reason: null, back: null });
});

const formas: FormaPagamento[] = [
  { idformapagto: 1, descricao: 'Pix', tipo: 'PIX', exigePagamentoAntecipado: true },
  {
    idformapagto: 2,
    descricao: 'Cartão de crédito',
    tipo: 'CARTAO',
    exigePagamentoAntecipado: true,
  },
];

function renderFor(status: 'AGUARDANDOPAGAMENTO' | 'ENVIADO', pagamento: 'PENDENTE' | 'PAGO') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <h1>Pedido</h1>
          <ChangePaymentMethod
            formas={formas}
            pedido={{
              idfornecedor: 'f',
              numpedido: 9,
              status,
              formaPagamento: { idformapagto: 1, descricao: 'Pix', tipo: 'PIX' },
              pagamento: {
                status: pagamento,
                tipo: 'PIX',
                copiaECola: null,
                qrCode: null,
                expiraEm: null,
              },
            }}
          />
        </>
      ),
    },
  ]);
  render(<Stub />);
  return screen.findByRole('heading', { name: 'Pedido' });
}

describe('"Alterar forma de pagamento"', () => {
  it('is offered only while the order awaits its payment', async () => {
    await renderFor('ENVIADO', 'PENDENTE');
    expect(screen.queryByRole('button', { name: PAYMENT_METHOD_CHANGE_TEXT.action })).toBeNull();
    cleanup();
    await renderFor('AGUARDANDOPAGAMENTO', 'PAGO');
    expect(screen.queryByRole('button', { name: PAYMENT_METHOD_CHANGE_TEXT.action })).toBeNull();
  });

  it('opens a panel with the methods; installments appear for the card only', async () => {
    await renderFor('AGUARDANDOPAGAMENTO', 'PENDENTE');
    await userEvent.click(
      await screen.findByRole('button', { name: PAYMENT_METHOD_CHANGE_TEXT.action }),
    );
    // The panel's code is a lazy chunk (ADR 0083): its first import is transformed on demand.
    const dialog = await screen.findByRole(
      'dialog',
      { name: PAYMENT_METHOD_CHANGE_TEXT.title },
      { timeout: 5000 },
    );
    expect(dialog).toBeTruthy();
    const save = screen.getByRole('button', { name: PAYMENT_METHOD_CHANGE_TEXT.save });
    expect((save as HTMLButtonElement).disabled).toBe(true); // the current method
    expect(screen.queryByLabelText(PAYMENT_METHOD_CHANGE_TEXT.installments)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    expect(screen.getByLabelText(PAYMENT_METHOD_CHANGE_TEXT.installments)).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});
