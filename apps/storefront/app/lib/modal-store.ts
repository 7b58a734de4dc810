import { create } from 'zustand';

/** Every modal and side panel of the storefront (spec §2 "Modals and side panels"). */
export type ModalName =
  | 'login'
  | 'cart'
  | 'menu'
  | 'address'
  | 'new-address'
  | 'coupon'
  /** The address gate's CEP modal (features/suppliers). */
  | 'location'
  | 'supplier-selection'
  | 'store-selection'
  /** The cart's by-CEP fee error, with the server's Mensagem (spec §8 Cart and order). */
  | 'delivery-error'
  /** The order page's "Alterar forma de pagamento" panel (features/payment-methods). */
  | 'payment-method-change'
  /** 'Cadastro em análise' (features/access, spec §2 "Registration under analysis"). */
  | 'under-review'
  /** The supplier's terms of use (features/access, spec §2 "Terms of use"). */
  | 'terms'
  /** A linked user chooses the client it buys for (spec §2 Customer selection, features/layout). */
  | 'customer-selection';

interface ModalState {
  /** The one active modal or side panel, or null (spec §2: only one at a time). */
  active: ModalName | null;
  /** Optional message shown by the modal that opens (e.g. 'Faça login para comprar'). */
  reason: string | null;
  /** The panel the active modal was opened from: closing it goes back there (coupon → cart). */
  back: ModalName | null;
  open(name: ModalName, reason?: string, back?: ModalName): void;
  close(): void;
}

/** Opening a modal replaces whatever was open: one store, one slot. */
export const useModalStore = create<ModalState>((set) => ({
  active: null,
  reason: null,
  back: null,
  open: (name, reason, back) => set({ active: name, reason: reason ?? null, back: back ?? null }),
  close: () => set((state) => ({ active: state.back, reason: null, back: null })),
}));
