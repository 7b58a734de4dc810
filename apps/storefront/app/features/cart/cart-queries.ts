import type { Carrinho, CarrinhoBody } from '@vitrine/contract';
import { MSG } from '@vitrine/domain/messages';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import { fetchCart, saveCart, type CartOwner, type CartSaveQuery } from './cart-api';
import { cartBodyOf, sameOwner, useCartStore, type CartLine } from './cart-store';

/**
 * The server cart as TanStack Query state (ARCHITECTURE.md §3 Storefront state): one query per
 * owner, saves as mutations serialised by a `scope`, so replies arrive in the order the saves
 * were made.
 */

/** Query key of an owner's server cart. */
export function cartQueryKey(owner: CartOwner) {
  return ['cart', owner.idfornecedor, owner.idcliente] as const;
}

/** Mutation key (and scope) of an owner's cart saves. */
export function cartSaveKey(owner: CartOwner) {
  return ['cart-save', owner.idfornecedor, owner.idcliente] as const;
}

/** The server's cart of `owner` (disabled for a visitor and during server rendering). */
export function useServerCart(owner: CartOwner | null) {
  return useQuery({
    queryKey: owner ? cartQueryKey(owner) : ['cart', 'none'],
    queryFn: ({ signal }) => fetchCart(owner!, signal),
    enabled: owner !== null && typeof window !== 'undefined',
  });
}

/** What one save sends, and what it was made from (to tell whether its reply is still current). */
export interface CartSaveVariables {
  owner: CartOwner;
  lines: CartLine[];
  body: CarrinhoBody;
  period: object;
  keepalive?: boolean;
  /** Extra query of this save (automatic coupon choice, repeated order). */
  query?: CartSaveQuery;
  /** The caller tells the buyer how the save went (its own texts): no toast from the mutation. */
  quiet?: boolean;
}

/**
 * The current lines and notes of the store as save variables, and marks them sent. Nothing to
 * save without changes, and never a cart the attendant locked (it is read-only, spec §4).
 */
export function takeCartSave(keepalive = false): CartSaveVariables | null {
  const state = useCartStore.getState();
  if (!state.owner || !state.unsaved || state.bloqueioAtendimento) return null;
  state.markSent();
  return {
    owner: state.owner,
    lines: state.lines,
    body: cartBodyOf(state),
    period: state.period,
    keepalive,
  };
}

/**
 * Save variables for a command on the whole cart (a coupon, a repeated order): the current lines
 * and notes — pending changes included — plus the command's body fields and query. Null when no
 * customer is logged in.
 */
export function takeCartCommand(
  command: Pick<CartSaveVariables, 'query' | 'quiet'> & { codigoCupom?: string | null },
): CartSaveVariables | null {
  const state = useCartStore.getState();
  if (!state.owner) return null;
  state.markSent();
  const { codigoCupom, ...rest } = command;
  const body = cartBodyOf(state);
  return {
    owner: state.owner,
    lines: state.lines,
    body: codigoCupom === undefined ? body : { ...body, codigoCupom },
    period: state.period,
    ...rest,
  };
}

/**
 * The warning a save reply calls for (spec §8): the server's `mensagem`; when lines were sent and
 * none came back, that message or 'Não foi possível carregar nenhum produto para o carrinho.'.
 */
export function saveReplyWarning(sent: CarrinhoBody, reply: Carrinho): string | null {
  if (sent.cartItens.length > 0 && reply.produtosSelecionados.length === 0)
    return reply.mensagem || MSG.cartLoadNoProducts;
  return reply.mensagem || null;
}

/** True when nothing changed in the store since `variables` were taken. */
function stillCurrent(variables: CartSaveVariables): boolean {
  const state = useCartStore.getState();
  return (
    state.period === variables.period &&
    sameOwner(state.owner, variables.owner) &&
    state.lines === variables.lines &&
    !state.unsaved
  );
}

/**
 * The cart save mutation (spec §4 Cart flow). Each save POSTs the whole cart; saves of one
 * owner run one after another (`scope`). The reply becomes the query's data and, when no newer
 * change was made meanwhile, replaces the local lines; its warning (`saveReplyWarning`) is shown. A
 * failed save shows 'Não foi possivel salvar o carrinho' and rolls the local lines back to the
 * server cart, unless newer changes are on their way.
 */
export function useCartSaveMutation(owner: CartOwner | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: owner ? cartSaveKey(owner) : ['cart-save', 'none'],
    scope: { id: owner ? cartSaveKey(owner).join(':') : 'cart-save' },
    mutationFn: (variables: CartSaveVariables) =>
      saveCart(variables.owner, variables.body, {
        keepalive: variables.keepalive,
        query: variables.query,
      }),
    onSuccess(reply, variables) {
      if (useCartStore.getState().period !== variables.period) return;
      queryClient.setQueryData(cartQueryKey(variables.owner), reply);
      const warning = saveReplyWarning(variables.body, reply);
      if (warning && !variables.quiet) toast.warning(warning);
      if (stillCurrent(variables)) useCartStore.getState().replaceFromServer(reply);
    },
    onError(_error, variables) {
      if (!variables.quiet) toast.error(MSG.cartSaveFailed);
      if (!stillCurrent(variables)) return;
      const server = queryClient.getQueryData<Carrinho>(cartQueryKey(variables.owner));
      if (server) useCartStore.getState().replaceFromServer(server);
    },
  });
}

/** Resolves once no cart save of `owner` is pending. */
export function waitForCartSaves(queryClient: QueryClient, owner: CartOwner): Promise<void> {
  const idle = () => queryClient.isMutating({ mutationKey: cartSaveKey(owner) }) === 0;
  if (idle()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (!idle()) return;
      unsubscribe();
      resolve();
    });
  });
}
