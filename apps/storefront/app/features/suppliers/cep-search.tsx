import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FornecedorProximo } from '@vitrine/contract';
import { SUPPLIERS_TEXT, cepText } from '@vitrine/domain/suppliers-messages';
import { CepForm } from './cep-form';
import { useLocationStore } from './location-store';
import { SupplierList } from './supplier-list';
import { useSupplierLookup } from './use-supplier-lookup';

/**
 * The provider home's "Informe seu CEP": the suppliers that deliver at the CEP or have a pickup
 * store nearby, nearest first; choosing one keeps the location and the choice (so its access
 * gates are already satisfied) and opens its storefront.
 * @see spec §4 Address to supplier, §8 'Não foi possivel encontrar fornecedores para este endereço'
 */
export function CepSearch() {
  const { state, lookup } = useSupplierLookup();
  const navigate = useNavigate();
  const [searched, setSearched] = useState<string | null>(null);
  const found = state.status === 'done' ? state.result : null;

  function open(f: FornecedorProximo) {
    const store = useLocationStore.getState();
    if (found) {
      store.setLocation({
        cep: found.local.cep,
        lat: found.local.lat,
        lng: found.local.lng,
        idendereco: null,
      });
      store.setCandidates(found.fornecedores);
    }
    store.chooseSupplier(f.slug);
    navigate(`/${f.slug}`);
  }

  const empty = found !== null && found.fornecedores.length === 0;
  return (
    <section
      aria-labelledby="cep-search-title"
      className="rounded-xl border border-black/10 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="cep-search-title" className="text-xl font-semibold">
        {SUPPLIERS_TEXT.cepSearchTitle}
      </h2>
      <p className="mt-1 text-black/70">{SUPPLIERS_TEXT.cepSearchHint}</p>
      <div className="mt-4 max-w-xl">
        <CepForm
          busy={state.status === 'loading'}
          error={
            state.status === 'error' ? state.mensagem : empty ? SUPPLIERS_TEXT.noSuppliers : null
          }
          onSubmit={(cep) => {
            setSearched(cep);
            void lookup({ cep });
          }}
        />
      </div>
      {found && found.fornecedores.length > 0 && searched && (
        <div className="mt-5" aria-live="polite">
          <h3 className="mb-3 font-semibold">
            {SUPPLIERS_TEXT.resultsTitle}{' '}
            <span className="whitespace-nowrap">{cepText(searched)}</span>
          </h3>
          <SupplierList
            fornecedores={found.fornecedores}
            actionLabel={SUPPLIERS_TEXT.open}
            onChoose={open}
          />
        </div>
      )}
    </section>
  );
}
