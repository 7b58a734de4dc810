import type { Carrinho } from '@vitrine/contract';
import { CART_SAVE_DEBOUNCE_MS } from '@vitrine/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { cartQueryKey, takeCartSave, useCartSaveMutation, waitForCartSaves } from './cart-queries';
import { useCartStore } from './cart-store';

/**
 * Saves the cart 1000 ms after the last change (spec §4 Cart flow, §9), and at once, with
 * `keepalive`, when the page is left inside that second. Mount it ONCE per page: the cart
 * panel, which the supplier layout always renders, does.
 */
export function useCartAutosave(): void {
  const owner = useCartStore((s) => s.owner);
  const lines = useCartStore((s) => s.lines);
  const observacao = useCartStore((s) => s.observacao);
  const numPedidoCliente = useCartStore((s) => s.numPedidoCliente);
  const unsaved = useCartStore((s) => s.unsaved);
  const { mutate } = useCartSaveMutation(owner);

  // Every change restarts the timer: one save after the buyer stops changing the cart.
  useEffect(() => {
    if (!owner || !unsaved) return;
    const timer = setTimeout(() => {
      const variables = takeCartSave();
      if (variables) mutate(variables);
    }, CART_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [owner, unsaved, lines, observacao, numPedidoCliente, mutate]);

  useEffect(() => {
    const onPageHide = () => {
      const variables = takeCartSave(true);
      if (variables) mutate(variables);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [mutate]);
}

/**
 * A function that saves pending cart changes now instead of waiting for the debounce, and
 * resolves once every save under way has its reply (before an order is submitted, so the
 * order is priced from what the buyer sees). A failed save is reported by the save itself
 * (toast, rollback) and does not reject.
 */
export function useFlushCartSave(): () => Promise<void> {
  const queryClient = useQueryClient();
  const owner = useCartStore((s) => s.owner);
  const { mutateAsync } = useCartSaveMutation(owner);
  return useCallback(async () => {
    if (!owner) return;
    const variables = takeCartSave();
    if (variables) await mutateAsync(variables).catch(() => undefined);
    await waitForCartSaves(queryClient, owner);
  }, [owner, mutateAsync, queryClient]);
}

/** The server cart once an order emptied it: no lines, no notes, nothing to pay. */
function emptiedCart(carrinho: Carrinho): Carrinho {
  return {
    ...carrinho,
    produtosSelecionados: [],
    produtosParaPresente: [],
    totalCompras: 0,
    totalEmbalagens: 0,
    total: carrinho.taxaEntrega,
    observacao: null,
    numPedidoCliente: null,
  };
}

/**
 * A function to call after a successful order: the server has already emptied the cart, so
 * the query data becomes an empty cart and the local cart (notes and customer order number
 * included, they belong to that order only) is cleared — with no save request.
 *
 * @see spec §4 Cart flow "On success the cart is cleared", issue 6 §2 and §8
 */
export function useCartAfterOrder(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { owner, clearAfterOrder } = useCartStore.getState();
    if (!owner) return;
    const key = cartQueryKey(owner);
    const current = queryClient.getQueryData<Carrinho>(key);
    const emptied = current ? emptiedCart(current) : null;
    if (emptied) queryClient.setQueryData(key, emptied);
    clearAfterOrder(emptied);
  }, [queryClient]);
}

/**
 * A function that loads the server cart again (spec §4: changing the delivery type or the
 * subscription reloads the cart). Unsaved local changes still win: they are saved next.
 */
export function useReloadCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { owner } = useCartStore.getState();
    if (owner) await queryClient.invalidateQueries({ queryKey: cartQueryKey(owner) });
  }, [queryClient]);
}
