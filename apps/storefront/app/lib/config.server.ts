import { randomBytes } from 'node:crypto';

/**
 * Storefront server settings from the environment (README configuration table).
 * COOKIE_SECRET signs the auth cookie; random per process when unset (dev only: a restart
 * then logs everyone out).
 */
export const serverConfig = {
  apiUrl: (process.env.API_URL ?? 'http://127.0.0.1:3001').replace(/\/$/, ''),
  appToken: process.env.APP_TOKEN ?? 'vitrine-web',
  cookieSecret: process.env.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
  secureCookies: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
};

/** The `{sep}` of spec §7 paths, as the API defines it. */
export const SEP = '~';
