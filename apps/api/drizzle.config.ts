import { defineConfig } from 'drizzle-kit';

// Generate only: migrations are applied in code at start-up (src/db/migrate.ts), because
// drizzle-kit's own migrate cannot load PGlite's pg_trgm/unaccent extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
