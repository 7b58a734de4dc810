import type { LojaFornecedor } from '@vitrine/contract';
import type { LatLng } from '@vitrine/domain/delivery/geo';
import { storesByDistance } from '@vitrine/domain/supplier-location';
import { SUPPLIERS_TEXT, distanceText } from '@vitrine/domain/suppliers-messages';
import { useModalStore } from '~/lib/modal-store';
import { LocationDialog } from './location-dialog';

/** Props of {@link StoreSelectionModal}. */
export interface StoreSelectionModalProps {
  /** The supplier's pickup stores (e.g. `useSupplierStores(...)`), undefined while loading. */
  lojas: readonly LojaFornecedor[] | undefined;
  /** The buyer's point; without one the stores keep their own order and show no distance. */
  buyer: LatLng | null;
  /** The store already picked, marked as chosen. */
  selected?: number | null;
  /** A failure to show instead of the list (e.g. 'Falha ao consultar área de atendimento do fornecedor'). */
  error?: string | null;
  /** The buyer picked a store: send `lojaRetira` with it in the order (spec §3 Order payload). */
  onSelect(loja: LojaFornecedor): void;
}

const toPoint = (l: LojaFornecedor) => ({ ...l, latitude: l.lat, longitude: l.lng });

/**
 * Store selection for pickup (RETIRADA, spec §2 modal): the supplier's stores ordered by
 * distance from the buyer (domain `storesByDistance`, Turf), each with its name, address and
 * distance in pt-BR ("1,2 km"). Opens as modal 'store-selection'; choosing closes it.
 */
export function StoreSelectionModal({
  lojas,
  buyer,
  selected,
  error,
  onSelect,
}: StoreSelectionModalProps) {
  const open = useModalStore((s) => s.active === 'store-selection');
  const close = useModalStore((s) => s.close);
  const ordered = lojas ? storesByDistance(lojas.map(toPoint), buyer) : [];
  return (
    <LocationDialog
      open={open}
      title={SUPPLIERS_TEXT.chooseStoreTitle}
      description={SUPPLIERS_TEXT.chooseStoreHint}
      dismissible
      onClose={close}
    >
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : lojas === undefined ? (
        <p role="status">{SUPPLIERS_TEXT.searching}</p>
      ) : ordered.length === 0 ? (
        <p>{SUPPLIERS_TEXT.noStores}</p>
      ) : (
        <ul className="grid gap-2" aria-label={SUPPLIERS_TEXT.chooseStoreTitle}>
          {ordered.map(({ loja, distanciaMetros }) => (
            <li key={loja.idloja}>
              <button
                type="button"
                aria-pressed={loja.idloja === selected}
                onClick={() => {
                  onSelect(loja);
                  close();
                }}
                className="flex w-full items-start justify-between gap-3 rounded-lg border border-black/10 bg-white p-3 text-left hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{loja.nome}</span>
                  <span className="block text-sm text-black/70">
                    {loja.descricao_endereco_loja}
                  </span>
                </span>
                {distanciaMetros !== null && (
                  <span className="shrink-0 text-sm font-semibold">
                    {SUPPLIERS_TEXT.storeDistance(distanceText(distanciaMetros))}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </LocationDialog>
  );
}
