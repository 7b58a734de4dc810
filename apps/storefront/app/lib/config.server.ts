import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';

const production = process.env.NODE_ENV === 'production';
const insecureCookies = process.env.INSECURE_COOKIES === 'true';
const host = process.env.HOST ?? '';

/** Loopback-only listening: the one case where plain-HTTP cookies can be acceptable. */
const loopbackOnly =
  host === 'localhost' || (isIP(host) !== 0 && (host.startsWith('127.') || host === '::1'));

// Fail at start-up rather than run a production storefront whose session cookie could travel in
// clear text or be forged with a per-process secret (issue 7 §10).
if (production && !process.env.COOKIE_SECRET) {
  throw new Error(
    'COOKIE_SECRET is required when NODE_ENV=production (it encrypts the session cookie).',
  );
}
if (production && (process.env.STOREFRONT_API_SECRET ?? '').length < 32) {
  throw new Error(
    'STOREFRONT_API_SECRET (32+ characters, shared with the API) is required when NODE_ENV=production.',
  );
}
if (production && insecureCookies && !loopbackOnly) {
  throw new Error(
    'INSECURE_COOKIES=true is only allowed when the storefront listens on loopback (HOST=127.0.0.1).',
  );
}

/**
 * LOCAL_OWN_DOMAINS=true: a supplier's own domain under `.localhost` (browsers resolve it to this
 * machine) is served and linked over plain HTTP on the storefront's port — the demo's and the
 * journeys' own domain. Default on outside production; in production only on loopback, like
 * INSECURE_COOKIES. Without it such domains are ignored.
 */
const localOwnDomains =
  (process.env.LOCAL_OWN_DOMAINS ?? (production ? 'false' : 'true')) === 'true';
if (production && localOwnDomains && !loopbackOnly) {
  throw new Error(
    'LOCAL_OWN_DOMAINS=true is only allowed when the storefront listens on loopback (HOST=127.0.0.1).',
  );
}

/**
 * Storefront server settings from the environment (README configuration table).
 * COOKIE_SECRET encrypts the auth cookie (required in production; random per process in
 * development, where a restart then logs everyone out).
 */
export const serverConfig = {
  apiUrl: (process.env.API_URL ?? 'http://127.0.0.1:3001').replace(/\/$/, ''),
  appToken: process.env.APP_TOKEN ?? 'vitrine-web',
  cookieSecret: process.env.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
  secureCookies: production && !insecureCookies,
  /** Proves to the API that a forwarded client address comes from this storefront. */
  storefrontApiSecret: process.env.STOREFRONT_API_SECRET ?? randomBytes(32).toString('hex'),
  /** Whether `.localhost` own domains are served over http (LOCAL_OWN_DOMAINS, above). */
  localOwnDomains,
};

/**
 * The map of the address form (README: MAP_TILE_URL, MAP_TILE_ATTRIBUTION): a Leaflet tile URL
 * template (OpenStreetMap by default; empty = no map) and the attribution its provider requires.
 */
export const mapConfig = {
  tileUrl: process.env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    process.env.MAP_TILE_ATTRIBUTION ??
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/**
 * The CSP sources the map's tiles need (img-src): the tile server's origin, with a wildcard for
 * a `{s}` subdomain template; none without a map.
 */
export function mapTileSources(tileUrl: string = mapConfig.tileUrl): string[] {
  if (!tileUrl) return [];
  try {
    const url = new URL(tileUrl.replace('{s}.', 'sub.'));
    const host = tileUrl.includes('{s}.') ? url.host.replace(/^sub\./, '*.') : url.host;
    return [`${url.protocol}//${host}`];
  } catch {
    return [];
  }
}
