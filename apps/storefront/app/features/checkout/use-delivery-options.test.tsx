import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { MSG } from '@vitrine/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import { useDeliveryOptions } from './use-delivery-options';

vi.mock('~/lib/api-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/api-browser')>()),
  callFromBrowser: vi.fn(),
}));
const call = vi.mocked(callFromBrowser);

function render(cartTotal: number | null = 10_000) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useDeliveryOptions({
        idfornecedor: 'sup-1',
        tipoEntrega: TipoEntrega.DELIVERY,
        idendereco: 7,
        hasCep: true,
        cartTotal,
      }),
    { wrapper },
  );
}

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('the checkout delivery lookup (spec §4 Delivery, §8 Delivery and address)', () => {
  it("keeps the server's message and clears the forms", async () => {
    call.mockRejectedValue(
      new BrowserApiError(422, MSG.noDeliveryMethodFound, MSG.noDeliveryMethodFound),
    );
    const { result } = render();
    await waitFor(() => expect(result.current.error).toBe(MSG.noDeliveryMethodFound));
    expect(result.current.data).toBeNull();
  });

  it("says 'Falha ao consultar agendamentos' when the lookup itself failed", async () => {
    call.mockRejectedValue(new BrowserApiError(0, 'Network', null));
    const { result } = render();
    await waitFor(() => expect(result.current.error).toBe('Falha ao consultar agendamentos'));
    expect(result.current.loading).toBe(false);
  });

  it('waits for the cart to settle before asking (the server prices the stored cart)', () => {
    const { result } = render(null);
    expect(call).not.toHaveBeenCalled();
    expect(result.current).toEqual({ loading: false, data: null, error: null });
  });
});
