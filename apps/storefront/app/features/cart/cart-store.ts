import type { Carrinho, CarrinhoBody, Produto } from '@vitrine/contract';
import { STATE_PERSIST_DEBOUNCE_MS } from '@vitrine/domain/constants';
import { quantityRulesOf } from '@vitrine/domain/decimal-product';
import { isDomainError } from '@vitrine/domain/errors';
import { milliToQuantity, quantityToMilli, type Milli, ZERO_MILLI } from '@vitrine/domain/money';
import { AcaoQuantidade, applyQuantityChange } from '@vitrine/domain/quantity';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useCookiePreferences } from '~/lib/cookie-preferences';
import type { CartOwner } from './cart-api';
import { createDebouncedStorage } from './debounced-storage';

/**
 * The cart as the buyer edits it: the local copy of spec §4 Cart flow, shown at once and saved
 * to the server (debounced, see use-cart-save.ts). The server's cart itself is a TanStack
 * Query (cart-queries.ts); its replies replace these lines. Persisted with zustand's `persist`
 * (spec §4 Persistence): versioned, keyed by owner, coupon code dropped, 500 ms debounce, only
 * while the "necessary" cookie preference is on.
 */

/** A cart line: the product as the API sent it, its quantity (milli) and the gift-wrap choice. */
export interface CartLine {
  produto: Produto;
  quantidade: Milli;
  embalarParaPresente: boolean;
}

/** The cart store's data (what `persist` partialises from). */
export interface CartData {
  owner: CartOwner | null;
  /** Sorted by name (spec §4). */
  lines: CartLine[];
  observacao: string;
  numPedidoCliente: string;
  /** Coupon code of the server cart; never persisted (spec §4 Persistence). */
  codigoCupom: string | null;
  /** Attendant lock (spec §4 Cart flow): read-only cart. */
  bloqueioAtendimento: boolean;
  /** True while local changes wait for the save debounce (not yet sent). */
  unsaved: boolean;
  /** The server cart the lines were last replaced from; null before the first load. */
  base: Carrinho | null;
  /**
   * Identity of the current owner-and-order period: replaced when the owner changes and after
   * an order, so a save reply from before then cannot bring old lines back.
   */
  period: object;
}

export interface CartState extends CartData {
  /**
   * Applies a quantity action through the domain's `applyQuantityChange` (INC/DEC/DEL/SET with
   * the product's rules). `target` (milli) is for SET. A change the rules refuse does nothing,
   * and so does any change to a cart the attendant locked (spec §4: read-only).
   */
  change(produto: Produto, action: AcaoQuantidade, target?: Milli): void;
  setGiftWrap(id: number, embalarParaPresente: boolean): void;
  setNotes(notes: { observacao?: string; numPedidoCliente?: string }): void;
  /** The server's cart replaces the local one (spec §4 Cart flow: the reply replaces the cart). */
  replaceFromServer(carrinho: Carrinho): void;
  /** The pending changes were handed to a save. */
  markSent(): void;
  /**
   * Points the cart at a customer and supplier, or at nobody (visitor, logout): the previous
   * owner's local copy is emptied (spec §4 Logout) and the new owner's is read back.
   */
  connect(owner: CartOwner | null): void;
  /** Empties the cart after an order the server has already emptied its copy for: nothing to save. */
  clearAfterOrder(emptied: Carrinho | null): void;
}

/** Bump when the persisted shape changes: older saved carts are then ignored (spec §9). */
export const CART_STATE_VERSION = 3;
const STORAGE_PREFIX = 'vitrine:cart';

/** The localStorage key of an owner's cart; another customer's key is never read. */
export function cartStorageKey(owner: CartOwner | null): string {
  return owner ? `${STORAGE_PREFIX}:${owner.idfornecedor}:${owner.idcliente}` : STORAGE_PREFIX;
}

export function sameOwner(a: CartOwner | null, b: CartOwner | null): boolean {
  return a?.idfornecedor === b?.idfornecedor && a?.idcliente === b?.idcliente;
}

/** What is written: the owner's lines and notes, never the coupon code or server copy. */
type PersistedCart = Pick<
  CartData,
  'owner' | 'lines' | 'observacao' | 'numPedidoCliente' | 'unsaved'
>;

const EMPTY_CART = {
  lines: [] as CartLine[],
  observacao: '',
  numPedidoCliente: '',
  codigoCupom: null,
  bloqueioAtendimento: false,
  unsaved: false,
  base: null,
} satisfies Partial<CartData>;

/** The save body (spec §7 Cart: `cartItens`, notes). */
export function cartBodyOf(
  state: Pick<CartData, 'lines' | 'observacao' | 'numPedidoCliente'>,
): CarrinhoBody {
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

/**
 * The lines of a server cart as the store holds them, in the server's order: the API sorts a
 * cart's lines by name with pt-BR collation (spec §4 Quantity change, cart-pricing.ts), so they
 * are not sorted again here. Sorting here would make the page's first `Intl` object (a
 * collator) while it loads, one long step of loading ICU (ADR 0093); a change made on this page
 * is sorted by `applyQuantityChange`.
 */
export function linesOf(carrinho: Carrinho): CartLine[] {
  return carrinho.produtosSelecionados.map((produto) => ({
    produto,
    quantidade: quantityToMilli(produto.quantidade),
    embalarParaPresente: produto.embalarParaPresente,
  }));
}

/** A CartLine seen as the domain's QuantityLine (id, nome, quantidade). */
type KeyedLine = CartLine & { id: number; nome: string };
const keyed = (line: CartLine): KeyedLine => ({
  ...line,
  id: line.produto.id,
  nome: line.produto.nome,
});
const unkeyed = ({ id: _id, nome: _nome, ...line }: KeyedLine): CartLine => line;

/** The persistence storage: debounced, and only while the "necessary" preference is on. */
export const cartStorage = createDebouncedStorage({
  backing: () => (typeof window === 'undefined' ? undefined : window.localStorage),
  allowed: () => useCookiePreferences.getState().necessary,
  delayMs: STATE_PERSIST_DEBOUNCE_MS,
});

function isPersistedCart(value: unknown): value is PersistedCart {
  return (
    typeof value === 'object' &&
    value !== null &&
    'owner' in value &&
    'lines' in value &&
    Array.isArray(value.lines)
  );
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      owner: null,
      ...EMPTY_CART,
      period: {},

      change(produto, action, target) {
        if (get().bloqueioAtendimento) return;
        try {
          const next = applyQuantityChange(
            get().lines.map(keyed),
            produto.id,
            action,
            quantityRulesOf(produto),
            target,
            keyed({ produto, quantidade: ZERO_MILLI, embalarParaPresente: false }),
          ).map(unkeyed);
          set({ lines: next, unsaved: true });
        } catch (error) {
          if (!isDomainError(error)) throw error;
        }
      },

      setGiftWrap(id, embalarParaPresente) {
        if (get().bloqueioAtendimento) return;
        set((state) => ({
          lines: state.lines.map((line) =>
            line.produto.id === id ? { ...line, embalarParaPresente } : line,
          ),
          unsaved: true,
        }));
      },

      setNotes(notes) {
        set({ ...notes, unsaved: true });
      },

      replaceFromServer(carrinho) {
        set({
          lines: linesOf(carrinho),
          observacao: carrinho.observacao ?? '',
          numPedidoCliente: carrinho.numPedidoCliente ?? '',
          codigoCupom: carrinho.codigoCupom ?? null,
          bloqueioAtendimento: carrinho.bloqueio_atendimento,
          unsaved: false,
          base: carrinho,
        });
      },

      markSent() {
        set({ unsaved: false });
      },

      connect(owner) {
        if (sameOwner(get().owner, owner)) return;
        // Written under the previous owner's key: leaving an owner empties its local copy.
        set({ ...EMPTY_CART, period: {} });
        useCartStore.persist.setOptions({ name: cartStorageKey(owner) });
        if (owner) void useCartStore.persist.rehydrate();
        if (!sameOwner(get().owner, owner)) set({ ...EMPTY_CART, owner });
      },

      clearAfterOrder(emptied) {
        set({ ...EMPTY_CART, base: emptied, period: {} });
      },
    }),
    {
      name: STORAGE_PREFIX,
      version: CART_STATE_VERSION,
      storage: createJSONStorage(() => cartStorage),
      // Read back only once the owner is known (connect), never at module load.
      skipHydration: true,
      partialize: ({ owner, lines, observacao, numPedidoCliente, unsaved }): PersistedCart => ({
        owner,
        lines,
        observacao,
        numPedidoCliente,
        unsaved,
      }),
      // A saved cart of another version is ignored (spec §4, §9): older shapes are dropped.
      migrate: () => null,
      merge: (persisted, current) =>
        isPersistedCart(persisted) && persisted.owner !== null
          ? { ...current, ...persisted }
          : { ...current, ...EMPTY_CART },
    },
  ),
);

/** Number of lines in the cart (the cart button's badge). */
export const selectLineCount = (state: CartState): number => state.lines.length;

/** The line of a product, if it is in the cart. */
export function selectLine(state: CartState, id: number): CartLine | undefined {
  return state.lines.find((line) => line.produto.id === id);
}
