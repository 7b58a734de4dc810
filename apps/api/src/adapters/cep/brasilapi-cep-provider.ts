import { CepServiceUnavailableError, type CepAddress, type CepProvider } from './cep-provider.ts';

/** What the BrasilAPI CEP provider needs. */
export interface BrasilApiOptions {
  /** Base URL, e.g. https://brasilapi.com.br (no trailing slash needed). */
  baseUrl: string;
  /** Longest wait for a reply, in ms. */
  timeoutMs: number;
  /** Injected in tests (recorded replies); the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** The fields of a BrasilAPI `/api/cep/v2/{cep}` reply this adapter reads. */
interface BrasilApiCep {
  cep?: unknown;
  state?: unknown;
  city?: unknown;
  neighborhood?: unknown;
  street?: unknown;
  location?: { coordinates?: { latitude?: unknown; longitude?: unknown } };
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A coordinate BrasilAPI sends as a string ("-23.56"), or null when absent or out of range. */
function degrees(v: unknown, limit: number): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * The real CEP provider: BrasilAPI's `GET {baseUrl}/api/cep/v2/{cep}` (a public Brazilian CEP
 * service that aggregates the Correios and others, with coordinates when it has them).
 * 404 → null (no such CEP); a network error, a timeout, a 5xx or an unreadable reply →
 * CepServiceUnavailableError (the route answers 502 with a pt-BR message and the form stays
 * usable by hand).
 * @see https://brasilapi.com.br/docs#tag/CEP-V2
 */
export function createBrasilApiCepProvider(options: BrasilApiOptions): CepProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async lookup(cep) {
      let res: Response;
      try {
        res = await doFetch(`${base}/api/cep/v2/${encodeURIComponent(cep)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (cause) {
        throw new CepServiceUnavailableError({ cause });
      }
      // 400 is BrasilAPI's answer to a CEP it deems malformed: for the customer, not found.
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new CepServiceUnavailableError({ cause: `HTTP ${res.status}` });
      let body: BrasilApiCep;
      try {
        body = (await res.json()) as BrasilApiCep;
      } catch (cause) {
        throw new CepServiceUnavailableError({ cause });
      }
      const address: CepAddress = {
        cep: text(body.cep).replace(/\D/g, '') || cep,
        rua: text(body.street),
        bairro: text(body.neighborhood),
        cidade: text(body.city),
        uf: text(body.state).toUpperCase(),
        lat: degrees(body.location?.coordinates?.latitude, 90),
        lng: degrees(body.location?.coordinates?.longitude, 180),
      };
      if (!address.cidade || !/^[A-Z]{2}$/.test(address.uf))
        throw new CepServiceUnavailableError({ cause: 'reply without city or UF' });
      // Only a pair of coordinates is a point.
      if (address.lat === null || address.lng === null) address.lat = address.lng = null;
      return address;
    },
  };
}
