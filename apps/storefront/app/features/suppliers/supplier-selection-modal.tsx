import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Fornecedor, FornecedorProximo } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { SUPPLIERS_TEXT, cepText } from '@vitrine/domain/suppliers-messages';
import { useModalStore } from '~/lib/modal-store';
import { CepForm } from './cep-form';
import { LocationDialog } from './location-dialog';
import { useLocationStore } from './location-store';
import { SupplierList } from './supplier-list';
import { useAddressToSupplier } from './use-address-to-supplier';
import { useSupplierLookup } from './use-supplier-lookup';

/**
 * Supplier selection (spec §2 modal; §4 Address to supplier "more than one → the user
 * chooses"): the suppliers serving the visitor's location, nearest first. Without a known
 * location it asks the CEP first. Choosing one makes it active and moves to its slug when it
 * differs. Cannot be dismissed while `required` (tag requires-supplier-to-access).
 */
export function SupplierSelectionModal({
  fornecedor,
  required,
}: {
  fornecedor: Pick<Fornecedor, 'slug' | 'idempresa'>;
  required: boolean;
}) {
  const open = useModalStore((s) => s.active === 'supplier-selection');
  const close = useModalStore((s) => s.close);
  const navigate = useNavigate();
  const { cep, lat, lng, idendereco, candidatos, setCandidates, chooseSupplier } =
    useLocationStore();
  const located = lat !== null || cep !== null || idendereco !== null;
  const { state, lookup } = useSupplierLookup();
  const addressToSupplier = useAddressToSupplier(fornecedor.slug, fornecedor.idempresa);
  const [cepError, setCepError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);

  // A known location without a list yet (e.g. a reload): list the suppliers serving it.
  useEffect(() => {
    if (!open || !located || candidatos !== null) return;
    void lookup({
      ...(lat !== null && lng !== null ? { lat, lng } : cep ? { cep } : {}),
      ...(idendereco !== null ? { idendereco } : {}),
      idempresa: fornecedor.idempresa,
    }).then((next) => {
      if (next.status === 'done') setCandidates(next.result.fornecedores);
    });
  }, [
    open,
    located,
    candidatos,
    lat,
    lng,
    cep,
    idendereco,
    fornecedor.idempresa,
    lookup,
    setCandidates,
  ]);

  function choose(f: FornecedorProximo) {
    chooseSupplier(f.slug);
    close();
    if (f.slug !== fornecedor.slug) navigate(`/${f.slug}`);
  }

  const list = candidatos ?? [];
  const servesHere = list.some((f) => f.slug === fornecedor.slug);
  return (
    <LocationDialog
      open={open}
      title={SUPPLIERS_TEXT.chooseSupplierTitle}
      description={
        located && cep
          ? `${SUPPLIERS_TEXT.chooseSupplierHint} ${SUPPLIERS_TEXT.yourLocation(cepText(cep))}`
          : SUPPLIERS_TEXT.chooseSupplierHint
      }
      dismissible={!required}
      onClose={close}
    >
      {!located || changing || (candidatos !== null && list.length === 0) ? (
        <CepForm
          autoFocus
          busy={addressToSupplier.busy}
          error={
            cepError ??
            (!changing && candidatos !== null && list.length === 0
              ? MSG.noSuppliersForAddress
              : null)
          }
          initialCep={cep}
          onSubmit={async (value) => {
            const message = await addressToSupplier.search({ cep: value });
            setCepError(message);
            if (message === null) setChanging(false);
          }}
        />
      ) : state.status === 'error' ? (
        <p role="alert" className="text-red-700">
          {state.mensagem}
        </p>
      ) : candidatos === null ? (
        <p role="status">{SUPPLIERS_TEXT.searching}</p>
      ) : (
        <div className="space-y-3">
          {!servesHere && (
            <p role="status" className="rounded-md bg-secondary/30 px-3 py-2 text-sm font-medium">
              {MSG.addressNotServed}
            </p>
          )}
          <SupplierList
            fornecedores={list}
            currentSlug={fornecedor.slug}
            actionLabel={SUPPLIERS_TEXT.choose}
            onChoose={choose}
          />
          <button
            type="button"
            className="text-sm font-medium underline underline-offset-2"
            onClick={() => setChanging(true)}
          >
            {SUPPLIERS_TEXT.changeLocation}
          </button>
        </div>
      )}
    </LocationDialog>
  );
}
