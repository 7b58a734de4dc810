import type { Carrinho } from '@vitrine/contract';
import { CART_SAVE_DEBOUNCE_MS, STATE_PERSIST_DEBOUNCE_MS } from '@vitrine/domain/constants';
import { MSG } from '@vitrine/domain/messages';
import { AcaoQuantidade } from '@vitrine/domain/quantity';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCookiePreferences } from '~/lib/cookie-preferences';
import { fetchCart, saveCart } from './cart-api';
import { CART_STATE_VERSION, cartStorage, cartStorageKey, useCartStore } from './cart-store';
import { useCartConnection } from './use-cart-connection';
import { useCartAfterOrder, useCartAutosave, useFlushCartSave } from './use-cart-save';
import { useCartView } from './use-cart-view';
import { carrinho, linhaServidor, produto } from '~/lib/test-fixtures';

vi.mock('./cart-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./cart-api')>()),
  fetchCart: vi.fn(),
  saveCart: vi.fn(),
}));
vi.mock('~/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn() } }));

const layout = vi.hoisted(() => ({
  current: {
    fornecedor: { idfornecedor: 'sup-1', tag: [] as string[] },
    usuario: { idcliente: 42, nome: 'Ana' } as { idcliente: number; nome: string } | null,
  },
}));
vi.mock('~/lib/supplier-layout-data', () => ({ useSupplierLayoutData: () => layout.current }));

const { toast } = await import('~/lib/toast');
const fetchCartMock = vi.mocked(fetchCart);
const saveCartMock = vi.mocked(saveCart);
const owner = { idfornecedor: 'sup-1', idcliente: 42 };
const arroz = produto();
const feijao = produto({ id: 2, nome: 'Feijão Carioca 1 kg', preco: 8 });

/** Everything the cart does on a page: connection, autosave (the panel's), view and commands. */
function useCartPage() {
  useCartConnection();
  useCartAutosave();
  return {
    view: useCartView(),
    flush: useFlushCartSave(),
    afterOrder: useCartAfterOrder(),
  };
}

function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useCartPage(), { wrapper }) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const change = (p = arroz, action: AcaoQuantidade = AcaoQuantidade.INC) =>
  act(() => useCartStore.getState().change(p, action));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useCookiePreferences.setState({ necessary: true });
  useCartStore.persist.setOptions({ name: cartStorageKey(null) });
  useCartStore.setState({ owner: null, lines: [], unsaved: false, base: null, period: {} });
  cartStorage.flush();
  window.localStorage.clear();
  layout.current.usuario = { idcliente: 42, nome: 'Ana' };
  fetchCartMock.mockResolvedValue(carrinho());
  saveCartMock.mockImplementation(async (_owner, body) =>
    carrinho(
      body.cartItens.map((item) =>
        linhaServidor(item.id === feijao.id ? feijao : arroz, item.quantidade),
      ),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('the cart hooks', () => {
  it('show the server cart once it loads', async () => {
    fetchCartMock.mockResolvedValue(carrinho([linhaServidor(arroz, 3)]));
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.lines).toHaveLength(1));
    expect(fetchCartMock).toHaveBeenCalledWith(owner, expect.anything());
    expect(result.current.view.lines[0]!.line.quantidade).toBe(3000);
    expect(result.current.view.estimated).toBe(false);
  });

  it('save once, 1000 ms after the last of several changes', async () => {
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('idle'));
    await change();
    await advance(600);
    await change();
    await advance(600);
    await change();
    // Shown at once, priced by the domain until the server answers.
    expect(result.current.view.lines[0]!.line.quantidade).toBe(3000);
    expect(result.current.view.estimated).toBe(true);
    expect(result.current.view.itemsTotal).toBe(3000);
    // The fake clock also follows real time (shouldAdvanceTime, for waitFor): a loaded machine
    // adds some between the steps, so the check before the debounce keeps a margin for it.
    await advance(CART_SAVE_DEBOUNCE_MS - 250);
    expect(saveCartMock).not.toHaveBeenCalled();
    await advance(250);
    expect(saveCartMock).toHaveBeenCalledTimes(1);
    expect(saveCartMock.mock.calls[0]![1].cartItens).toEqual([
      { id: 1, quantidade: 3, embalarParaPresente: false },
    ]);
  });

  it("replace the cart by the server's reply and show its message", async () => {
    saveCartMock.mockResolvedValue(
      carrinho([linhaServidor(arroz, 2)], { mensagem: 'A quantidade foi ajustada' }),
    );
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('idle'));
    await change();
    await advance(CART_SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(result.current.view.estimated).toBe(false));
    expect(result.current.view.lines[0]!.line.quantidade).toBe(2000);
    await waitFor(() => expect(result.current.view.status).toBe('idle'));
    expect(toast.warning).toHaveBeenCalledWith('A quantidade foi ajustada');
  });

  it('roll back to the server cart and say so when a save fails', async () => {
    fetchCartMock.mockResolvedValue(carrinho([linhaServidor(arroz, 1)]));
    saveCartMock.mockRejectedValue(new Error('HTTP 500'));
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.lines).toHaveLength(1));
    await change(feijao);
    expect(result.current.view.lines).toHaveLength(2);
    await advance(CART_SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.cartSaveFailed));
    expect(result.current.view.lines.map((v) => v.line.produto.id)).toEqual([arroz.id]);
  });

  it('send one save at a time, so an older reply cannot overwrite a newer change', async () => {
    const first = deferred<Carrinho>();
    saveCartMock.mockImplementationOnce(() => first.promise);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('idle'));
    await change();
    await advance(CART_SAVE_DEBOUNCE_MS);
    expect(saveCartMock).toHaveBeenCalledTimes(1);
    await change();
    await advance(CART_SAVE_DEBOUNCE_MS);
    // The second save waits for the first one's reply.
    expect(saveCartMock).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve(carrinho([linhaServidor(arroz, 1)])));
    await waitFor(() => expect(saveCartMock).toHaveBeenCalledTimes(2));
    expect(saveCartMock.mock.calls[1]![1].cartItens[0]!.quantidade).toBe(2);
    await waitFor(() => expect(result.current.view.estimated).toBe(false));
    expect(result.current.view.lines[0]!.line.quantidade).toBe(2000);
  });

  it('save at once, with keepalive, when the page is left inside the debounce', async () => {
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('idle'));
    await change();
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(saveCartMock).toHaveBeenCalledTimes(1);
    expect(saveCartMock.mock.calls[0]![2]).toEqual({ keepalive: true });
    await advance(CART_SAVE_DEBOUNCE_MS);
    expect(saveCartMock).toHaveBeenCalledTimes(1);
  });

  it('save on demand before an order, and wait for the reply', async () => {
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('idle'));
    await change();
    await act(() => result.current.flush());
    expect(saveCartMock).toHaveBeenCalledTimes(1);
    expect(useCartStore.getState().lines[0]!.quantidade).toBe(1000);
    await waitFor(() => expect(result.current.view.estimated).toBe(false));
    expect(result.current.view.status).toBe('idle');
  });

  it('empty the cart after an order without saving it', async () => {
    fetchCartMock.mockResolvedValue(
      carrinho([linhaServidor(arroz, 2)], {
        observacao: 'Entregar cedo',
        numPedidoCliente: 'PO-1',
      }),
    );
    const { result, client } = renderCart();
    await waitFor(() => expect(result.current.view.lines).toHaveLength(1));
    expect(useCartStore.getState().observacao).toBe('Entregar cedo');
    await change();
    act(() => result.current.afterOrder());
    await advance(CART_SAVE_DEBOUNCE_MS * 2);
    expect(saveCartMock).not.toHaveBeenCalled();
    expect(result.current.view.lines).toEqual([]);
    expect(useCartStore.getState()).toMatchObject({ observacao: '', numPedidoCliente: '' });
    expect(client.getQueryData<Carrinho>(['cart', 'sup-1', 42])?.produtosSelecionados).toEqual([]);
  });

  it('empty the cart on logout', async () => {
    fetchCartMock.mockResolvedValue(carrinho([linhaServidor(arroz, 2)]));
    const { result, rerender } = renderCart();
    await waitFor(() => expect(result.current.view.lines).toHaveLength(1));
    layout.current.usuario = null;
    rerender();
    await waitFor(() => expect(result.current.view.lines).toEqual([]));
    expect(useCartStore.getState().owner).toBeNull();
  });
});

describe('the saved cart', () => {
  const stored = (key = cartStorageKey(owner)) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { state: Record<string, unknown>; version: number }) : null;
  };

  it('is written 500 ms after a change, without the coupon code', async () => {
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('idle'));
    act(() => useCartStore.setState({ codigoCupom: 'PROMO10' }));
    await change();
    // A margin for the real time the fake clock follows (see the save's debounce above).
    await advance(STATE_PERSIST_DEBOUNCE_MS - 150);
    expect(stored()?.state.lines ?? []).toEqual([]);
    await advance(150);
    expect(stored()).toMatchObject({
      version: CART_STATE_VERSION,
      state: { owner, unsaved: true },
    });
    expect(stored()?.state).not.toHaveProperty('codigoCupom');
    expect((stored()?.state.lines as unknown[]).length).toBe(1);
  });

  it('is not written while the "necessary" cookie preference is off', async () => {
    useCookiePreferences.setState({ necessary: false });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('idle'));
    await change();
    await advance(STATE_PERSIST_DEBOUNCE_MS);
    expect(stored()).toBeNull();
  });

  function save(key: string, state: object, version = CART_STATE_VERSION) {
    window.localStorage.setItem(key, JSON.stringify({ state, version }));
  }
  const savedLines = [{ produto: feijao, quantidade: 4000, embalarParaPresente: false }];

  it("shows the owner's saved cart at once and saves its unsaved changes", async () => {
    fetchCartMock.mockImplementation(() => new Promise(() => {}));
    save(cartStorageKey(owner), {
      owner,
      lines: savedLines,
      observacao: '',
      numPedidoCliente: '',
      unsaved: true,
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.lines).toHaveLength(1));
    expect(result.current.view.lines[0]!.line.quantidade).toBe(4000);
    await advance(CART_SAVE_DEBOUNCE_MS);
    expect(saveCartMock).toHaveBeenCalledTimes(1);
  });

  it('is ignored when saved by another version', async () => {
    fetchCartMock.mockImplementation(() => new Promise(() => {}));
    save(
      cartStorageKey(owner),
      { owner, lines: savedLines, observacao: '', numPedidoCliente: '', unsaved: true },
      CART_STATE_VERSION - 1,
    );
    const { result } = renderCart();
    await advance(CART_SAVE_DEBOUNCE_MS);
    expect(result.current.view.lines).toEqual([]);
    expect(saveCartMock).not.toHaveBeenCalled();
  });

  it("never shows another customer's saved cart", async () => {
    fetchCartMock.mockImplementation(() => new Promise(() => {}));
    const other = { idfornecedor: 'sup-1', idcliente: 7 };
    save(cartStorageKey(other), {
      owner: other,
      lines: savedLines,
      observacao: '',
      numPedidoCliente: '',
      unsaved: true,
    });
    const { result } = renderCart();
    await advance(CART_SAVE_DEBOUNCE_MS);
    expect(result.current.view.lines).toEqual([]);
  });

  it('is not read while the "necessary" cookie preference is off', async () => {
    fetchCartMock.mockImplementation(() => new Promise(() => {}));
    useCookiePreferences.setState({ necessary: false });
    save(cartStorageKey(owner), {
      owner,
      lines: savedLines,
      observacao: '',
      numPedidoCliente: '',
      unsaved: false,
    });
    const { result } = renderCart();
    await advance(CART_SAVE_DEBOUNCE_MS);
    expect(result.current.view.lines).toEqual([]);
  });
});
