import type { Fatura } from '@vitrine/contract';
import { INVOICE_TEXT } from '@vitrine/domain/invoices/invoice-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CreditBar } from './credit-bar';
import { InvoiceList } from './invoice-list';

afterEach(cleanup);

function fatura(over: Partial<Fatura>): Fatura {
  return {
    idfatura: 1,
    numero: 'FAT-000012',
    numpedido: 12,
    emissao: '2026-03-09',
    vencimento: '2026-04-06',
    valor: 412.3,
    status: 'ABERTA',
    statusTexto: 'Em aberto',
    boleto: null,
    ...over,
  };
}

describe('the credit bar', () => {
  it('is a meter of the used share with the amounts in words', () => {
    render(<CreditBar total={2000} disponivel={1401.8} />);
    const meter = screen.getByRole('meter', { name: INVOICE_TEXT.creditBarLabel });
    expect(meter.getAttribute('aria-valuenow')).toBe('30');
    expect(meter.getAttribute('aria-valuetext')).toMatch(/598,20 utilizados de R\$\s2\.000,00/);
    expect(screen.getByText(/1\.401,80/)).toBeTruthy();
  });

  it('says so when the customer has no credit', () => {
    render(<CreditBar total={0} disponivel={0} />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText(INVOICE_TEXT.noCreditLimit)).toBeTruthy();
  });
});

describe('the fatura list', () => {
  it('shows each fatura with pt-BR dates, BRL amount, status and boleto', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <InvoiceList
            base="/serra-verde"
            faturas={[
              fatura({
                boleto: { linhaDigitavel: '1'.repeat(47), url: '/boleto.pdf' },
              }),
              fatura({
                idfatura: 2,
                numero: 'FAT-000007',
                numpedido: 7,
                vencimento: '2026-01-01',
                status: 'VENCIDA',
                statusTexto: 'Vencida',
              }),
            ]}
          />
        ),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub />
      </QueryClientProvider>,
    );
    const table = screen.getByRole('table', { name: INVOICE_TEXT.tableCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('09/03/2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('06/04/2026')).toBeTruthy();
    expect(within(rows[1]!).getByText(/412,30/)).toBeTruthy();
    expect(
      within(rows[1]!).getByRole('link', { name: INVOICE_TEXT.openBoleto }).getAttribute('href'),
    ).toBe('/serra-verde/pedidos/12/boleto.pdf');
    expect(within(rows[2]!).getByText('Vencida')).toBeTruthy();
    expect(within(rows[2]!).getByText(INVOICE_TEXT.noBoleto)).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Pedido nº 7' }).getAttribute('href')).toBe(
      '/serra-verde/pedidos/7',
    );
  });
});
