import type { Endereco } from '@vitrine/contract';
import { create } from 'zustand';
import { useModalStore } from '~/lib/modal-store';

/** The address the form panel edits (null: a new address). */
export const useAddressEditStore = create<{
  editing: Endereco | null;
  setEditing(e: Endereco | null): void;
}>((set) => ({ editing: null, setEditing: (editing) => set({ editing }) }));

/**
 * Opens the new/edit address panel ('new-address' in the modal store, which keeps one modal
 * open at a time); `back` is the panel to return to when it closes (the address list).
 */
export function openAddressForm(endereco: Endereco | null, back?: 'address'): void {
  useAddressEditStore.getState().setEditing(endereco);
  useModalStore.getState().open('new-address', undefined, back);
}

/** Opens the address list panel ('address' in the modal store). */
export function openAddressList(): void {
  useModalStore.getState().open('address');
}
