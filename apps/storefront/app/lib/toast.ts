import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * The storefront's toasts (sonner), loaded with the first toast a page raises and not before
 * (ADR 0077). Not in any page's first JavaScript (issue 12 §5: it is 10 kB gzip, and no page
 * needs a toast to paint), and not right after the first paint either: sonner inserts its
 * stylesheet when it is imported, with custom properties on `html`, and on a long page that
 * restyles the whole document (about 350 ms of main thread under Lighthouse's mobile CPU, on
 * the checkout). The first toast asks the root to mount `<AppToaster>` (lib/toaster.tsx, its own
 * chunk); a toast waits for sonner and for that mount, so none is lost (sonner only shows toasts
 * raised after its Toaster subscribed).
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
/** sonner, imported once. */
export function loadSonner(): Promise<Sonner> {
  return (sonner ??= import('sonner'));
}

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by `<AppToaster>` once it is on the page: toasts may show from then on. */
export function toasterMounted(): void {
  markMounted();
}

/** Whether a toast was raised in this page's life, so the root mounts the toaster. */
let wanted = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once any toast was raised: the root renders `<AppToaster>` from then on (false on the
 * server and until the first toast, so a page that raises none never loads sonner).
 */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

type Kind = 'success' | 'error' | 'warning';
function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => toast[kind](message, options));
}

/** `toast.success|error|warning(message, options?)`, as sonner's, shown once sonner is there. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
