import { CART_SAVE_DEBOUNCE_MS, DEFAULT_SALES_CHANNEL, MSG, milliToQuantity } from '@vitrine/domain';
import { toast } from 'sonner';
import { customerSegment, getAppConfig, type AppConfig } from '~/lib/app-config';
import { readSavedCart, startCartPersistence } from './cart-persistence';
import { useCartStore, type CartOwner, type CartState } from './cart-store';
import type { Carrinho, CartSaveBody } from './types';

/**
 * Keeps the cart store and the server cart in step (spec §4 Cart flow):
 * every change is saved debounced 1000 ms through the same-origin `/api` proxy (which adds
 * the customer's token), and the store is then replaced by the server's reply.
 */

const store = useCartStore;

/** `/api/v2/app/{apptoken}{sep}{idcliente}/usuario/{idcliente}/cart?idfornecedor=…&canalVenda=WEB`. */
function cartUrl(config: AppConfig, owner: CartOwner): string {
  const query = new URLSearchParams({
    idfornecedor: owner.idfornecedor,
    canalVenda: DEFAULT_SALES_CHANNEL,
  });
  return `/api/v2/app/${customerSegment(config, owner.idcliente)}/usuario/${owner.idcliente}/cart?${query}`;
}

function saveBody(state: CartState): CartSaveBody {
  return {
    cartItens: state.lines.map((line) => ({
      id: line.produto.id,
      quantidade: milliToQuantity(line.quantidade),
      embalarParaPresente: line.embalarParaPresente,
    })),
    observacao: state.observacao,
    numPedidoCliente: state.numPedidoCliente,
  };
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

function messageOf(data: unknown): string | undefined {
  return data && typeof data === 'object' && 'mensagem' in data && typeof data.mensagem === 'string'
    ? data.mensagem
    : undefined;
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
let inflight: Promise<void> | null = null;

/**
 * POSTs the whole cart; the reply replaces the store unless newer changes are pending.
 * `keepalive` lets the request outlive the page (a change made just before leaving it).
 */
async function saveCart(keepalive = false): Promise<void> {
  const state = store.getState();
  const owner = state.owner;
  if (!owner) {
    // spec §5: saving the cart requires a logged-in customer id.
    toast.error(MSG.cartSaveFailed);
    return;
  }
  const revision = state.revision;
  store.getState().setStatus('saving');
  try {
    const config = await getAppConfig();
    const res = await fetch(cartUrl(config, owner), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(saveBody(state)),
      keepalive,
    });
    const data = await readJson(res);
    if (!res.ok || !data) throw new Error(messageOf(data) ?? `HTTP ${res.status}`);
    const now = store.getState();
    if (now.owner !== owner) return;
    const carrinho = data as Carrinho;
    if (now.revision === revision) now.replaceFromServer(carrinho, revision);
    if (carrinho.mensagem) toast.warning(carrinho.mensagem);
    if (store.getState().revision === store.getState().savedRevision) now.setStatus('idle');
  } catch (error) {
    const detail = error instanceof Error ? error.message : undefined;
    toast.error(MSG.cartSaveFailed, { description: detail?.startsWith('HTTP') ? undefined : detail });
    store.getState().setStatus('idle', MSG.cartSaveFailed);
  }
}

function runSave(): Promise<void> {
  saveTimer = undefined;
  const previous = inflight ?? Promise.resolve();
  // Saves run one after another, so replies cannot arrive out of order.
  const run = previous.then(() => saveCart());
  const tracked: Promise<void> = run.finally(() => {
    if (inflight === tracked) inflight = null;
  });
  inflight = tracked;
  return run;
}

function scheduleSave(): void {
  clearTimeout(saveTimer);
  store.getState().setStatus('saving');
  saveTimer = setTimeout(() => void runSave(), CART_SAVE_DEBOUNCE_MS);
}

/**
 * Saves pending changes now instead of waiting for the debounce (before submitting an order),
 * and waits for every save under way.
 */
export async function flushCartSave(): Promise<void> {
  if (saveTimer !== undefined) {
    clearTimeout(saveTimer);
    await runSave();
  }
  while (inflight) await inflight;
}

/** Loads the server cart (GET) into the store (spec §4: a load error sets the cart error). */
export async function loadCart(): Promise<void> {
  const owner = store.getState().owner;
  if (!owner) return;
  const revision = store.getState().revision;
  store.getState().setStatus('loading');
  try {
    const config = await getAppConfig();
    const res = await fetch(cartUrl(config, owner), { headers: { accept: 'application/json' } });
    const data = await readJson(res);
    if (!res.ok || !data) throw new Error(messageOf(data) ?? MSG.cartLoadNoProducts);
    const now = store.getState();
    if (now.owner !== owner) return;
    // Changes made while loading win: they are saved (and replaced by that reply) next.
    if (now.revision === revision) now.replaceFromServer(data as Carrinho, revision);
    now.setStatus(now.revision === now.savedRevision ? 'idle' : 'saving');
  } catch (error) {
    store.getState().setStatus('idle', error instanceof Error ? error.message : MSG.cartLoadNoProducts);
  }
}

/** Empties the cart and saves at once, so the server's (empty) reply replaces it. */
export async function clearCartNow(): Promise<void> {
  store.getState().clear();
  await flushCartSave();
}

let connectedKey: string | undefined;
let syncStarted = false;

function startCartSync(): void {
  if (syncStarted) return;
  syncStarted = true;
  store.subscribe((state, prev) => {
    if (state.revision !== prev.revision && state.revision !== state.savedRevision) scheduleSave();
  });
  // Leaving the page inside the 1 s debounce must not lose the last change.
  window.addEventListener('pagehide', () => {
    if (saveTimer === undefined) return;
    clearTimeout(saveTimer);
    saveTimer = undefined;
    void saveCart(true);
  });
}

/**
 * Points the cart at a customer and supplier (null for a visitor or after logout, which
 * empties it — spec §4 Logout). On a new owner: the locally saved cart shows at once, then
 * the server cart replaces it (or, when the saved cart had unsaved changes, those are saved).
 * Idempotent for the same owner. Client only.
 */
export function connectCart(owner: CartOwner | null, supplierTags: string[]): void {
  if (typeof window === 'undefined') return;
  startCartSync();
  startCartPersistence();
  const key = owner ? `${owner.idfornecedor}:${owner.idcliente}` : '';
  if (key === connectedKey) {
    if (store.getState().supplierTags.join() !== supplierTags.join()) store.setState({ supplierTags });
    return;
  }
  connectedKey = key;
  clearTimeout(saveTimer);
  saveTimer = undefined;
  store.getState().reset(owner, supplierTags);
  if (!owner) return;
  const saved = readSavedCart(owner);
  if (saved) store.getState().restore(saved, saved.dirty);
  if (!saved?.dirty) void loadCart();
}
