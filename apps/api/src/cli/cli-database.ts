import { openDatabase, type Database } from '../db/client.ts';
import { EmbeddedDatabaseInUseError } from '../db/embedded-lock.ts';

/**
 * Opens the API's database for a command-line tool. When the embedded database is held by a
 * running API (`npm start`), prints the pt-BR reason, with `whileRunning` (what to do instead
 * while it runs) when given, and exits with code 1 instead of a stack trace.
 */
export async function openCliDatabase(
  options: Parameters<typeof openDatabase>[0],
  whileRunning?: string,
): Promise<Database> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    console.error(error.message);
    if (whileRunning) console.error(whileRunning);
    process.exit(1);
  }
}
