import type { StateStorage } from 'zustand/middleware';

/** Where the state goes and whether it may go there now. */
export interface DebouncedStorageOptions {
  /** The backing storage, read lazily (absent on the server). */
  backing: () => StateStorage | undefined;
  /** Whether storing is allowed now (a cookie preference); when not, nothing is read and writes delete. */
  allowed: () => boolean;
  /** Writes are delayed until the state stayed unchanged this long, ms. */
  delayMs: number;
}

/** A zustand `StateStorage` that also writes out its pending values at once. */
export interface DebouncedStorage extends StateStorage {
  /** Writes every pending value now (the page is being left). */
  flush(): void;
}

/**
 * A storage adapter for zustand's `persist`: writes are debounced per key (only the last value
 * within `delayMs` is written), reads see a pending value first, and everything is gated by
 * `allowed()` at the moment of reading or writing — so turning a preference off also removes
 * what was stored. Pending writes are flushed on `pagehide`, so leaving the page inside the
 * debounce does not restore an older snapshot next time.
 *
 * @see spec §4 Persistence and cookie preferences, §9 state persistence debounce
 */
export function createDebouncedStorage({
  backing,
  allowed,
  delayMs,
}: DebouncedStorageOptions): DebouncedStorage {
  const pending = new Map<string, { value: string; timer: ReturnType<typeof setTimeout> }>();
  let listening = false;

  function write(name: string, value: string): void {
    const storage = backing();
    if (!storage) return;
    try {
      if (allowed()) void storage.setItem(name, value);
      else void storage.removeItem(name);
    } catch {
      // Storage full or blocked: the cart still lives on the server.
    }
  }

  function flush(): void {
    for (const [name, { value, timer }] of pending) {
      clearTimeout(timer);
      write(name, value);
    }
    pending.clear();
  }

  return {
    getItem(name) {
      if (!allowed()) return null;
      const waiting = pending.get(name);
      if (waiting) return waiting.value;
      try {
        return backing()?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      clearTimeout(pending.get(name)?.timer);
      const timer = setTimeout(() => {
        pending.delete(name);
        write(name, value);
      }, delayMs);
      pending.set(name, { value, timer });
      if (!listening && typeof window !== 'undefined') {
        listening = true;
        window.addEventListener('pagehide', flush);
      }
    },
    removeItem(name) {
      clearTimeout(pending.get(name)?.timer);
      pending.delete(name);
      try {
        void backing()?.removeItem(name);
      } catch {
        // Blocked storage: nothing was stored either.
      }
    },
    flush,
  };
}
