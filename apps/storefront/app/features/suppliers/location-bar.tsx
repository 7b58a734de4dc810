import MapPin from 'lucide-react/icons/map-pin';
import Store from 'lucide-react/icons/store';
import type { Fornecedor } from '@vitrine/contract';
import { availableDeliveryTypes } from '@vitrine/domain/delivery/delivery-type';
import { SUPPLIERS_TEXT, cepText } from '@vitrine/domain/suppliers-messages';
import { useModalStore } from '~/lib/modal-store';
import { buyerPoint, useLocationStore } from './location-store';
import { AfterFirstOpen, lazyNamed } from '~/components/ui/lazy';
import { useHydrated } from '~/lib/use-hydrated';
import { useSupplierStores } from './use-supplier-stores';

/** The pickup-store choice loads when first opened (issue 12 §5 initial JavaScript). */
const StoreSelectionModal = lazyNamed(
  () => import('./store-selection-modal'),
  'StoreSelectionModal',
);

/**
 * A thin bar under the header: the visitor's CEP with "Trocar CEP" (the location modal) and, for
 * a supplier with pickup, the chosen pickup store with "Escolher loja" (the store-selection
 * modal, stores nearest first). The chosen store is kept per supplier in the location store
 * (`lojaRetira[idfornecedor]`) for the checkout's order payload.
 */
export function LocationBar({
  fornecedor,
}: {
  fornecedor: Pick<Fornecedor, 'idfornecedor' | 'tag'>;
}) {
  const hydrated = useHydrated();
  const open = useModalStore((s) => s.open);
  const storeModalOpen = useModalStore((s) => s.active === 'store-selection');
  const cep = useLocationStore((s) => s.cep);
  const lat = useLocationStore((s) => s.lat);
  const lng = useLocationStore((s) => s.lng);
  const chosenId = useLocationStore((s) => s.lojaRetira[fornecedor.idfornecedor] ?? null);
  const choosePickupStore = useLocationStore((s) => s.choosePickupStore);
  const pickup = availableDeliveryTypes(fornecedor.tag).includes('RETIRADA');
  const stores = useSupplierStores(
    fornecedor.idfornecedor,
    pickup && (storeModalOpen || chosenId !== null),
  );
  // The CEP and store live in this browser only: until hydrated, the bar keeps its place with
  // the texts of a buyer who chose neither, unseen (it wraps on a phone, so a fixed height would
  // shift the page when the real bar comes, issue 12 §5).
  if (!hydrated) {
    return (
      <div className="invisible border-b border-black/10 text-sm" aria-hidden>
        <div className="mx-auto flex min-h-10 max-w-[1440px] flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2">
          <span className="inline-flex items-center gap-2">
            <MapPin className="h-4 w-4" />
            <span className="font-medium">{SUPPLIERS_TEXT.cepSearchTitle}</span>
          </span>
          {pickup && (
            <span className="inline-flex items-center gap-2">
              <Store className="h-4 w-4" />
              <span className="font-medium">{SUPPLIERS_TEXT.chooseStoreTitle}</span>
            </span>
          )}
        </div>
      </div>
    );
  }
  const lojas = stores.status === 'done' ? stores.lojas : undefined;
  const chosen = lojas?.find((l) => l.idloja === chosenId) ?? null;
  const link =
    'inline-flex items-center gap-1 font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary';
  return (
    <div className="border-b border-black/10 bg-white/60 text-sm">
      <div className="mx-auto flex min-h-10 max-w-[1440px] flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2">
        <span className="inline-flex items-center gap-2">
          <MapPin aria-hidden className="h-4 w-4" />
          {cep ? SUPPLIERS_TEXT.yourLocation(cepText(cep)) : null}
          <button type="button" className={link} onClick={() => open('location')}>
            {cep ? SUPPLIERS_TEXT.changeLocation : SUPPLIERS_TEXT.cepSearchTitle}
          </button>
        </span>
        {pickup && (
          <span className="inline-flex items-center gap-2">
            <Store aria-hidden className="h-4 w-4" />
            {chosen ? `${SUPPLIERS_TEXT.pickup}: ${chosen.nome}` : null}
            <button type="button" className={link} onClick={() => open('store-selection')}>
              {SUPPLIERS_TEXT.chooseStoreTitle}
            </button>
          </span>
        )}
      </div>
      {pickup && (
        <AfterFirstOpen names={['store-selection']}>
          <StoreSelectionModal
            lojas={lojas}
            buyer={buyerPoint({ lat, lng })}
            selected={chosenId}
            error={stores.status === 'error' ? stores.mensagem : null}
            onSelect={(loja) => choosePickupStore(fornecedor.idfornecedor, loja.idloja)}
          />
        </AfterFirstOpen>
      )}
    </div>
  );
}
