import { INVOICE_TEXT } from '@vitrine/domain/invoices/invoice-messages';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoicesPage } from './invoices-page';

afterEach(cleanup);

function renderPage(data: Parameters<typeof InvoicesPage>[0]['data']) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <InvoicesPage data={data} base="/serra-verde" /> },
  ]);
  render(<Stub />);
}

describe('the Faturas screen', () => {
  it('shows the empty state with the credit limit when there is no fatura', async () => {
    renderPage({ faturas: [], limite_credito_total: 500, limite_credito_disponivel: 500 });
    expect(await screen.findByText(INVOICE_TEXT.empty)).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows the error with a retry when the faturas could not be loaded', async () => {
    renderPage('error');
    expect((await screen.findByRole('alert')).textContent).toContain(INVOICE_TEXT.loadError);
    expect(screen.getByRole('button', { name: INVOICE_TEXT.retry })).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
