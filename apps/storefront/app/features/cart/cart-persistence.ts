import { STATE_PERSIST_DEBOUNCE_MS } from '@vitrine/domain';
import { useCookiePreferences } from '~/lib/cookie-preferences';
import type { CartLine } from './cart-math';
import { useCartStore, type CartOwner, type CartState } from './cart-store';

/**
 * The cart's local-storage persistence (spec §4 Persistence and cookie preferences):
 * debounced 500 ms, versioned (a stored state with another version is ignored), coupon code
 * dropped, and only while the "necessary" cookie preference is on.
 */

/** Bump when the saved shape changes: older saves are then ignored. */
export const CART_STATE_VERSION = 'vitrine-cart-2';
export const CART_STATE_KEY = 'vitrine:cart';

export interface SavedCart {
  version: string;
  owner: CartOwner;
  lines: CartLine[];
  observacao: string;
  numPedidoCliente: string;
  /** True when local changes had not reached the server yet. */
  dirty: boolean;
}

/** What is written: the cart without its coupon code (`codigoCupom` never leaves memory). */
function toSaved(state: CartState): SavedCart | null {
  if (!state.owner) return null;
  const { owner, lines, observacao, numPedidoCliente, revision, savedRevision } = state;
  return {
    version: CART_STATE_VERSION,
    owner,
    lines,
    observacao,
    numPedidoCliente,
    dirty: revision !== savedRevision,
  };
}

/** The saved cart of `owner`, or null when absent, of another version, owner or unreadable. */
export function readSavedCart(owner: CartOwner): SavedCart | null {
  if (typeof window === 'undefined' || !useCookiePreferences.getState().necessary) return null;
  try {
    const raw = window.localStorage.getItem(CART_STATE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedCart>;
    if (saved.version !== CART_STATE_VERSION) return null;
    if (
      saved.owner?.idcliente !== owner.idcliente ||
      saved.owner?.idfornecedor !== owner.idfornecedor ||
      !Array.isArray(saved.lines)
    ) {
      return null;
    }
    return saved as SavedCart;
  } catch {
    return null;
  }
}

function write(state: CartState): void {
  try {
    if (!useCookiePreferences.getState().necessary) {
      window.localStorage.removeItem(CART_STATE_KEY);
      return;
    }
    const saved = toSaved(state);
    if (saved) window.localStorage.setItem(CART_STATE_KEY, JSON.stringify(saved));
    else window.localStorage.removeItem(CART_STATE_KEY);
  } catch {
    // Storage full or blocked: the cart still lives on the server.
  }
}

let started = false;

/** Starts writing the cart to localStorage after changes (client only, idempotent). */
export function startCartPersistence(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  useCartStore.subscribe((state, prev) => {
    if (
      state.lines === prev.lines &&
      state.owner === prev.owner &&
      state.observacao === prev.observacao &&
      state.numPedidoCliente === prev.numPedidoCliente &&
      state.savedRevision === prev.savedRevision
    ) {
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      write(useCartStore.getState());
    }, STATE_PERSIST_DEBOUNCE_MS);
  });
  // A page left inside the debounce writes now: otherwise an older snapshot (e.g. the cart
  // just before an order emptied it) would be restored on the next visit.
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    write(useCartStore.getState());
  });
}
