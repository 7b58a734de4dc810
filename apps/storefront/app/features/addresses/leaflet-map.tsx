import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapConfig, MapPoint } from './map-config';

/** A pin drawn in CSS/SVG: no marker images to load (none to break, none for the CSP). */
const pinIcon = L.divIcon({
  className: 'vitrine-map-pin',
  html:
    '<svg viewBox="0 0 24 36" width="32" height="48" aria-hidden="true">' +
    '<path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="var(--color-primary, #1d4ed8)" stroke="#fff" stroke-width="1.5"/>' +
    '<circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [32, 48],
  iconAnchor: [16, 48],
});

export interface LeafletMapProps {
  point: MapPoint;
  /** Changes whenever the point was moved by the address (not by the user): the map re-centres. */
  focusKey: number;
  config: MapConfig;
  onMove(point: MapPoint): void;
  /** A tile failed before any loaded: the tile server cannot be reached. */
  onUnavailable(): void;
  markerLabel: string;
}

function Recentre({ point, focusKey }: { point: MapPoint; focusKey: number }) {
  const map = useMap();
  const seen = useRef(focusKey);
  useEffect(() => {
    if (seen.current === focusKey) return;
    seen.current = focusKey;
    map.setView([point.lat, point.lng], Math.max(map.getZoom(), 16));
  }, [focusKey, map, point.lat, point.lng]);
  return null;
}

function ClickToMove({ onMove }: { onMove(point: MapPoint): void }) {
  useMapEvents({ click: (e) => onMove({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/**
 * The Leaflet map of the address form (browser only: loaded lazily by AddressMap): tiles from
 * the configured server, a draggable pin at `point`; a drag or a click moves it.
 */
export default function LeafletMap(props: LeafletMapProps) {
  const { point, focusKey, config, onMove, onUnavailable, markerLabel } = props;
  const loaded = useRef(false);
  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        loaded.current = true;
      },
      tileerror: () => {
        if (!loaded.current) onUnavailable();
      },
    }),
    [onUnavailable],
  );
  const markerEvents = useMemo(
    () => ({
      dragend: (e: L.DragEndEvent) => {
        const ll = (e.target as L.Marker).getLatLng();
        onMove({ lat: ll.lat, lng: ll.lng });
      },
    }),
    [onMove],
  );
  return (
    <MapContainer
      center={[point.lat, point.lng]}
      zoom={16}
      scrollWheelZoom={false}
      className="h-full w-full"
    >
      <TileLayer url={config.tileUrl} attribution={config.attribution} eventHandlers={tileEvents} />
      <Marker
        position={[point.lat, point.lng]}
        draggable
        icon={pinIcon}
        title={markerLabel}
        alt={markerLabel}
        eventHandlers={markerEvents}
      />
      <Recentre point={point} focusKey={focusKey} />
      <ClickToMove onMove={onMove} />
    </MapContainer>
  );
}
