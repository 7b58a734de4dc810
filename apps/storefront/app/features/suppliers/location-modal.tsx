import { useState } from 'react';
import type { Fornecedor } from '@vitrine/contract';
import { SUPPLIERS_TEXT } from '@vitrine/domain/suppliers-messages';
import { useModalStore } from '~/lib/modal-store';
import { CepForm } from './cep-form';
import { LocationDialog } from './location-dialog';
import { useAddressToSupplier } from './use-address-to-supplier';
import { useLocationStore } from './location-store';

/**
 * The address gate (spec §2 Access gates: has-delivery + requires-address-to-access with no
 * address id or latitude): asks the visitor's CEP before any access, then applies spec §4
 * Address to supplier among the storefront's company. Cannot be dismissed while `required`.
 */
export function LocationModal({
  fornecedor,
  required,
}: {
  fornecedor: Pick<Fornecedor, 'slug' | 'idempresa' | 'nome'>;
  required: boolean;
}) {
  const open = useModalStore((s) => s.active === 'location');
  const close = useModalStore((s) => s.close);
  const cep = useLocationStore((s) => s.cep);
  const { busy, search } = useAddressToSupplier(fornecedor.slug, fornecedor.idempresa);
  const [error, setError] = useState<string | null>(null);
  return (
    <LocationDialog
      open={open}
      title={SUPPLIERS_TEXT.locationTitle}
      description={SUPPLIERS_TEXT.locationHint}
      dismissible={!required}
      onClose={close}
    >
      <CepForm
        autoFocus
        busy={busy}
        error={error}
        initialCep={cep}
        submitLabel={SUPPLIERS_TEXT.locationSubmit}
        onSubmit={async (value) => setError(await search({ cep: value }))}
      />
    </LocationDialog>
  );
}
