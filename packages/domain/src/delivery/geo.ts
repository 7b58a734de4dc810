import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { point, polygon as turfPolygon } from '@turf/helpers';

/** A point in decimal degrees (WGS 84), latitude first as the spec's `coords{lat, lng}`. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Whether `lat`/`lng` are finite numbers with lat in [-90, 90] and lng in [-180, 180].
 *
 * @see spec §3 Address lat/lng, Service area coordenadas
 */
export function isValidLatLng(p: { lat: number; lng: number }): boolean {
  return (
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180
  );
}

/** The ring's vertices without exact repeats (a closing vertex counts as a repeat). */
function distinctVertices(polygon: readonly LatLng[]): LatLng[] {
  const seen = new Set<string>();
  const vertices: LatLng[] = [];
  for (const vertex of polygon) {
    const key = `${vertex.lat},${vertex.lng}`;
    if (seen.has(key)) continue;
    seen.add(key);
    vertices.push(vertex);
  }
  return vertices;
}

/** Below this (square degrees, about 0.01 m² at the equator) three vertices are collinear. */
const MIN_AREA_SQ_DEGREES = 1e-12;

/** Planar shoelace area in square degrees: only used to tell a real area from a line. */
function planarArea(ring: readonly LatLng[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    twice += a.lng * b.lat - b.lng * a.lat;
  }
  return Math.abs(twice) / 2;
}

/**
 * Whether a service-area polygon is usable: at least 3 distinct vertices, every vertex valid
 * ({@link isValidLatLng}) and a non-zero area (not all on one line). The last vertex may or may
 * not repeat the first.
 *
 * @see spec §3 Service area coordenadas
 */
export function isValidPolygon(polygon: readonly LatLng[]): boolean {
  if (!polygon.every(isValidLatLng)) return false;
  const vertices = distinctVertices(polygon);
  return vertices.length >= 3 && planarArea(vertices) > MIN_AREA_SQ_DEGREES;
}

/** The ring as GeoJSON positions ([lng, lat]), closed exactly once. */
function closedRing(polygon: readonly LatLng[]): [number, number][] {
  const first = polygon[0]!;
  const last = polygon[polygon.length - 1]!;
  const open = first.lat === last.lat && first.lng === last.lng ? polygon.slice(0, -1) : polygon;
  const ring = open.map((v): [number, number] => [v.lng, v.lat]);
  ring.push([first.lng, first.lat]);
  return ring;
}

/**
 * Whether `point` lies inside `polygon` (Turf's ray casting; a point on an edge counts as
 * inside). The last vertex may or may not repeat the first. A polygon that is not
 * {@link isValidPolygon} (fewer than 3 distinct vertices, no area, a vertex out of range) and an
 * invalid point are never "inside".
 *
 * @see spec §3 Service area, §4 Delivery
 */
export function pointInArea(p: LatLng, polygon: readonly LatLng[]): boolean {
  if (!isValidLatLng(p) || !isValidPolygon(polygon)) return false;
  return booleanPointInPolygon(point([p.lng, p.lat]), turfPolygon([closedRing(polygon)]));
}

/**
 * Great-circle (haversine) distance between two points, in whole metres (rounded), by Turf.
 *
 * @throws RangeError when either point is not {@link isValidLatLng}.
 * @see spec §3 Service area coordenadas_lojas (distance from the dispatching store)
 */
export function distanceMeters(a: LatLng, b: LatLng): number {
  if (!isValidLatLng(a) || !isValidLatLng(b)) {
    throw new RangeError('distanceMeters needs two valid lat/lng points');
  }
  return Math.round(distance(point([a.lng, a.lat]), point([b.lng, b.lat]), { units: 'meters' }));
}
