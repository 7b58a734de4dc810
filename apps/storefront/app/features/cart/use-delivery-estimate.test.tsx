import { MSG } from '@vitrine/domain/messages';
import { milli } from '@vitrine/domain/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import { produto } from '~/lib/test-fixtures';
import type { CartLine } from './cart-store';
import { useDeliveryEstimate, type EstimatePlace } from './use-delivery-estimate';

vi.mock('~/lib/api-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/api-browser')>()),
  callFromBrowser: vi.fn(),
}));
const call = vi.mocked(callFromBrowser);
const NOT_SERVED = 'Infelizmente ainda não atendemos este endereço';

const line = {
  produto: produto(),
  quantidade: milli(2000),
  embalarParaPresente: false,
} as CartLine;

function render(place: EstimatePlace | null, lines: CartLine[] = [line]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDeliveryEstimate('sup-1', place, lines, null), { wrapper });
}

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe("the cart's fee by CEP (spec §5, §8 Cart and order)", () => {
  it('asks with the ids and quantities only, once the CEP is complete', async () => {
    call.mockResolvedValue({ tipoEntrega: 'DELIVERY', formas: [], lojas: [] });
    const { result } = render({ by: 'cep', cep: '05435000' });
    await waitFor(() => expect(result.current.data).not.toBeNull());
    expect(call).toHaveBeenCalledWith(
      'delivery.quote',
      {
        params: { idfornecedor: 'sup-1', cep: '05435000' },
        query: {},
        body: { produtos: [{ id: line.produto.id, quantidade: 2, embalarParaPresente: false }] },
      },
      expect.anything(),
    );
  });

  it('sends the address point with its CEP when the estimate is by address', async () => {
    call.mockResolvedValue({ tipoEntrega: 'DELIVERY', formas: [], lojas: [] });
    render({ by: 'address', cep: '05435000', lat: -23.5, lng: -46.6 });
    await waitFor(() => expect(call).toHaveBeenCalled(), { timeout: 4000 });
    expect(call.mock.calls[0]![1]).toMatchObject({ query: { lat: -23.5, lng: -46.6 } });
  });

  it('never asks for an empty cart or an incomplete CEP', async () => {
    render({ by: 'cep', cep: '05435000' }, []);
    render({ by: 'cep', cep: '0543' });
    await new Promise((r) => setTimeout(r, 700));
    expect(call).not.toHaveBeenCalled();
  });

  it("reads the server's Mensagem, else 'Falha ao consultar agendamentos'", async () => {
    call.mockRejectedValueOnce(new BrowserApiError(422, NOT_SERVED, NOT_SERVED));
    const served = render({ by: 'cep', cep: '20040020' });
    await waitFor(() => expect(served.result.current.error).toBe(NOT_SERVED));
    expect(served.result.current.errorAt).toBeGreaterThan(0);
    call.mockRejectedValueOnce(new BrowserApiError(0, 'Network', null));
    const failed = render({ by: 'cep', cep: '20040021' });
    await waitFor(() => expect(failed.result.current.error).toBe(MSG.deliverySlotsLookupFailed));
  });
});
