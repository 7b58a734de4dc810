import { GeocoderUnavailableError, type GeocodeQuery, type Geocoder } from './geocoder.ts';

/** What the Nominatim geocoder needs. */
export interface NominatimOptions {
  /** Server base URL, e.g. https://nominatim.openstreetmap.org. */
  baseUrl: string;
  /** Longest wait for a reply, in ms. */
  timeoutMs: number;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  /** Injected in tests (recorded replies); the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** "Avenida Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100": the free-text query. */
export function nominatimQueryText(q: GeocodeQuery): string {
  const street = [q.rua, q.numero].filter(Boolean).join(', ');
  const cep = q.cep ? `${q.cep.slice(0, 5)}-${q.cep.slice(5)}` : '';
  return [street, q.bairro, `${q.cidade} - ${q.uf}`, cep].filter(Boolean).join(', ');
}

/**
 * A Nominatim geocoder: `GET {baseUrl}/search?format=jsonv2&countrycodes=br&limit=1&q=…` with
 * a User-Agent and a timeout; the first hit's lat/lon. An empty list → null; a network error,
 * timeout, non-2xx or unreadable reply → GeocoderUnavailableError.
 * @see https://nominatim.org/release-docs/latest/api/Search/
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async locate(query) {
      const params = new URLSearchParams({
        format: 'jsonv2',
        countrycodes: 'br',
        limit: '1',
        'accept-language': 'pt-BR',
        q: nominatimQueryText(query),
      });
      let hits: unknown;
      try {
        const res = await doFetch(`${base}/search?${params}`, {
          headers: { accept: 'application/json', 'user-agent': options.userAgent },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        hits = await res.json();
      } catch (cause) {
        throw new GeocoderUnavailableError({ cause });
      }
      if (!Array.isArray(hits)) throw new GeocoderUnavailableError({ cause: 'not a list' });
      const first = hits[0] as { lat?: unknown; lon?: unknown } | undefined;
      if (!first) return null;
      const lat = Number(first.lat);
      const lng = Number(first.lon);
      if (
        !Number.isFinite(lat) ||
        !Number.isFinite(lng) ||
        Math.abs(lat) > 90 ||
        Math.abs(lng) > 180
      )
        throw new GeocoderUnavailableError({ cause: 'hit without coordinates' });
      return { lat, lng };
    },
  };
}

/** What configures the geocoder (config.ts: GEOCODER_URL, GEOCODER_TIMEOUT_MS, GEOCODER_USER_AGENT). */
export interface GeocoderConfig {
  /** '' disables the geocoder (the CEP's coordinates are used). */
  GEOCODER_URL: string;
  GEOCODER_TIMEOUT_MS: number;
  GEOCODER_USER_AGENT: string;
}

/** The configured geocoder, or null when GEOCODER_URL is empty. */
export function createGeocoder(config: GeocoderConfig): Geocoder | null {
  return config.GEOCODER_URL
    ? createNominatimGeocoder({
        baseUrl: config.GEOCODER_URL,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
        userAgent: config.GEOCODER_USER_AGENT,
      })
    : null;
}
