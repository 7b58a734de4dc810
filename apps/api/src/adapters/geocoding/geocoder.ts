/**
 * The geocoding port (ARCHITECTURE.md §2 adapters): places an address on the map of the
 * "Novo endereço" form (spec §2 "New address, with a map", §3 Address lat/lng). Production uses
 * a Nominatim server (GEOCODER_URL); when none is configured or it cannot be reached the
 * addresses module falls back to the CEP's own coordinates.
 */

/** What is placed: the address as typed. City and UF are always present. */
export interface GeocodeQuery {
  rua?: string | undefined;
  numero?: string | undefined;
  bairro?: string | undefined;
  cidade: string;
  uf: string;
  /** 8 digits. */
  cep?: string | undefined;
}

/** A point in degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Finds where an address is. */
export interface Geocoder {
  /**
   * The point of `query`.
   * @returns null when the server knows no such place.
   * @throws GeocoderUnavailableError when the server cannot be reached or answers garbage.
   */
  locate(query: GeocodeQuery): Promise<GeoPoint | null>;
}

/** The geocoding server could not answer (network, timeout, 5xx, unreadable reply). */
export class GeocoderUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Geocoder unavailable', options);
    this.name = 'GeocoderUnavailableError';
  }
}
