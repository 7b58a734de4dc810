import type { ExternalToast } from 'sonner';

/**
 * The storefront's toasts (sonner), without sonner in any page's first JavaScript (issue 12 §5:
 * it is 10 kB gzip, and no page needs a toast to paint). sonner loads on the first toast or when
 * the root's `<AppToaster>` (lib/toaster.tsx, its own chunk) mounts; a toast asked for before
 * that waits for both, so none is lost (sonner only shows toasts raised after its Toaster
 * subscribed).
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

type Kind = 'success' | 'error' | 'warning';
function show(kind: Kind, message: string, options?: ExternalToast): void {
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => toast[kind](message, options));
}

/** `toast.success|error|warning(message, options?)`, as sonner's, shown once sonner is there. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
