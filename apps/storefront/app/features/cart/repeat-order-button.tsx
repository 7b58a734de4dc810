import { ORDERS_TEXT } from '@vitrine/domain/orders-messages';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useRepeatOrder } from './use-repeat-order';

/**
 * "Repetir pedido": adds the products of order `numpedido` to the cart (see `useRepeatOrder`).
 * `compact` is the orders list's small variant, named with the order number for screen readers.
 */
export function RepeatOrderButton({
  numpedido,
  compact = false,
}: {
  numpedido: number;
  compact?: boolean;
}) {
  const { repeat, repeating } = useRepeatOrder();
  return (
    <button
      type="button"
      onClick={() => void repeat(numpedido)}
      disabled={repeating}
      aria-label={compact ? ORDERS_TEXT.repeatOrderLabel(numpedido) : undefined}
      className={
        'inline-flex items-center justify-center gap-2 rounded-md border border-primary font-semibold text-primary ' +
        'hover:bg-primary/5 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
        (compact ? 'h-9 px-3 text-sm' : 'h-11 px-4')
      }
    >
      <RotateCcw aria-hidden className="h-4 w-4" />
      {repeating ? ORDERS_TEXT.repeatingOrder : ORDERS_TEXT.repeatOrder}
    </button>
  );
}
