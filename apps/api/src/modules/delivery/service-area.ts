/**
 * Which delivery service area of a supplier serves an address — Vitrine's own rule, pure
 * functions over plain data (no I/O). Lives here rather than in packages/domain for now.
 * @see spec §3 Service area, §4 Delivery
 */

/** A geographic point in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** What the area choice needs from a service area row. Money in centavos. */
export interface ServiceArea {
  idarea: number;
  /** Polygon vertices in order; fewer than 3 means "no polygon, use CEP prefixes". */
  coordenadas: readonly LatLng[];
  /** CEP prefixes (digits) served, e.g. "01" or "0131". */
  prefixosCep: readonly string[];
  taxaEntregaCentavos: number;
  prazoDias: number;
}

/** What the area choice needs from an address: `cep` as 8 digits, coordinates when known. */
export interface AddressLocation {
  cep: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Ray casting (even–odd rule): true when `point` lies inside `polygon` (longitude as x,
 * latitude as y). Points exactly on an edge may fall either way. Fine for city-sized areas;
 * not meant for polygons crossing the antimeridian.
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * True when `area` serves `address`: by point-in-polygon when the address has coordinates and
 * the area has a polygon; otherwise by CEP prefix (an area without polygon, or an address
 * without coordinates).
 */
export function areaServes(area: ServiceArea, address: AddressLocation): boolean {
  const hasPolygon = area.coordenadas.length >= 3;
  if (hasPolygon && address.lat !== null && address.lng !== null) {
    return pointInPolygon({ lat: address.lat, lng: address.lng }, area.coordenadas);
  }
  const cep = address.cep.replace(/\D/g, '');
  return area.prefixosCep.some(
    (prefix) => prefix.length > 0 && cep.startsWith(prefix.replace(/\D/g, '')),
  );
}

/**
 * Chooses the service area for `address`: among the areas that serve it, the lowest fee, then
 * the shortest lead time, then the lowest id (deterministic for overlapping areas).
 * @returns the chosen area, or null when none serves the address (the API answers 422
 *   'O fornecedor não atende no endereço informado').
 */
export function chooseServiceArea<T extends ServiceArea>(
  areas: readonly T[],
  address: AddressLocation,
): T | null {
  let best: T | null = null;
  for (const area of areas) {
    if (!areaServes(area, address)) continue;
    if (
      best === null ||
      area.taxaEntregaCentavos < best.taxaEntregaCentavos ||
      (area.taxaEntregaCentavos === best.taxaEntregaCentavos &&
        (area.prazoDias < best.prazoDias ||
          (area.prazoDias === best.prazoDias && area.idarea < best.idarea)))
    ) {
      best = area;
    }
  }
  return best;
}
