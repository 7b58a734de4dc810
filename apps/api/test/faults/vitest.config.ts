import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The faults suite (issue 7): real API processes on a real PostgreSQL server, whose connections
// are killed, whose database goes away, and which are killed themselves. Run by
// scripts/test-api.mjs in the PostgreSQL pass only (it needs TEST_DATABASE_URL).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
