import { create } from 'zustand';

interface PaymentErrorState {
  /** The payment error message of each order, as last shown (spec §8 "stored and can be cleared"). */
  byOrder: Record<number, string>;
  set(numpedido: number, message: string | null): void;
}

/** The stored payment error of the open order pages; cleared by its close button or a new success. */
export const usePaymentErrorStore = create<PaymentErrorState>((set) => ({
  byOrder: {},
  set: (numpedido, message) =>
    set((state) => {
      const next = { ...state.byOrder };
      if (message === null) delete next[numpedido];
      else next[numpedido] = message;
      return { byOrder: next };
    }),
}));
