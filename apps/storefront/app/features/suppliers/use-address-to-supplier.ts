import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { FornecedoresPorLocal } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { supplierChoice } from '@vitrine/domain/supplier-location';
import { useModalStore } from '~/lib/modal-store';
import { useLocationStore } from './location-store';
import { useSupplierLookup, type LookupQuery } from './use-supplier-lookup';

/**
 * Spec §4 Address to supplier, for a CEP the visitor typed: looks the suppliers up, keeps the
 * location, then — none: the error text; exactly one: it becomes active and the page moves to
 * its slug when it differs; more than one: the supplier-selection modal.
 * @param currentSlug - the storefront the visitor is on (null on the provider home).
 * @param idempresa - limits the suppliers to one company (the storefront's).
 */
export function useAddressToSupplier(currentSlug: string | null, idempresa?: number) {
  const { state, lookup } = useSupplierLookup();
  const navigate = useNavigate();
  const openModal = useModalStore((s) => s.open);
  const closeModal = useModalStore((s) => s.close);

  const apply = useCallback(
    (result: FornecedoresPorLocal): string | null => {
      const store = useLocationStore.getState();
      const choice = supplierChoice(result.fornecedores, currentSlug);
      if (choice.kind === 'none') return MSG.noSuppliersForAddress;
      store.setLocation({
        cep: result.local.cep,
        lat: result.local.lat,
        lng: result.local.lng,
        idendereco: result.local.idendereco,
      });
      store.setCandidates(result.fornecedores);
      if (choice.kind === 'one') {
        store.chooseSupplier(choice.slug);
        closeModal();
        if (choice.switchPage) navigate(`/${choice.slug}`);
      } else {
        openModal('supplier-selection');
      }
      return null;
    },
    [currentSlug, navigate, openModal, closeModal],
  );

  /** Looks up `query` and applies the result; resolves to the message to show, or null. */
  const search = useCallback(
    async (query: LookupQuery): Promise<string | null> => {
      const next = await lookup({ ...query, idempresa });
      if (next.status === 'error') return next.mensagem;
      if (next.status !== 'done') return null;
      return apply(next.result);
    },
    [lookup, apply, idempresa],
  );

  return { busy: state.status === 'loading', search };
}
