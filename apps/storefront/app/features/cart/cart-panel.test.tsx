import type { Carrinho } from '@vitrine/contract';
import { CART_LOCK_TEXT } from '@vitrine/domain/cart-messages';
import { COUPON_TEXT } from '@vitrine/domain/coupons/coupon-ui-messages';
import { MSG } from '@vitrine/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '~/lib/modal-store';
import { carrinho, linhaServidor, produto } from '~/lib/test-fixtures';
import { CartApiError, fetchCart, saveCart, unlockCart } from './cart-api';
import { CartSync } from './cart-sync';
import { CartPanel } from './cart-panel';
import { saveReplyWarning } from './cart-queries';
import { cartStorageKey, useCartStore } from './cart-store';
import { useCouponLinkStore } from './coupon-link-store';

vi.mock('./cart-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./cart-api')>()),
  fetchCart: vi.fn(),
  saveCart: vi.fn(),
  unlockCart: vi.fn(),
}));
vi.mock('~/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn() } }));
vi.mock('~/lib/supplier-layout-data', () => ({
  useSupplierLayoutData: () => ({
    fornecedor: { idfornecedor: 'sup-1', slug: 'serra-verde', tag: [], tiposEntrega: ['DELIVERY'] },
    usuario: { idcliente: 42, nome: 'Ana' },
  }),
}));

const { toast } = await import('~/lib/toast');
const fetchCartMock = vi.mocked(fetchCart);
const saveCartMock = vi.mocked(saveCart);
const unlockMock = vi.mocked(unlockCart);
const sabonete = produto({ id: 3, nome: 'Sabonete de Presente', preco: 20, preco_embalagem: 5 });

/** A line the attendant priced at R$ 15,00 instead of R$ 20,00. */
function negotiatedLine() {
  return {
    ...linhaServidor(sabonete, 2),
    precoUnitario: 15,
    precoatendente: 15,
    regraPreco: 'ATENDENTE' as const,
    total: 30,
  };
}

async function renderPanel(server: Carrinho, url = '/serra-verde') {
  fetchCartMock.mockResolvedValue(server);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => useModalStore.getState().open('cart'));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <CartSync />
        <CartPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Seu carrinho' });
  return { dialog, client, user: userEvent.setup() };
}

beforeEach(() => {
  useCartStore.persist.setOptions({ name: cartStorageKey(null) });
  useCartStore.setState({ owner: null, lines: [], unsaved: false, base: null, period: {} });
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useModalStore.getState().close();
});

describe('the locked (negotiated) cart', () => {
  const locked = () =>
    carrinho([negotiatedLine()], {
      bloqueio_atendimento: true,
      canalVenda: 'MANUAL',
      atendente: { nome: 'Carla Souza' },
    });

  it('shows the lines read-only at the negotiated prices, with the attendant named', async () => {
    const { dialog } = await renderPanel(locked());
    expect(await within(dialog).findByText(/Atendimento: Carla Souza\./)).toBeTruthy();
    expect(within(dialog).getByText('Negociado')).toBeTruthy();
    expect(within(dialog).getByText(/R\$\s15,00 \/ un/)).toBeTruthy();
    expect(within(dialog).getByText('2 unidades')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Remover / })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Aumentar quantidade/ })).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: COUPON_TEXT.addCoupon })).toBeNull();
  });

  it('never saves a locked cart, even when a change is attempted', async () => {
    await renderPanel(locked());
    await waitFor(() => expect(useCartStore.getState().bloqueioAtendimento).toBe(true));
    act(() => useCartStore.getState().change(sabonete, 'INC'));
    act(() => useCartStore.getState().setGiftWrap(sabonete.id, true));
    expect(useCartStore.getState().unsaved).toBe(false);
    expect(useCartStore.getState().lines[0]!.quantidade).toBe(2000);
    expect(saveCartMock).not.toHaveBeenCalled();
  });

  it('unlocks: the cart then shows regular prices and can be changed again', async () => {
    unlockMock.mockResolvedValue(carrinho([linhaServidor(sabonete, 2)]));
    const { dialog, user } = await renderPanel(locked());
    await user.click(await within(dialog).findByRole('button', { name: CART_LOCK_TEXT.unlock }));
    await waitFor(() => expect(within(dialog).getByText(/R\$\s20,00 \/ un/)).toBeTruthy());
    expect(unlockMock).toHaveBeenCalledWith(
      { idfornecedor: 'sup-1', idcliente: 42 },
      CART_LOCK_TEXT.unlockFailed,
    );
    expect(toast.success).toHaveBeenCalledWith(CART_LOCK_TEXT.unlocked);
    expect(within(dialog).queryByText(/Carla Souza/)).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Remover Sabonete de Presente' }),
    ).toBeTruthy();
    // Unticked, the choice states the packaging price per unit before the buyer decides.
    expect(
      within(dialog).getByRole('checkbox', {
        name: /Embalar para presente \(\+ R\$\s5,00 \/ un\)/,
      }),
    ).toBeTruthy();
  });
});

describe('the cart panel', () => {
  it('shows the coupon, its discount, the total and the per-line discount from the server', async () => {
    const linha = { ...linhaServidor(sabonete, 5), descontoCupom: 10, preco_do_desconto: 18 };
    const { dialog } = await renderPanel(
      carrinho([linha], {
        codigoCupom: 'BEMVINDO10',
        descricaoCupom: '10% na primeira compra',
        totalDescontoEspecifico: 10,
        total: 90,
        habilitarVisualizacaoDesconto: true,
        mensagem: 'Alguns produtos não estão mais disponíveis e foram retirados do carrinho.',
      }),
    );
    expect(await within(dialog).findByText('Cupom BEMVINDO10')).toBeTruthy();
    expect(within(dialog).getByText('10% na primeira compra')).toBeTruthy();
    expect(within(dialog).getByText(/^−R\$\s10,00$/)).toBeTruthy();
    expect(within(dialog).getByText(/^R\$\s90,00$/)).toBeTruthy();
    expect(within(dialog).getByText(/^Desconto do cupom −R\$\s10,00$/)).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('retirados do carrinho');
    expect(within(dialog).getByRole('button', { name: COUPON_TEXT.changeCoupon })).toBeTruthy();
  });

  it('opens the coupon modal from the cart, and goes back to the cart when it closes', async () => {
    const { dialog, user } = await renderPanel(carrinho([linhaServidor(sabonete, 1)]));
    await user.click(await within(dialog).findByRole('button', { name: COUPON_TEXT.addCoupon }));
    expect(useModalStore.getState()).toMatchObject({ active: 'coupon', back: 'cart' });
    act(() => useModalStore.getState().close());
    expect(useModalStore.getState().active).toBe('cart');
  });

  it('shows the cart load error and clears the loading state', async () => {
    fetchCartMock.mockRejectedValue(new CartApiError(MSG.cartLoadNoProducts, 500));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    act(() => useModalStore.getState().open('cart'));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CartPanel />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.cartLoadNoProducts);
    expect(screen.getByRole('button', { name: CART_LOCK_TEXT.loadErrorRetry })).toBeTruthy();
  });

  it('keeps a coupon code received by link (?cupom=)', async () => {
    useCouponLinkStore.setState({ code: null });
    await renderPanel(carrinho(), '/serra-verde?cupom=amigo-ana');
    await waitFor(() => expect(useCouponLinkStore.getState().code).toBe('AMIGO-ANA'));
  });
});

describe('a save reply warning (spec §8)', () => {
  const body = (n: number) => ({
    cartItens: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      quantidade: 1,
      embalarParaPresente: false,
    })),
  });

  it("is the server's message when lines were sent and none came back", () => {
    expect(saveReplyWarning(body(2), carrinho([], { mensagem: 'Produto X indisponível' }))).toBe(
      'Produto X indisponível',
    );
  });

  it("is 'Não foi possível carregar nenhum produto para o carrinho.' when it gave none", () => {
    expect(saveReplyWarning(body(2), carrinho([]))).toBe(MSG.cartLoadNoProducts);
  });

  it('is nothing for an emptied cart, and the message otherwise', () => {
    expect(saveReplyWarning(body(0), carrinho([]))).toBeNull();
    const reply = carrinho([linhaServidor(sabonete, 1)], { mensagem: 'Ajustado' });
    expect(saveReplyWarning(body(1), reply)).toBe('Ajustado');
  });
});
