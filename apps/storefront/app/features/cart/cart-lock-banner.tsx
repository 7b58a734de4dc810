import { CART_LOCK_TEXT, lockedCartText } from '@vitrine/domain/cart-messages';
import Lock from 'lucide-react/icons/lock';
import { useId } from 'react';
import { useCartUnlock } from './use-cart-unlock';

/**
 * The banner of a cart an attendant negotiated (spec §4, §6 Attendant): read-only, who
 * negotiated it, and "Desbloquear", which brings back the regular prices.
 */
export function CartLockBanner({ atendente }: { atendente: string | null }) {
  const { unlock, unlocking } = useCartUnlock();
  const hintId = useId();
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-3 border-y border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Lock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{lockedCartText(atendente)}</p>
        <p id={hintId} className="mt-0.5 text-amber-900/80">
          {CART_LOCK_TEXT.unlockHint}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void unlock()}
        disabled={unlocking}
        aria-describedby={hintId}
        className="h-9 shrink-0 rounded-md border border-amber-700 bg-white px-3 font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        {unlocking ? CART_LOCK_TEXT.unlocking : CART_LOCK_TEXT.unlock}
      </button>
    </div>
  );
}
