import lockfile from 'proper-lockfile';

/** Another process holds the embedded database (its directory's lock). */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(dir: string, options?: { cause?: unknown }) {
    super(
      `O banco de dados embutido (${dir}) está aberto por outro processo (por exemplo, o npm start). ` +
        'Pare-o (Ctrl-C) antes de usar este comando, ou use outro PGLITE_DIR.',
      options,
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/**
 * Takes the lock of an embedded database directory, so a second process (a CLI while
 * `npm start` runs, or a second `npm start`) is refused instead of opening the same files:
 * PGlite does not share its data directory, and two writers silently lose each other's writes.
 * proper-lockfile keeps a `<dir>.lock` whose mtime the holder refreshes; a lock left by a
 * crashed process goes stale after LOCK_STALE_MS and is then taken over (the open retries
 * for about that long).
 * @param retries attempts one second apart before giving up (6: a crashed holder's lock goes
 *   stale within them).
 * @returns release: gives the lock up (idempotent).
 * @throws EmbeddedDatabaseInUseError when a live process holds it.
 */
export async function lockEmbeddedDatabase(dir: string, retries = 6): Promise<() => Promise<void>> {
  try {
    const release = await lockfile.lock(dir, {
      stale: LOCK_STALE_MS,
      update: LOCK_STALE_MS / 2,
      retries: { retries, minTimeout: 1_000, maxTimeout: 1_000 },
      realpath: false,
      // A lock lost while running (its file removed by hand) is not worth crashing the API.
      onCompromised: () => undefined,
    });
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await release().catch(() => undefined);
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new EmbeddedDatabaseInUseError(dir, { cause: error });
    throw error;
  }
}

/** ms after its last refresh that a lock counts as abandoned. */
const LOCK_STALE_MS = 5_000;
