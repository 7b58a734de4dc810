import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STATE_PERSIST_DEBOUNCE_MS } from '@vitrine/domain/constants';
import { useCookiePreferences } from '~/lib/cookie-preferences';
import { createDebouncedStorage } from './debounced-storage';

/**
 * The delivery the buyer chose at one supplier (spec §4 Delivery): the type, the address and
 * the delivery form (the cart's `taxaEntrega` is that form's fee, so the cart query sends them),
 * and the CEP typed in the cart's fee estimate. Kept across reloads ("the choice survives a
 * reload"), per supplier, while the "necessary" cookie preference is on (it belongs to the cart).
 */
export interface DeliveryChoice {
  tipoEntrega: TipoEntrega | null;
  idendereco: number | null;
  idformaentrega: number | null;
  /** 8 digits, the CEP typed in the cart's fee estimate. */
  cep: string | null;
  /** The chosen address's CEP (8 digits) and point: the estimate by address. */
  endereco: { cep: string; lat: number | null; lng: number | null } | null;
}

interface DeliveryChoiceState {
  bySupplier: Record<string, DeliveryChoice>;
  /** When the last by-CEP error whose modal was opened arrived (not persisted). */
  errorShownAt: number;
  markErrorShown(at: number): void;
  /** Merges `change` into the choice at `idfornecedor`. */
  choose(idfornecedor: string, change: Partial<DeliveryChoice>): void;
}

/** No choice yet. */
export const NO_DELIVERY_CHOICE: DeliveryChoice = {
  tipoEntrega: null,
  idendereco: null,
  idformaentrega: null,
  cep: null,
  endereco: null,
};

/** Bump when the persisted shape changes: older saved choices are then ignored (spec §9). */
export const DELIVERY_CHOICE_VERSION = 2;

export const useDeliveryChoiceStore = create<DeliveryChoiceState>()(
  persist(
    (set) => ({
      bySupplier: {},
      errorShownAt: 0,
      markErrorShown: (errorShownAt) => set({ errorShownAt }),
      choose: (idfornecedor, change) =>
        set((state) => ({
          bySupplier: {
            ...state.bySupplier,
            [idfornecedor]: {
              ...(state.bySupplier[idfornecedor] ?? NO_DELIVERY_CHOICE),
              ...change,
            },
          },
        })),
    }),
    {
      name: 'vitrine:entrega',
      version: DELIVERY_CHOICE_VERSION,
      storage: createJSONStorage(() =>
        createDebouncedStorage({
          backing: () => (typeof window === 'undefined' ? undefined : window.localStorage),
          allowed: () => useCookiePreferences.getState().necessary,
          delayMs: STATE_PERSIST_DEBOUNCE_MS,
        }),
      ),
      partialize: ({ bySupplier }) => ({ bySupplier }),
      skipHydration: typeof window === 'undefined',
    },
  ),
);

/** The buyer's delivery choice at a supplier (none yet → every field null). */
export function deliveryChoiceOf(idfornecedor: string): DeliveryChoice {
  return useDeliveryChoiceStore.getState().bySupplier[idfornecedor] ?? NO_DELIVERY_CHOICE;
}

/** The same, as a hook (re-renders when it changes). */
export function useDeliveryChoice(idfornecedor: string): DeliveryChoice {
  return useDeliveryChoiceStore((s) => s.bySupplier[idfornecedor] ?? NO_DELIVERY_CHOICE);
}
