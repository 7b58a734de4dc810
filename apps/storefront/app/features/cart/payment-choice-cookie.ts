/**
 * The payment-method choice travels in a first-party cookie (not localStorage) so that the
 * server-rendered listing and product pages can price for it too (spec §6
 * support-price-variance-by-payment). Shared by the browser store and the server reader.
 */

/** Cookie name of the persisted payment-method choice. */
export const PAYMENT_CHOICE_COOKIE = 'vitrine-forma-pagamento';

/** Bump when the persisted shape changes: older saved choices are then ignored (spec §9). */
export const PAYMENT_CHOICE_VERSION = 1;

/** How long the choice is kept, in seconds (a year). */
export const PAYMENT_CHOICE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The chosen method id at `idfornecedor` in a persisted value (`{ state: { bySupplier }, version }`
 * as zustand's `persist` writes it); null when absent, of another version or malformed.
 */
export function choiceInPersisted(raw: string | null, idfornecedor: string): number | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { state, version } = parsed as { state?: unknown; version?: unknown };
    if (version !== PAYMENT_CHOICE_VERSION || typeof state !== 'object' || state === null)
      return null;
    const bySupplier = (state as { bySupplier?: unknown }).bySupplier;
    if (typeof bySupplier !== 'object' || bySupplier === null) return null;
    const id = (bySupplier as Record<string, unknown>)[idfornecedor];
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The raw value of cookie `name` in a `Cookie` header (or `document.cookie`), decoded; null if absent. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}
