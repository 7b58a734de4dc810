import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useModalStore } from '~/lib/modal-store';

/**
 * Logout's client-side reset (spec §4 Logout): when the page's buyer goes from logged in to
 * logged out, every server-state query of the previous customer (cart, orders, addresses,
 * coupons, invoices, cards, payment methods) is dropped, so nothing of theirs is shown and each
 * is fetched again for the visitor, and any open modal closes. The cart's local copy empties
 * on its own (features/cart connects to no owner); the supplier's payment methods come back
 * with the layout's reload after `sair`.
 */
export function useLogoutReset(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const was = useRef(loggedIn);
  useEffect(() => {
    if (was.current && !loggedIn) {
      queryClient.removeQueries();
      useModalStore.getState().close();
    }
    was.current = loggedIn;
  }, [loggedIn, queryClient]);
}
