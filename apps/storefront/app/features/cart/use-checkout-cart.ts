import { useMemo } from 'react';
import { useCartStore } from './cart-store';
import { useCartAfterOrder, useFlushCartSave, useReloadCart } from './use-cart-save';

/** A cart line as an order needs it (milli-units quantity). */
export interface CartOrderLine {
  id: number;
  nome: string;
  quantidade: number;
  embalarParaPresente: boolean;
}

/**
 * What the checkout needs of the cart, as plain functions (the route hands them to the checkout
 * feature, which does not import the cart): flush pending saves and read the lines, mirror the
 * server's emptying after an order (no save), reload on a delivery-type change (spec §4).
 */
export function useCheckoutCart() {
  const flush = useFlushCartSave();
  const emptiedByOrder = useCartAfterOrder();
  const reload = useReloadCart();
  return useMemo(
    () => ({
      async flushAndGetLines(): Promise<CartOrderLine[]> {
        await flush();
        return useCartStore.getState().lines.map((l) => ({
          id: l.produto.id,
          nome: l.produto.nome,
          quantidade: l.quantidade,
          embalarParaPresente: l.embalarParaPresente,
        }));
      },
      emptiedByOrder,
      reload: () => void reload(),
    }),
    [flush, emptiedByOrder, reload],
  );
}
