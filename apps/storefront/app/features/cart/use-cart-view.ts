import { useMemo } from 'react';
import { displayLine, itemsTotal, type CartLine, type DisplayedLine } from './cart-math';
import { useCartStore, type CartStatus } from './cart-store';

export interface CartLineView {
  line: CartLine;
  price: DisplayedLine;
}

export interface CartView {
  lines: CartLineView[];
  /** Sum of line totals (gift packaging included), centavos. */
  itemsTotal: number;
  /** True while any shown price is the storefront's estimate awaiting the server. */
  estimated: boolean;
  status: CartStatus;
  locked: boolean;
}

/** The cart as shown: each line with its displayed prices, and the items total. */
export function useCartView(): CartView {
  const lines = useCartStore((s) => s.lines);
  const tags = useCartStore((s) => s.supplierTags);
  const status = useCartStore((s) => s.status);
  const locked = useCartStore((s) => s.bloqueioAtendimento);
  return useMemo(() => {
    const views = lines.map((line) => ({ line, price: displayLine(line, tags) }));
    return {
      lines: views,
      itemsTotal: itemsTotal(views.map((v) => v.price)),
      estimated: views.some((v) => v.price.estimated),
      status,
      locked,
    };
  }, [lines, tags, status, locked]);
}
