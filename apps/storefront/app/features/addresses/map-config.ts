/** Where the map's tiles come from (storefront config MAP_TILE_URL / MAP_TILE_ATTRIBUTION). */
export interface MapConfig {
  /** Leaflet URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; '' = no map. */
  tileUrl: string;
  /** HTML attribution the tile provider requires. */
  attribution: string;
}

/** OpenStreetMap's public tiles, the default when the server passes no configuration. */
export const DEFAULT_MAP_CONFIG: MapConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** A point on the map, in degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}
