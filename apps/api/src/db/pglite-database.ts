import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import * as schema from './schema/index.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

/**
 * The embedded PGlite database in `dir` (created when missing; `memory://` for an in-memory
 * one), with pg_trgm and unaccent. Imported by openDatabase only when no DATABASE_URL is set,
 * so an API on a PostgreSQL server never loads the WASM engine (issue 12 §3). A directory is
 * locked while open: a second process is refused (EmbeddedDatabaseInUseError).
 */
export async function openPglite(
  dir: string,
  migrationsFolder: string,
  logger?: Logger,
): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const unlock = inMemory ? async () => undefined : await lockEmbeddedDatabase(dir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzle(client, { schema, ...(logger ? { logger } : {}) });
  return {
    db,
    migrate: () => migrate(db, { migrationsFolder }),
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.message(payload));
      listener.up();
      // A database closed first (a test closing it under the app) has no subscription left.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}
