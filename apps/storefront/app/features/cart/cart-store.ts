import {
  AcaoQuantidade,
  applyQuantityChange,
  isDomainError,
  quantityToMilli,
  reaisToCentavos,
  sortLinesByName,
  type Centavos,
  type Milli,
} from '@vitrine/domain';
import { create } from 'zustand';
import { quantityRulesOf, type CartLine } from './cart-math';
import type { Carrinho, CartProduct } from './types';

/** Whose cart the store holds: one customer at one supplier. */
export interface CartOwner {
  idfornecedor: string;
  idcliente: number;
}

export type CartStatus = 'idle' | 'loading' | 'saving';

export interface CartState {
  owner: CartOwner | null;
  /** The supplier's tags, for the domain's pricing (disable-product-multiple). */
  supplierTags: string[];
  /** Lines sorted by name (spec §4). */
  lines: CartLine[];
  observacao: string;
  numPedidoCliente: string;
  /** Server totals of the last reply, centavos. */
  taxaEntrega: Centavos;
  /** Coupon code of the server cart; never persisted (spec §4 Persistence). */
  codigoCupom: string | null;
  /** Attendant lock (spec §4 Cart flow): read-only cart. */
  bloqueioAtendimento: boolean;
  /** Bumped by every local change; a save is due while it is ahead of `savedRevision`. */
  revision: number;
  savedRevision: number;
  status: CartStatus;
  /** Last load/save error, pt-BR. */
  error: string | null;

  /**
   * Applies a quantity action through the domain's `applyQuantityChange` (INC/DEC/DEL/SET with
   * the product's rules). `target` (milli) is for SET. Invalid input changes nothing.
   */
  change(produto: CartProduct, action: AcaoQuantidade, target?: Milli): void;
  setGiftWrap(id: number, embalarParaPresente: boolean): void;
  setNotes(notes: { observacao?: string; numPedidoCliente?: string }): void;
  /** Replaces the cart by the server's reply (server prices are authoritative). */
  replaceFromServer(carrinho: Carrinho, revision?: number): void;
  /** Puts back a locally saved cart (spec §4 Persistence) before the server answers. */
  restore(saved: Pick<CartState, 'lines' | 'observacao' | 'numPedidoCliente'>, dirty: boolean): void;
  /** Empties the cart (after an order); the change is saved like any other. */
  clear(): void;
  /** Starts over for another owner (login, logout, another supplier). */
  reset(owner: CartOwner | null, supplierTags: string[]): void;
  setStatus(status: CartStatus, error?: string | null): void;
}

/** A CartLine seen as the domain's QuantityLine (id, nome, quantidade). */
type KeyedLine = CartLine & { id: number; nome: string };
const keyed = (line: CartLine): KeyedLine => ({ ...line, id: line.produto.id, nome: line.produto.nome });
const unkeyed = ({ id: _id, nome: _nome, ...line }: KeyedLine): CartLine => line;

/** The server's lines as store lines, each remembering the server's pricing (centavos). */
function linesFromServer(carrinho: Carrinho): CartLine[] {
  const lines = carrinho.produtosSelecionados.map((p) => {
    const quantidade = quantityToMilli(p.quantidade);
    return keyed({
      produto: p,
      quantidade,
      embalarParaPresente: p.embalarParaPresente,
      server: {
        quantidade,
        embalarParaPresente: p.embalarParaPresente,
        precoUnitario: reaisToCentavos(p.precoUnitario),
        regra: p.regraPreco,
        totalEmbalagem: reaisToCentavos(p.totalEmbalagem ?? 0),
        total: reaisToCentavos(p.total),
      },
    });
  });
  return sortLinesByName(lines).map(unkeyed);
}

const EMPTY = {
  lines: [] as CartLine[],
  observacao: '',
  numPedidoCliente: '',
  taxaEntrega: 0,
  codigoCupom: null,
  bloqueioAtendimento: false,
  error: null,
};

/** The cart store (ARCHITECTURE.md §3 Storefront state). Saving is wired in cart-sync.ts. */
export const useCartStore = create<CartState>((set, get) => ({
  owner: null,
  supplierTags: [],
  ...EMPTY,
  revision: 0,
  savedRevision: 0,
  status: 'idle',

  change(produto, action, target) {
    const state = get();
    try {
      const next = applyQuantityChange(
        state.lines.map(keyed),
        produto.id,
        action,
        quantityRulesOf(produto),
        target,
        keyed({ produto, quantidade: 0, embalarParaPresente: false, server: null }),
      ).map(unkeyed);
      set({ lines: next, revision: state.revision + 1 });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      // An unusable quantity (e.g. a SET the rules refuse) leaves the cart as it was.
    }
  },

  setGiftWrap(id, embalarParaPresente) {
    const state = get();
    set({
      lines: state.lines.map((line) =>
        line.produto.id === id ? { ...line, embalarParaPresente } : line,
      ),
      revision: state.revision + 1,
    });
  },

  setNotes(notes) {
    set((state) => ({ ...notes, revision: state.revision + 1 }));
  },

  replaceFromServer(carrinho, revision) {
    set((state) => ({
      lines: linesFromServer(carrinho),
      observacao: carrinho.observacao ?? state.observacao,
      numPedidoCliente: carrinho.numPedidoCliente ?? state.numPedidoCliente,
      taxaEntrega: reaisToCentavos(carrinho.taxaEntrega ?? 0),
      codigoCupom: carrinho.codigoCupom ?? null,
      bloqueioAtendimento: carrinho.bloqueio_atendimento ?? false,
      savedRevision: revision ?? state.revision,
      error: null,
    }));
  },

  restore(saved, dirty) {
    set((state) => ({
      lines: saved.lines,
      observacao: saved.observacao,
      numPedidoCliente: saved.numPedidoCliente,
      revision: state.revision + (dirty ? 1 : 0),
    }));
  },

  clear() {
    set((state) => ({ lines: [], revision: state.revision + 1 }));
  },

  reset(owner, supplierTags) {
    set((state) => ({
      owner,
      supplierTags,
      ...EMPTY,
      // Resetting is not a change to save: keep the two revisions level.
      revision: state.revision,
      savedRevision: state.revision,
      status: 'idle',
    }));
  },

  setStatus(status, error) {
    set(error === undefined ? { status } : { status, error });
  },
}));

/** Number of lines in the cart (the cart button's badge). */
export const selectLineCount = (state: CartState): number => state.lines.length;

/** The line of a product, if it is in the cart. */
export function selectLine(state: CartState, id: number): CartLine | undefined {
  return state.lines.find((line) => line.produto.id === id);
}
