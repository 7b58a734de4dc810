import type { ComponentProps } from 'react';
import { AfterFirstOpen, lazyNamed } from '~/components/ui/lazy';
import type { AddressFormPanel } from './address-panels';

// Its opener, from the store the panel reads (address-form-store.ts), for the pages that show it.
export { openAddressForm } from './address-form-store';

const AddressFormPanelChunk = lazyNamed(() => import('./address-panels'), 'AddressFormPanel');

/**
 * The "Novo endereço" / "Editar endereço" panel (address-panels.tsx), rendered once a buyer
 * first opens it (`openAddressForm`): its code — the form, the address schema with zod, the map
 * and the dialog — is a chunk of its own, not in the JavaScript the page loads first (issue 12
 * §5, ADR 0076).
 */
export function LazyAddressFormPanel(props: ComponentProps<typeof AddressFormPanel>) {
  return (
    <AfterFirstOpen names={['new-address']}>
      <AddressFormPanelChunk {...props} />
    </AfterFirstOpen>
  );
}
