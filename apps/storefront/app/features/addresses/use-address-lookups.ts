import type { CepEndereco } from '@vitrine/contract';
import { ADDRESS_MSG } from '@vitrine/domain/address-messages';
import { useEffect, useRef, useState } from 'react';
import { BrowserApiError, callFromBrowser } from '~/lib/api-browser';
import type { MapPoint } from './map-config';

/** Wait after the last change of the address before it is placed on the map, in ms. */
export const GEOCODE_DEBOUNCE_MS = 600;

/** State of the CEP autocomplete. */
export interface CepLookupState {
  searching: boolean;
}

/**
 * Looks a CEP up once it has 8 digits (`GET /v4/app/cep/{cep}` through the storefront's proxy):
 * `onFound` receives the address, `onError` the pt-BR message ('CEP não encontrado', or the
 * service-unavailable text). A newer CEP aborts the lookup of the previous one; the same CEP is
 * not looked up twice in a row.
 */
export function useCepLookup(
  cep: string | null,
  handlers: { onFound(found: CepEndereco): void; onError(message: string): void },
  options: { skip?: string | null } = {},
): CepLookupState {
  const [searching, setSearching] = useState(false);
  const last = useRef<string | null>(options.skip ?? null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!cep || cep === last.current) return;
    last.current = cep;
    const controller = new AbortController();
    setSearching(true);
    callFromBrowser('addresses.cep', { params: { cep } }, { signal: controller.signal })
      .then((found) => latest.current.onFound(found))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        latest.current.onError(
          error instanceof BrowserApiError && error.status === 404
            ? ADDRESS_MSG.cepNotFound
            : error instanceof BrowserApiError && error.serverMessage
              ? error.serverMessage
              : ADDRESS_MSG.cepServiceUnavailable,
        );
      })
      .finally(() => {
        if (!controller.signal.aborted) setSearching(false);
      });
    return () => {
      controller.abort();
      setSearching(false);
    };
  }, [cep]);

  return { searching };
}

/** State of the map's geocoding. */
export interface GeocodeState {
  locating: boolean;
  /** The geocoder could not place the address (unreachable, or nothing found). */
  failed: boolean;
}

/**
 * Places the typed address on the map (`GET /v4/app/geocodificacao`), debounced
 * {@link GEOCODE_DEBOUNCE_MS} after the last change of `query` (serialised, so an unchanged
 * address is not asked again); `onPoint` receives the point. Null `query` does nothing.
 */
export function useGeocode(
  query: Record<string, string> | null,
  onPoint: (point: MapPoint) => void,
): GeocodeState {
  const [state, setState] = useState<GeocodeState>({ locating: false, failed: false });
  const key = query ? new URLSearchParams(query).toString() : null;
  const latest = useRef(onPoint);
  useEffect(() => {
    latest.current = onPoint;
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ locating: true, failed: false });
      callFromBrowser(
        'addresses.geocode',
        { query: Object.fromEntries(new URLSearchParams(key)) as never },
        { signal: controller.signal },
      )
        .then((point) => {
          latest.current({ lat: point.lat, lng: point.lng });
          setState({ locating: false, failed: false });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ locating: false, failed: true });
        });
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return state;
}
