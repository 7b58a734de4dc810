import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import { orderListParams } from './after-sale.server';
import { FiscalDocuments } from './fiscal-documents';
import { OrderActions } from './order-actions';
import { OrderFilters } from './order-filters';
import { OrderRating } from './order-rating';
import { paymentStateText } from './order-text';

afterEach(cleanup);

/** Renders `element` inside a data router whose action answers `reply`. */
function inRouter(
  element: React.ReactNode,
  reply: object = { ok: true, intent: 'x', mensagem: 'ok' },
) {
  const Stub = createRoutesStub([{ path: '/', Component: () => element, action: () => reply }]);
  return render(<Stub initialEntries={['/']} />);
}

describe('the order page after sale', () => {
  it('offers 1–5 stars as a labelled radio group, then shows the stored rating', async () => {
    inRouter(<OrderRating avaliacao={null} canRate />);
    const group = screen.getByRole('group', { name: AFTER_SALE_TEXT.rateLegend });
    expect(group).toBeTruthy();
    for (const n of [1, 2, 3, 4, 5])
      expect(screen.getByRole('radio', { name: AFTER_SALE_TEXT.starLabel(n) })).toBeTruthy();
    expect(screen.getByLabelText(AFTER_SALE_TEXT.rateComment)).toBeTruthy();
    cleanup();
    inRouter(
      <OrderRating
        avaliacao={{ estrelas: 4, comentario: 'Muito bom', data: '2026-11-01T10:00:00Z' }}
        canRate={false}
      />,
    );
    expect(screen.getByRole('img', { name: 'Nota 4 de 5' })).toBeTruthy();
    expect(screen.getByText('Muito bom')).toBeTruthy();
    expect(screen.queryByRole('button', { name: AFTER_SALE_TEXT.rateSubmit })).toBeNull();
  });

  it('shows the key in blocks, the homologação note and both downloads', () => {
    const chave = '35261111444777000161550010000000021981188670';
    render(
      <FiscalDocuments
        pedido={{
          codigoErp: '1-00000004',
          notaFiscal: {
            chave,
            numero: 2,
            serie: 1,
            ambiente: 2,
            emitidaEm: '2026-11-14T10:00:00Z',
          },
        }}
        danfeHref="/d"
        xmlHref="/x"
      />,
    );
    expect(screen.getByTestId('chave-nfe').textContent).toBe(
      chave.replace(/(\d{4})(?=\d)/g, '$1 '),
    );
    expect(screen.getByText(AFTER_SALE_TEXT.homologacao)).toBeTruthy();
    expect(screen.getByRole('link', { name: AFTER_SALE_TEXT.danfe }).getAttribute('href')).toBe(
      '/d',
    );
    expect(screen.getByRole('link', { name: AFTER_SALE_TEXT.xml }).getAttribute('href')).toBe('/x');
  });

  it('asks before cancelling, with focus on keeping the order', async () => {
    inRouter(
      <OrderActions
        acoes={{
          cancelar: true,
          aceitarOrcamento: false,
          avaliar: false,
          documentosFiscais: false,
        }}
        emAnalise={false}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: AFTER_SALE_TEXT.cancelOrder }));
    expect(screen.getByText(AFTER_SALE_TEXT.cancelConfirm)).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: AFTER_SALE_TEXT.cancelKeep }),
    );
  });
});

describe('the order list filters', () => {
  it('labels every filter and names the options (spec §9 channels)', () => {
    inRouter(<OrderFilters values={{ status: '', de: '', ate: '', canal: '' }} clearTo="/p" />);
    expect(screen.getByLabelText('Situação')).toBeTruthy();
    expect(screen.getByLabelText('De')).toBeTruthy();
    expect(screen.getByLabelText('Até')).toBeTruthy();
    const canal = screen.getByLabelText('Canal de venda') as HTMLSelectElement;
    expect([...canal.options].map((o) => o.getAttribute('label') ?? o.textContent)).toEqual([
      'Todos',
      'Orçamento app',
      'Commerce app',
      'Venda+ app',
      'Orçamento web',
      'Web-commerce',
      'Venda+ web',
      'Portfolio web',
      'Painel de cliente',
    ]);
  });

  it('reads the filters from the URL, page 1 by default', () => {
    expect(orderListParams(new URL('http://x/p?status=ENTREGUE&de=2026-01-01&pagina=3'))).toEqual({
      status: 'ENTREGUE',
      de: '2026-01-01',
      ate: '',
      canal: '',
      pagina: 3,
    });
    expect(orderListParams(new URL('http://x/p?pagina=-2')).pagina).toBe(1);
  });

  it('names the payment state', () => {
    expect(paymentStateText('PAGO')).toBe('Pago');
    expect(paymentStateText(null)).toBe('Na entrega / faturado');
  });
});
