import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Db } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending drizzle-kit migrations in code. The PGlite migrator runs plain SQL through
 * the same dialect, so it serves both drivers.
 */
export async function migrate(db: Db): Promise<void> {
  await migratePglite(db, { migrationsFolder });
}
