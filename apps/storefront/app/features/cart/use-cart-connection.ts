import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import type { CartOwner } from './cart-api';
import { cartSaveKey, useServerCart } from './cart-queries';
import { sameOwner, useCartStore } from './cart-store';

/** The customer and supplier of the page (from the supplier layout's loader data). */
function usePageOwner(): {
  owner: CartOwner | null;
  idfornecedor: string | undefined;
  tags: string[];
} {
  const data = useSupplierLayoutData();
  const idfornecedor = data?.fornecedor.idfornecedor;
  const idcliente = data?.usuario?.idcliente;
  const tagsKey = (data?.fornecedor.tag ?? []).join('|');
  const owner = useMemo(
    () => (idfornecedor && idcliente ? { idfornecedor, idcliente } : null),
    [idfornecedor, idcliente],
  );
  const tags = useMemo(() => (tagsKey ? tagsKey.split('|') : []), [tagsKey]);
  return { owner, idfornecedor, tags };
}

/**
 * Whether a customer is logged in on this page: what a buy control needs to choose between
 * adding and the login modal. It only reads the layout's data; the connection itself is
 * {@link useCartConnection}'s, which the layout's CartSync runs once per page. A product grid
 * has 20 buy controls: each subscribing to the cart query and the save mutations again was
 * server render time on every list page, and nothing the page needed (issue 12, ADR 0060).
 */
export function useLoggedIn(): boolean {
  return usePageOwner().owner !== null;
}

/**
 * Connects the cart to the customer and supplier of the page: on login or page load the
 * locally saved cart of that owner shows at once and the server cart then replaces it (unless
 * the saved cart had unsaved changes: those are saved); on logout the cart empties.
 * Safe to call from several components.
 *
 * @returns whether a customer is logged in, and the supplier's tags.
 */
export function useCartConnection(): { loggedIn: boolean; supplierTags: string[] } {
  const { owner, idfornecedor, tags } = usePageOwner();
  const storeOwner = useCartStore((s) => s.owner);
  const connected = sameOwner(storeOwner, owner) ? owner : null;

  useEffect(() => {
    if (idfornecedor) useCartStore.getState().connect(owner);
  }, [idfornecedor, owner]);

  const { data } = useServerCart(connected);
  const saving = useIsMutating({ mutationKey: connected ? cartSaveKey(connected) : ['none'] });

  // A loaded server cart replaces the local one, but never over changes still on their way.
  useEffect(() => {
    const state = useCartStore.getState();
    if (!data || !connected || !sameOwner(state.owner, connected)) return;
    if (data === state.base || state.unsaved || saving > 0) return;
    state.replaceFromServer(data);
  }, [data, connected, saving]);

  return { loggedIn: owner !== null, supplierTags: tags };
}
