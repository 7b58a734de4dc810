import { defineConfig, devices } from '@playwright/test';

// Browser journeys in Debian's Chromium (never `npx playwright install` here: it cannot
// download). Starts the real stack — API on a fresh embedded PGlite, storefront production
// build — on ports of its own so a running dev server is left alone.
// E2E_WEB_PORT / E2E_API_PORT let two checkouts run their journeys side by side.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3200);
const API_PORT = Number(process.env.E2E_API_PORT ?? 3201);
const PGLITE_DIR = `/tmp/vitrine-e2e-pglite-${API_PORT}`;
/** The storefront's COOKIE_SECRET in the journeys (test-only value; see web.spec.ts). */
export const E2E_COOKIE_SECRET = 'e2e-only-cookie-secret-not-for-production';
/** Shared by the journeys' API and storefront (test-only value). */
const E2E_STOREFRONT_API_SECRET = 'e2e-only-storefront-api-secret-0123456789';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // The compiled API, as `npm start` runs it (tsc -b is incremental: quick when up to date).
      command: `rm -rf ${PGLITE_DIR} && npm run -s build -w @vitrine/api && node apps/api/dist/server.js`,
      cwd: '..',
      url: `http://127.0.0.1:${API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        API_PORT: String(API_PORT),
        PGLITE_DIR,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        STOREFRONT_API_SECRET: E2E_STOREFRONT_API_SECRET,
        // Every journey logs in from 127.0.0.1: the per-address limits are for real visitors.
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        CANDIDATE_RATE_LIMIT_PER_MINUTE: '1000',
        ACCOUNTS_RATE_LIMIT_PER_MINUTE: '1000',
      },
    },
    {
      // The storefront's production server (graceful stop), serving build/ of apps/storefront.
      command: `node server.mjs`,
      cwd: '../apps/storefront',
      url: `http://127.0.0.1:${WEB_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(WEB_PORT),
        API_URL: `http://127.0.0.1:${API_PORT}`,
        NODE_ENV: 'production',
        // Plain HTTP on loopback only; a fixed key so the web suite can open the cookie and look
        // for the session token where it must never be (HTML, data, scripts).
        HOST: '127.0.0.1',
        INSECURE_COOKIES: 'true',
        // The demo's own domain (horta-viva.localhost) over http on this port (README).
        LOCAL_OWN_DOMAINS: 'true',
        COOKIE_SECRET: E2E_COOKIE_SECRET,
        STOREFRONT_API_SECRET: E2E_STOREFRONT_API_SECRET,
      },
    },
  ],
});
