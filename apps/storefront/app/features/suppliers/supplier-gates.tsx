import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '~/lib/toast';
import type { Fornecedor } from '@vitrine/contract';
import { SUPPLIER_TAGS, hasTag } from '@vitrine/domain/constants';
import { MSG } from '@vitrine/domain/messages';
import { accessGate } from '@vitrine/domain/supplier-location';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import { useModalStore } from '~/lib/modal-store';
import { AfterFirstOpen, lazyNamed } from '~/components/ui/lazy';
import { useLocationStore } from './location-store';
import { useHydrated } from '~/lib/use-hydrated';

// The gates' modals load when a gate first opens them (issue 12 §5 initial JavaScript).
const LocationModal = lazyNamed(() => import('./location-modal'), 'LocationModal');
const SupplierSelectionModal = lazyNamed(
  () => import('./supplier-selection-modal'),
  'SupplierSelectionModal',
);

type GateSupplier = Pick<Fornecedor, 'slug' | 'idempresa' | 'nome' | 'tag'>;

/**
 * The access gates of a storefront (spec §2): with has-delivery + requires-address-to-access and
 * no address id nor latitude, the CEP modal before any access; with requires-supplier-to-access,
 * the supplier-selection modal until the visitor chose this supplier for their location. The
 * page (`children`) stays inert and blurred behind them — also while rendering on the server,
 * where the visitor's location (localStorage) is not known yet.
 */
export function SupplierGates({
  fornecedor,
  children,
}: {
  fornecedor: GateSupplier;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const idendereco = useLocationStore((s) => s.idendereco);
  const lat = useLocationStore((s) => s.lat);
  const chosen = useLocationStore((s) => s.fornecedorEscolhido === fornecedor.slug);
  const gate = accessGate(fornecedor.tag, { idendereco, lat }, chosen);
  const gatedByTags = accessGate(fornecedor.tag, {}, false) !== null;
  const blocked = hydrated ? gate !== null : gatedByTags;
  const active = useModalStore((s) => s.active);
  const open = useModalStore((s) => s.open);
  const close = useModalStore((s) => s.close);
  // The modal this gate opened: closed once the gate is satisfied (also when the choice moved
  // the visitor to another storefront, whose gate may be open or not).
  const openedByGate = useRef<string | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    if (gate === null) {
      if (openedByGate.current !== null && active === openedByGate.current) close();
      openedByGate.current = null;
      return;
    }
    const name = gate === 'address' ? 'location' : 'supplier-selection';
    openedByGate.current = name;
    if (active !== name) open(name);
  }, [hydrated, gate, active, open, close]);

  useServedCheck(fornecedor, hydrated && gate === null);

  return (
    <>
      <div
        inert={blocked}
        aria-hidden={blocked || undefined}
        className={blocked ? 'pointer-events-none select-none blur-sm' : undefined}
      >
        {children}
      </div>
      <AfterFirstOpen names={['location']}>
        <LocationModal fornecedor={fornecedor} required={gate === 'address'} />
      </AfterFirstOpen>
      <AfterFirstOpen names={['supplier-selection']}>
        <SupplierSelectionModal fornecedor={fornecedor} required={gate === 'supplier'} />
      </AfterFirstOpen>
    </>
  );
}

/**
 * A storefront behind the address gate checks once that it serves the visitor's saved location
 * (from an earlier visit): when it does not, the warning 'Infelizmente ainda não atendemos o seu
 * endereço' and the suppliers that do.
 */
function useServedCheck(fornecedor: GateSupplier, enabled: boolean) {
  const checked = useRef<string | null>(null);
  const open = useModalStore((s) => s.open);
  useEffect(() => {
    if (!enabled) return;
    if (!hasTag(fornecedor.tag, SUPPLIER_TAGS.REQUIRES_ADDRESS_TO_ACCESS)) return;
    const { lat, lng, cep, candidatos, setCandidates } = useLocationStore.getState();
    if (candidatos?.some((f) => f.slug === fornecedor.slug)) return;
    const key = `${fornecedor.slug}|${lat}|${lng}|${cep}`;
    if (checked.current === key || (lat === null && cep === null)) return;
    checked.current = key;
    const where =
      lat !== null && lng !== null ? { lat: String(lat), lng: String(lng) } : { cep: cep! };
    callFromBrowser('suppliers.find', {
      params: {},
      query: { idfornecedor: fornecedor.slug, ...where },
    }).catch((error: unknown) => {
      if (!(error instanceof BrowserApiError) || error.status !== 422) return;
      toast.warning(MSG.addressNotServedYourAddress, { id: 'endereco-nao-atendido' });
      setCandidates(null);
      open('supplier-selection');
    });
  }, [enabled, fornecedor.slug, fornecedor.tag, open]);
}
