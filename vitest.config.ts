import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // Whole-tree checks (boundaries, contract types, declared imports, route size): run by `npm run lint`.
      {
        test: {
          name: 'architecture',
          include: ['scripts/architecture.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // `~` as in apps/storefront/vite.config.ts; happy-dom for hooks and components.
        resolve: {
          alias: { '~': fileURLToPath(new URL('./apps/storefront/app', import.meta.url)) },
        },
        test: {
          name: 'storefront',
          include: ['apps/storefront/app/**/*.test.{ts,tsx}', 'apps/storefront/vite/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          // test/generated: the suites built from the route table (issue 7: authorization, fuzz).
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/generated/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
