import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from './embedded-lock.ts';

/** The embedded database's directory lock: one process at a time, stale locks taken over. */
describe('lockEmbeddedDatabase', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.lock`, { recursive: true, force: true });
    }
  });

  it('refuses a second holder with a pt-BR message until the first releases', async () => {
    const dir = freshDir();
    const release = await lockEmbeddedDatabase(dir, 0);
    const second = lockEmbeddedDatabase(dir, 0);
    await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
    await expect(second).rejects.toThrow(/está aberto por outro processo/);
    await release();
    await release();
    const again = await lockEmbeddedDatabase(dir, 0);
    await again();
  });

  it('takes over a lock its holder stopped refreshing (a crashed process)', async () => {
    const dir = freshDir();
    await lockEmbeddedDatabase(dir, 0);
    // The holder "crashed": its lock is no longer refreshed and its mtime is a minute old.
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, old, old);
    const release = await lockEmbeddedDatabase(dir, 0);
    await release();
  });
});
