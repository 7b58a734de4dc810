import type { Carrinho, ValidarCupomResposta } from '@vitrine/contract';
import { RELOAD_AFTER_COUPON_MS } from '@vitrine/domain/constants';
import { COUPON_MSG } from '@vitrine/domain/coupons/coupon-messages';
import { COUPON_TEXT } from '@vitrine/domain/coupons/coupon-ui-messages';
import { MSG } from '@vitrine/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carrinho, linhaServidor, produto } from '~/lib/test-fixtures';
import { CartApiError, fetchCart, saveCart, validateCoupon } from './cart-api';
import { cartStorageKey, useCartStore } from './cart-store';
import { CouponModalBody } from './coupon-modal';
import { useCouponLinkStore } from './coupon-link-store';
import { useCartConnection } from './use-cart-connection';

vi.mock('./cart-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./cart-api')>()),
  fetchCart: vi.fn(),
  saveCart: vi.fn(),
  validateCoupon: vi.fn(),
}));
vi.mock('~/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn() } }));
vi.mock('~/lib/supplier-layout-data', () => ({
  useSupplierLayoutData: () => ({
    fornecedor: { idfornecedor: 'sup-1', tag: [] },
    usuario: { idcliente: 42, nome: 'Ana' },
  }),
}));

const { toast } = await import('~/lib/toast');
const fetchCartMock = vi.mocked(fetchCart);
const saveCartMock = vi.mocked(saveCart);
const validateMock = vi.mocked(validateCoupon);
const owner = { idfornecedor: 'sup-1', idcliente: 42 };
const linhas = [linhaServidor(produto(), 10)];

function valid(
  codigo: string,
  overrides: Partial<ValidarCupomResposta> = {},
): ValidarCupomResposta {
  return { valido: true, mensagem: null, codigo, valorDesconto: 10, cupom: null, ...overrides };
}

function Harness({ onDone }: { onDone(): void }) {
  useCartConnection();
  return <CouponModalBody onDone={onDone} />;
}

async function renderModal(server: Carrinho) {
  fetchCartMock.mockResolvedValue(server);
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness onDone={onDone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(useCartStore.getState().base).toBe(server));
  return { onDone, user: userEvent.setup() };
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText(COUPON_TEXT.codeLabel), code);
  await user.click(screen.getByRole('button', { name: COUPON_TEXT.apply }));
}

beforeEach(() => {
  useCartStore.persist.setOptions({ name: cartStorageKey(null) });
  useCartStore.setState({ owner: null, lines: [], unsaved: false, base: null, period: {} });
  useCouponLinkStore.setState({ code: null });
  window.localStorage.clear();
  saveCartMock.mockImplementation(async (_owner, body) =>
    carrinho(linhas, { codigoCupom: body.codigoCupom ?? null }),
  );
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('the coupon modal', () => {
  it('checks a manual code, applies it by saving the cart, and reloads the cart 200 ms later', async () => {
    const { onDone, user } = await renderModal(carrinho(linhas));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    validateMock.mockResolvedValue(valid('BEMVINDO10'));
    await typeCode(user, 'bemvindo10');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(validateMock).toHaveBeenCalledWith(owner, 'BEMVINDO10', null);
    expect(saveCartMock.mock.calls[0]![1]).toMatchObject({ codigoCupom: 'BEMVINDO10' });
    expect(toast.success).toHaveBeenCalledWith(COUPON_TEXT.applied);
    const loads = fetchCartMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_AFTER_COUPON_MS));
    await waitFor(() => expect(fetchCartMock.mock.calls.length).toBe(loads + 1));
  });

  it("is refused with the server's text when the automatic coupon is better, and saves nothing", async () => {
    const { onDone, user } = await renderModal(
      carrinho(linhas, {
        codigoCupom: 'AUTO15',
        cupomAutomatico: true,
        codigoCupomAutomatico: 'AUTO15',
        totalDescontoEspecifico: 15,
      }),
    );
    validateMock.mockResolvedValue(
      valid('MENOS5', { valido: false, mensagem: MSG.automaticCouponIsBetter, valorDesconto: 0 }),
    );
    await typeCode(user, 'MENOS5');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      MSG.automaticCouponIsBetter,
    );
    expect(validateMock).toHaveBeenCalledWith(owner, 'MENOS5', 'AUTO15');
    expect(saveCartMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says 'Não foi possível verificar seu cupom' when the check fails without a server text", async () => {
    const { user } = await renderModal(carrinho(linhas));
    validateMock.mockResolvedValue(valid('X1', { valido: false, mensagem: null }));
    await typeCode(user, 'X1');
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.couponVerifyFailed);
    validateMock.mockRejectedValue(new CartApiError(MSG.couponVerifyFailed, 0));
    await user.click(screen.getByRole('button', { name: COUPON_TEXT.apply }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.couponVerifyFailed);
  });

  it('prefills the code received by link', async () => {
    useCouponLinkStore.setState({ code: 'AMIGO-ANA' });
    await renderModal(carrinho(linhas));
    expect(screen.getByLabelText(COUPON_TEXT.codeLabel)).toHaveProperty('value', 'AMIGO-ANA');
    expect(screen.getByText(COUPON_TEXT.fromLinkHint)).toBeTruthy();
  });

  it('removes a manual coupon by saving codigoCupom null', async () => {
    const { user, onDone } = await renderModal(
      carrinho(linhas, { codigoCupom: 'BEMVINDO10', totalDescontoEspecifico: 10 }),
    );
    expect(screen.getByText(/^Desconto do cupom −R\$\s10,00$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: COUPON_TEXT.removeCoupon }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saveCartMock.mock.calls[0]![1]).toMatchObject({ codigoCupom: null });
  });

  it('removes the automatic coupon and turns it back on through cupomAplicacaoAutomatica', async () => {
    const { user } = await renderModal(
      carrinho(linhas, {
        codigoCupom: 'AUTO15',
        cupomAutomatico: true,
        codigoCupomAutomatico: 'AUTO15',
      }),
    );
    await user.click(screen.getByRole('button', { name: COUPON_TEXT.removeAutomatic }));
    await waitFor(() => expect(saveCartMock).toHaveBeenCalledTimes(1));
    expect(saveCartMock.mock.calls[0]![1]).not.toHaveProperty('codigoCupom');
    expect(saveCartMock.mock.calls[0]![2]).toMatchObject({
      query: { cupomAplicacaoAutomatica: 'false' },
    });
    cleanup();
    await renderModal(
      carrinho(linhas, { cupomAplicacaoAutomatica: false, codigoCupomAutomatico: 'AUTO15' }),
    );
    expect(screen.getByText(COUPON_TEXT.automaticOff)).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Usar o cupom automático AUTO15 de novo' }));
    await waitFor(() => expect(saveCartMock).toHaveBeenCalledTimes(2));
    expect(saveCartMock.mock.calls[1]![2]).toMatchObject({
      query: { cupomAplicacaoAutomatica: 'true' },
    });
  });

  it('offers no coupon on a cart the attendant locked', async () => {
    await renderModal(carrinho(linhas, { bloqueio_atendimento: true }));
    expect(screen.getByText(COUPON_MSG.lockedCart)).toBeTruthy();
    expect(screen.queryByLabelText(COUPON_TEXT.codeLabel)).toBeNull();
  });
});
