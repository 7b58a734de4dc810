import { ACCESS_MSG, MSG } from '@vitrine/domain';
import { LogIn } from 'lucide-react';
import { useModalStore } from '~/lib/modal-store';
import { useSupplierLayoutData } from '~/lib/supplier-layout-data';

/**
 * The buy control of a product whose price the supplier hides from this buyer (spec §6):
 * a visitor gets 'Faça login para comprar', which opens the login modal; a logged-in customer
 * waiting for approval (support-budget) reads that prices come with the approval.
 */
export function PriceHiddenBuy({ variant = 'card' }: { variant?: 'card' | 'detail' }) {
  const loggedIn = Boolean(useSupplierLayoutData()?.usuario);
  const size = variant === 'detail' ? 'h-12 text-base' : 'h-10 text-sm';
  if (loggedIn) {
    return (
      <p className="rounded-md bg-black/5 px-3 py-2 text-sm text-black/75" role="note">
        {ACCESS_MSG.pricesAfterApproval}
      </p>
    );
  }
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
