import { MSG } from '@vitrine/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '~/lib/modal-store';
import { carrinho, linhaServidor, produto } from '~/lib/test-fixtures';
import { fetchCart, saveCart } from './cart-api';
import { cartStorageKey, useCartStore } from './cart-store';
import { useCartConnection } from './use-cart-connection';
import { useRepeatOrder } from './use-repeat-order';

vi.mock('./cart-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./cart-api')>()),
  fetchCart: vi.fn(),
  saveCart: vi.fn(),
}));
vi.mock('~/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn() } }));
const layout = vi.hoisted(() => ({
  usuario: { idcliente: 42, nome: 'Ana' } as { idcliente: number; nome: string } | null,
}));
vi.mock('~/lib/supplier-layout-data', () => ({
  useSupplierLayoutData: () => ({
    fornecedor: { idfornecedor: 'sup-1', tag: [] },
    usuario: layout.usuario,
  }),
}));

const { toast } = await import('~/lib/toast');
const arroz = produto();
const feijao = produto({ id: 2, nome: 'Feijão Carioca 1 kg', preco: 8 });

function renderRepeat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useCartConnection();
      return useRepeatOrder();
    },
    { wrapper },
  );
}

beforeEach(() => {
  useCartStore.persist.setOptions({ name: cartStorageKey(null) });
  useCartStore.setState({ owner: null, lines: [], unsaved: false, base: null, period: {} });
  window.localStorage.clear();
  layout.usuario = { idcliente: 42, nome: 'Ana' };
  vi.mocked(fetchCart).mockResolvedValue(carrinho([linhaServidor(arroz, 1)]));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useModalStore.getState().close();
});

describe('repeating an order', () => {
  it('saves the current lines with modoRepeticaoPedido, says so with the skipped products and opens the cart', async () => {
    vi.mocked(saveCart).mockResolvedValue(
      carrinho([linhaServidor(arroz, 1), linhaServidor(feijao, 2)], {
        mensagem:
          'Estes produtos do pedido não estão mais à venda e não foram carregados: Sal 1 kg',
      }),
    );
    const { result } = renderRepeat();
    await waitFor(() => expect(useCartStore.getState().lines).toHaveLength(1));
    await act(() => result.current.repeat(123));
    const [owner, body, options] = vi.mocked(saveCart).mock.calls[0]!;
    expect(owner).toEqual({ idfornecedor: 'sup-1', idcliente: 42 });
    expect(body.cartItens).toEqual([{ id: 1, quantidade: 1, embalarParaPresente: false }]);
    expect(options?.query).toEqual({ modoRepeticaoPedido: 123 });
    expect(toast.success).toHaveBeenCalledWith(
      'Os produtos do pedido foram carregados no seu carrinho. Estes produtos do pedido não estão mais à venda e não foram carregados: Sal 1 kg',
    );
    expect(toast.warning).not.toHaveBeenCalled();
    expect(useModalStore.getState().active).toBe('cart');
    expect(useCartStore.getState().lines).toHaveLength(2);
  });

  it("says 'Não foi possível carregar os produtos do pedido' when the save fails", async () => {
    vi.mocked(saveCart).mockRejectedValue(new Error('HTTP 500'));
    const { result } = renderRepeat();
    await waitFor(() => expect(useCartStore.getState().lines).toHaveLength(1));
    await act(() => result.current.repeat(123));
    expect(toast.error).toHaveBeenCalledWith(MSG.repeatOrderFailed);
    expect(toast.error).not.toHaveBeenCalledWith(MSG.cartSaveFailed);
    expect(useModalStore.getState().active).toBeNull();
  });

  it("says 'Não foi possivel salvar o carrinho' without a logged-in customer", async () => {
    layout.usuario = null;
    const { result } = renderRepeat();
    await act(() => result.current.repeat(123));
    expect(saveCart).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(MSG.cartSaveFailed);
  });
});
