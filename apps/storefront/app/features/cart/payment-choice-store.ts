import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { STATE_PERSIST_DEBOUNCE_MS } from '@vitrine/domain/constants';
import { useCookiePreferences } from '~/lib/cookie-preferences';
import { createDebouncedStorage } from './debounced-storage';
import {
  cookieValue,
  PAYMENT_CHOICE_COOKIE,
  PAYMENT_CHOICE_MAX_AGE_S,
  PAYMENT_CHOICE_VERSION,
} from './payment-choice-cookie';

/** `document.cookie` as a zustand StateStorage (absent on the server). */
const cookieStorage: StateStorage = {
  getItem: (name) => cookieValue(document.cookie, name),
  setItem: (name, value) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PAYMENT_CHOICE_MAX_AGE_S}; SameSite=Lax${secure}`;
  },
  removeItem: (name) => {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};

const storage = createDebouncedStorage({
  backing: () => (typeof document === 'undefined' ? undefined : cookieStorage),
  allowed: () => useCookiePreferences.getState().necessary,
  delayMs: STATE_PERSIST_DEBOUNCE_MS,
});

interface PaymentChoiceState {
  /** idfornecedor → the chosen idformapagto. */
  bySupplier: Record<string, number>;
  /** Records the buyer's choice at a supplier and writes it out at once (the next page prices for it). */
  choose(idfornecedor: string, idformapagto: number): void;
}

/**
 * The payment method the buyer chose at each supplier that varies prices by payment method
 * (spec §6 support-price-variance-by-payment), persisted in a cookie while the "necessary"
 * cookie preference is on, so the listing, product and cart show that method's prices.
 */
export const usePaymentChoiceStore = create<PaymentChoiceState>()(
  persist(
    (set) => ({
      bySupplier: {},
      choose: (idfornecedor, idformapagto) => {
        set((state) => ({ bySupplier: { ...state.bySupplier, [idfornecedor]: idformapagto } }));
        storage.flush();
      },
    }),
    {
      name: PAYMENT_CHOICE_COOKIE,
      version: PAYMENT_CHOICE_VERSION,
      storage: createJSONStorage(() => storage),
      partialize: ({ bySupplier }) => ({ bySupplier }),
      skipHydration: typeof window === 'undefined',
    },
  ),
);

/** The chosen method id at a supplier, or null. */
export function paymentChoiceOf(idfornecedor: string): number | null {
  return usePaymentChoiceStore.getState().bySupplier[idfornecedor] ?? null;
}
