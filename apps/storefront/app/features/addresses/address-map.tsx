import { ADDRESS_MSG, ADDRESS_TEXT } from '@vitrine/domain/address-messages';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { MapConfig, MapPoint } from './map-config';

// Leaflet touches `window` when imported: loaded in the browser only, on first use.
const noSubscription = () => () => {};
const LeafletMap = lazy(() => import('./leaflet-map'));

interface AddressMapProps {
  point: MapPoint | null;
  focusKey: number;
  config: MapConfig;
  onMove(point: MapPoint): void;
  /** The geocoder could not place the address. */
  geocodeFailed: boolean;
  locating: boolean;
}

/**
 * The map of the "Novo endereço" form (spec §2 "New address, with a map"): the pin at the
 * address's point, draggable. Until a point is known it says what to type; when the tile
 * server or the geocoder cannot be reached it says so and the form goes on without it.
 */
export function AddressMap({
  point,
  focusKey,
  config,
  onMove,
  geocodeFailed,
  locating,
}: AddressMapProps) {
  // false on the server and during hydration, true in the browser: Leaflet never runs in SSR.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [tilesFailed, setTilesFailed] = useState(false);
  const unavailable = tilesFailed || !config.tileUrl || (geocodeFailed && !point);

  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{ADDRESS_TEXT.mapTitle}</span>
        {locating && <span className="text-xs text-black/60">{ADDRESS_TEXT.mapLocating}</span>}
      </div>
      {unavailable ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <MapPinOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {ADDRESS_MSG.mapUnavailable}
        </p>
      ) : point && inBrowser ? (
        <>
          <div
            className="relative z-0 h-56 overflow-hidden rounded-md border border-black/15 sm:h-64"
            data-testid="address-map"
          >
            <Suspense
              fallback={
                <div className="grid h-full place-items-center text-sm">
                  {ADDRESS_TEXT.mapLoading}
                </div>
              }
            >
              <LeafletMap
                point={point}
                focusKey={focusKey}
                config={config}
                onMove={onMove}
                onUnavailable={() => setTilesFailed(true)}
                markerLabel={ADDRESS_TEXT.mapHint}
              />
            </Suspense>
          </div>
          <p className="text-xs text-black/60">{ADDRESS_TEXT.mapHint}</p>
        </>
      ) : (
        <p className="rounded-md border border-dashed border-black/20 p-3 text-sm text-black/60">
          {ADDRESS_TEXT.mapEmpty}
        </p>
      )}
    </div>
  );
}
