import { CART_LOCK_TEXT } from '@vitrine/domain/cart-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '~/lib/toast';
import { unlockCart } from './cart-api';
import { cartQueryKey } from './cart-queries';
import { useCartStore } from './cart-store';

/**
 * Unlocks the cart an attendant negotiated (spec §4 Cart flow): `cart.unlock` clears the
 * attendant prices on the server, whose reply — the cart at regular prices — replaces the cart.
 * Success and failure are told in a toast.
 */
export function useCartUnlock(): { unlock(): Promise<void>; unlocking: boolean } {
  const queryClient = useQueryClient();
  const [unlocking, setUnlocking] = useState(false);
  const unlock = useCallback(async () => {
    const { owner } = useCartStore.getState();
    if (!owner) return;
    setUnlocking(true);
    try {
      const reply = await unlockCart(owner, CART_LOCK_TEXT.unlockFailed);
      queryClient.setQueryData(cartQueryKey(owner), reply);
      useCartStore.getState().replaceFromServer(reply);
      toast.success(CART_LOCK_TEXT.unlocked);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : CART_LOCK_TEXT.unlockFailed);
    } finally {
      setUnlocking(false);
    }
  }, [queryClient]);
  return { unlock, unlocking };
}
