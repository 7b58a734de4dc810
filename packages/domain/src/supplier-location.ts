import { SUPPLIER_TAGS, hasTag } from './constants.ts';
import {
  cepInRanges,
  distanceMeters,
  pointInArea,
  type FaixaCep,
  type LatLng,
} from './delivery/index.ts';

/**
 * Which suppliers serve a location, and which access gate a storefront shows first: pure rules
 * over plain rows, shared by the API's supplier lookup and the storefront's modals.
 * @see spec §2 Access gates, §3 Service area, §4 Address to supplier, §6 tags
 */

/** A pickup store counts as "nearby" up to this distance from the buyer, in metres. */
export const PICKUP_RADIUS_METERS = 30_000;

/** Where the buyer is: a point when known, and/or a CEP (8 digits). */
export interface BuyerLocation {
  point: LatLng | null;
  cep: string | null;
}

/** A service area as the lookup needs it (spec §3 Service area coordenadas). */
export interface AreaCoverage {
  coordenadas: readonly LatLng[];
  /** CEP prefixes (digits) served, e.g. "01" or "0131". */
  prefixosCep: readonly string[];
}

/** A DELIVERY form's own coverage (polygons and CEP ranges). */
export interface FormCoverage {
  poligonos: readonly (readonly LatLng[])[];
  faixasCep: readonly FaixaCep[];
}

/** A pickup store with its position. */
export interface StorePoint {
  latitude: number;
  longitude: number;
}

/** What the lookup needs from a supplier. */
export interface SupplierCoverage<S extends StorePoint = StorePoint> {
  tags: readonly string[];
  areas: readonly AreaCoverage[];
  /** Active DELIVERY forms; one with neither polygons nor ranges adds nothing here. */
  forms: readonly FormCoverage[];
  stores: readonly S[];
}

/** How the buyer wants to receive: delivery, pickup, or either (provider home). */
export type LocationMode = 'DELIVERY' | 'RETIRADA' | 'QUALQUER';

/** A supplier's answer for one location. */
export interface LocationService<S extends StorePoint = StorePoint> {
  atendeEntrega: boolean;
  atendeRetirada: boolean;
  /** The active store nearest to the buyer's point, with its distance in metres; null without a point or stores. */
  lojaMaisProxima: { loja: S; distanciaMetros: number } | null;
}

function cepHasPrefix(cep: string, prefix: string): boolean {
  const digits = prefix.replace(/\D/g, '');
  return digits.length > 0 && cep.startsWith(digits);
}

/** True when an area or form covers the buyer: point inside a polygon, or CEP prefix/range match. */
function covers(supplier: SupplierCoverage, where: BuyerLocation): boolean {
  const { point, cep } = where;
  for (const area of supplier.areas) {
    if (point && pointInArea(point, area.coordenadas)) return true;
    if (cep && area.prefixosCep.some((p) => cepHasPrefix(cep, p))) return true;
  }
  for (const form of supplier.forms) {
    if (point && form.poligonos.some((polygon) => pointInArea(point, polygon))) return true;
    if (cep && form.faixasCep.length > 0 && cepInRanges(cep, form.faixasCep)) return true;
  }
  return false;
}

/**
 * The store nearest to `point` (Turf great-circle distance); null without stores.
 * @returns the store and its distance in whole metres.
 */
export function nearestStore<S extends StorePoint>(
  stores: readonly S[],
  point: LatLng,
): { loja: S; distanciaMetros: number } | null {
  let best: { loja: S; distanciaMetros: number } | null = null;
  for (const loja of stores) {
    const distanciaMetros = distanceMeters(point, { lat: loja.latitude, lng: loja.longitude });
    if (best === null || distanciaMetros < best.distanciaMetros) best = { loja, distanciaMetros };
  }
  return best;
}

/**
 * Stores ordered by distance from `point`, nearest first (ties keep their order), each with its
 * distance in metres; without a point, the stores in their own order with a null distance.
 * @see spec §2 Store selection
 */
export function storesByDistance<S extends StorePoint>(
  stores: readonly S[],
  point: LatLng | null,
): { loja: S; distanciaMetros: number | null }[] {
  if (!point) return stores.map((loja) => ({ loja, distanciaMetros: null }));
  return stores
    .map((loja) => ({
      loja,
      distanciaMetros: distanceMeters(point, { lat: loja.latitude, lng: loja.longitude }),
    }))
    .sort((a, b) => a.distanciaMetros - b.distanciaMetros);
}

/**
 * Whether a supplier serves the buyer's location. Delivery: the supplier has has-delivery and one
 * of its service areas (polygon or CEP prefix) or DELIVERY forms (polygon or CEP range) covers
 * the location. Pickup: it has has-collect and an active store lies within
 * {@link PICKUP_RADIUS_METERS} of the buyer's point (a CEP alone places no one near a store).
 * @see spec §3 Service area, §4 Address to supplier, §6 has-delivery / has-collect
 */
export function serviceAt<S extends StorePoint>(
  supplier: SupplierCoverage<S>,
  where: BuyerLocation,
  mode: LocationMode,
): LocationService<S> {
  const lojaMaisProxima = where.point ? nearestStore(supplier.stores, where.point) : null;
  const atendeEntrega =
    mode !== 'RETIRADA' &&
    hasTag(supplier.tags, SUPPLIER_TAGS.HAS_DELIVERY) &&
    covers(supplier, where);
  const atendeRetirada =
    mode !== 'DELIVERY' &&
    hasTag(supplier.tags, SUPPLIER_TAGS.HAS_COLLECT) &&
    lojaMaisProxima !== null &&
    lojaMaisProxima.distanciaMetros <= PICKUP_RADIUS_METERS;
  return { atendeEntrega, atendeRetirada, lojaMaisProxima };
}

/** True when {@link serviceAt} says the supplier serves the location in some way. */
export function servesLocation(service: LocationService): boolean {
  return service.atendeEntrega || service.atendeRetirada;
}

/** What the storefront knows of the visitor's location. */
export interface KnownLocation {
  idendereco?: number | null;
  lat?: number | null;
}

/** The gate a storefront shows before any access, or null. */
export type AccessGate = 'address' | 'supplier' | null;

/**
 * The access gate of a supplier's storefront, address first: has-delivery +
 * requires-address-to-access with no address id nor latitude → 'address'; then
 * requires-supplier-to-access while this supplier has not been chosen → 'supplier'.
 * @param supplierChosen - the visitor chose (or was led to) this supplier for their location.
 * @see spec §2 Access gates, §6 requires-address-to-access / requires-supplier-to-access
 */
export function accessGate(
  tags: readonly string[],
  location: KnownLocation,
  supplierChosen: boolean,
): AccessGate {
  const hasLocation =
    (location.idendereco !== undefined && location.idendereco !== null) ||
    (location.lat !== undefined && location.lat !== null);
  if (
    hasTag(tags, SUPPLIER_TAGS.HAS_DELIVERY) &&
    hasTag(tags, SUPPLIER_TAGS.REQUIRES_ADDRESS_TO_ACCESS) &&
    !hasLocation
  )
    return 'address';
  if (hasTag(tags, SUPPLIER_TAGS.REQUIRES_SUPPLIER_TO_ACCESS) && !supplierChosen) return 'supplier';
  return null;
}

/** What the "Address to supplier" rule does with a lookup's result. */
export type SupplierChoice =
  { kind: 'none' } | { kind: 'one'; slug: string; switchPage: boolean } | { kind: 'choose' };

/**
 * Spec §4 Address to supplier: no supplier → an error; exactly one → it becomes active and the
 * page switches to its slug when it differs from `currentSlug`; more than one → the user chooses.
 */
export function supplierChoice(
  found: readonly { slug: string }[],
  currentSlug: string | null,
): SupplierChoice {
  if (found.length === 0) return { kind: 'none' };
  if (found.length === 1) {
    const slug = found[0]!.slug;
    return { kind: 'one', slug, switchPage: slug !== currentSlug };
  }
  return { kind: 'choose' };
}
