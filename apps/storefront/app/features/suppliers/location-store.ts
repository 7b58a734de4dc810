import type { FornecedoresPorLocal, FornecedorProximo } from '@vitrine/contract';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { useCookiePreferences } from '~/lib/cookie-preferences';

/**
 * Where the visitor is (the location reply's `local`: cep, lat, lng, idendereco), for the access gates and the supplier/store choices (spec §2 Access
 * gates, §4 Address to supplier): the CEP and point they gave (or a saved address id), the
 * supplier they chose for it and the pickup store they picked. Persisted in localStorage while
 * the "performance" cookie preference is on (spec §4 Persistence: "most other state").
 */
export type LocationData = FornecedoresPorLocal['local'] & {
  /** Slug of the supplier chosen (or led to) for this location; the supplier gate checks it. */
  fornecedorEscolhido: string | null;
  /** The suppliers serving the location, as the last lookup listed them (for the selection modal). */
  candidatos: FornecedorProximo[] | null;
  /** The pickup store picked in the store-selection modal, by supplier id (order lojaRetira). */
  lojaRetira: Record<string, number>;
};

export interface LocationState extends LocationData {
  /** A new location: forgets the choices made for the previous one. */
  setLocation(where: Pick<LocationData, 'cep' | 'lat' | 'lng' | 'idendereco'>): void;
  setCandidates(candidatos: FornecedorProximo[] | null): void;
  chooseSupplier(slug: string): void;
  choosePickupStore(idfornecedor: string, idloja: number): void;
  clear(): void;
}

/** Bump when the persisted shape changes: an older saved location is then ignored (spec §9). */
export const LOCATION_STATE_VERSION = 1;
export const LOCATION_STORAGE_KEY = 'vitrine:location';

const EMPTY: LocationData = {
  cep: null,
  lat: null,
  lng: null,
  idendereco: null,
  fornecedorEscolhido: null,
  candidatos: null,
  lojaRetira: {},
};

/** localStorage gated by the performance preference; nothing on the server. */
const gatedStorage: StateStorage = {
  getItem: (name) =>
    typeof window === 'undefined' || !useCookiePreferences.getState().performance
      ? null
      : window.localStorage.getItem(name),
  setItem: (name, value) => {
    if (typeof window === 'undefined') return;
    try {
      if (useCookiePreferences.getState().performance) window.localStorage.setItem(name, value);
      else window.localStorage.removeItem(name);
    } catch {
      // Storage full or blocked: the location still holds for this page.
    }
  },
  removeItem: (name) => {
    if (typeof window !== 'undefined') window.localStorage.removeItem(name);
  },
};

/** The visitor's location store (one per browser). */
export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      ...EMPTY,
      setLocation: (where) =>
        set({ ...where, fornecedorEscolhido: null, candidatos: null, lojaRetira: {} }),
      setCandidates: (candidatos) => set({ candidatos }),
      chooseSupplier: (slug) => set({ fornecedorEscolhido: slug }),
      choosePickupStore: (idfornecedor, idloja) =>
        set((s) => ({ lojaRetira: { ...s.lojaRetira, [idfornecedor]: idloja } })),
      clear: () => set(EMPTY),
    }),
    {
      name: LOCATION_STORAGE_KEY,
      version: LOCATION_STATE_VERSION,
      storage: createJSONStorage(() => gatedStorage),
      partialize: ({ cep, lat, lng, idendereco, fornecedorEscolhido, lojaRetira }) => ({
        cep,
        lat,
        lng,
        idendereco,
        fornecedorEscolhido,
        lojaRetira,
      }),
      // Writes are rare (a submitted CEP, a choice), so no debounce is needed.
      skipHydration: typeof window === 'undefined',
    },
  ),
);

/** The buyer's point, when known. */
export function buyerPoint(
  s: Pick<LocationData, 'lat' | 'lng'>,
): { lat: number; lng: number } | null {
  return s.lat !== null && s.lng !== null ? { lat: s.lat, lng: s.lng } : null;
}
