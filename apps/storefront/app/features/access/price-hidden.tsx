import { MSG } from '@vitrine/domain/messages';
import LogIn from 'lucide-react/icons/log-in';
import { useModalStore } from '~/lib/modal-store';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';

/**
 * The buy control of a product whose price the supplier hides from this buyer (spec §6):
 * a visitor gets 'Faça login para comprar', which opens the login modal; a logged-in customer
 * waiting for approval (support-budget) gets no buy control (the price tag says why).
 */
export function PriceHiddenBuy({ variant = 'card' }: { variant?: 'card' | 'detail' }) {
  const loggedIn = Boolean(useSupplierLayoutData()?.usuario);
  const size = variant === 'detail' ? 'h-12 text-base' : 'h-10 text-sm';
  // The price tag already says prices come with the approval: no second text.
  if (loggedIn) return null;
  return (
    <button
      type="button"
      onClick={() => useModalStore.getState().open('login', MSG.loginToBuy)}
      className={`flex w-full items-center justify-center gap-2 rounded-md border border-primary font-semibold text-primary hover:bg-primary hover:text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${size}`}
    >
      <LogIn aria-hidden className="size-4" />
      {MSG.loginToBuy}
    </button>
  );
}
