import { useEffect, useMemo } from 'react';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';
import { connectCart } from './cart-sync';

/**
 * Connects the cart store to the customer and supplier of the page (from the supplier layout's
 * loader data): loads the server cart on login or page load, empties it on logout.
 * Safe to call from several components: connecting the same owner twice does nothing.
 *
 * @returns whether a customer is logged in, and the supplier's tags.
 */
export function useCartConnection(): { loggedIn: boolean; supplierTags: string[] } {
  const data = useSupplierLayoutData();
  const idfornecedor = data?.fornecedor.idfornecedor;
  const idcliente = data?.usuario?.idcliente;
  const tagsKey = (data?.fornecedor.tag ?? []).join('|');
  const supplierTags = useMemo(() => (tagsKey ? tagsKey.split('|') : []), [tagsKey]);

  useEffect(() => {
    if (!idfornecedor) return;
    connectCart(idcliente ? { idfornecedor, idcliente } : null, supplierTags);
  }, [idfornecedor, idcliente, supplierTags]);

  return { loggedIn: Boolean(idcliente), supplierTags };
}
