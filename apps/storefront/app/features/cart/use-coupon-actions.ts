import type { Carrinho } from '@vitrine/contract';
import { RELOAD_AFTER_COUPON_MS } from '@vitrine/domain/constants';
import { COUPON_MSG } from '@vitrine/domain/coupons/coupon-messages';
import { COUPON_TEXT } from '@vitrine/domain/coupons/coupon-ui-messages';
import { MSG } from '@vitrine/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '~/lib/toast';
import { useModalStore } from '~/lib/modal-store';
import { validateCoupon, type CartOwner } from './cart-api';
import { automaticCodeToBeat, cartCouponOf } from './cart-coupon';
import { cartQueryKey, takeCartCommand, takeCartSave, useCartSaveMutation } from './cart-queries';
import { useCartStore } from './cart-store';

/** How a coupon command went, with the pt-BR text to show. */
export type CouponOutcome = { ok: true; message: string } | { ok: false; message: string };

const failed = (message: string): CouponOutcome => ({ ok: false, message });

/**
 * The coupon commands of the cart (spec §4 Cart flow, §5, §8 Coupon), each one a cart save
 * serialised with the other saves:
 * - `apply(code)`: checks the code (`coupons.validate`, against the automatic coupon that applies)
 *   and, when valid, saves the cart with `codigoCupom`, then reloads the cart 200 ms later
 *   (spec §9); refused → the server's text or 'Não foi possível verificar seu cupom';
 * - `remove()`: saves with `codigoCupom: null`;
 * - `setAutomatic(on)`: saves with `cupomAplicacaoAutomatica` 'false' (remove) or 'true'.
 * Without a logged-in customer every command answers 'Não foi possivel salvar o carrinho'.
 */
export function useCouponActions() {
  const queryClient = useQueryClient();
  const owner = useCartStore((s) => s.owner);
  const { mutateAsync } = useCartSaveMutation(owner);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (command: (owner: CartOwner) => Promise<CouponOutcome>): Promise<CouponOutcome> => {
      const state = useCartStore.getState();
      if (!state.owner) return failed(MSG.cartSaveFailed);
      if (state.bloqueioAtendimento) return failed(COUPON_MSG.lockedCart);
      setBusy(true);
      try {
        return await command(state.owner);
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  const save = useCallback(
    async (variables: Parameters<typeof takeCartCommand>[0]): Promise<Carrinho | null> => {
      const taken = takeCartCommand({ ...variables, quiet: true });
      if (!taken) return null;
      try {
        const reply = await mutateAsync(taken);
        if (reply.mensagem) toast.warning(reply.mensagem);
        return reply;
      } catch {
        return null;
      }
    },
    [mutateAsync],
  );

  return useMemo(
    () => ({
      busy,
      apply: (code: string) =>
        run(async (cartOwner) => {
          const codigo = code.trim().toUpperCase();
          // The check reads the stored cart: pending changes reach the server first.
          const pending = takeCartSave();
          if (pending) await mutateAsync(pending).catch(() => undefined);
          const server = queryClient.getQueryData<Carrinho>(cartQueryKey(cartOwner)) ?? null;
          let check;
          try {
            check = await validateCoupon(
              cartOwner,
              codigo,
              automaticCodeToBeat(cartCouponOf(server)),
            );
          } catch (error) {
            return failed(error instanceof Error ? error.message : MSG.couponVerifyFailed);
          }
          if (!check.valido) return failed(check.mensagem || MSG.couponVerifyFailed);
          const reply = await save({ codigoCupom: check.codigo });
          if (!reply) return failed(MSG.cartSaveFailed);
          setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: cartQueryKey(cartOwner) }),
            RELOAD_AFTER_COUPON_MS,
          );
          if (reply.codigoCupom !== check.codigo)
            return failed(reply.mensagemCupom || MSG.couponVerifyFailed);
          return { ok: true, message: COUPON_TEXT.applied };
        }),
      remove: () =>
        run(async () =>
          (await save({ codigoCupom: null }))
            ? { ok: true, message: COUPON_TEXT.removed }
            : failed(MSG.cartSaveFailed),
        ),
      setAutomatic: (on: boolean) =>
        run(async () =>
          (await save({ query: { cupomAplicacaoAutomatica: on ? 'true' : 'false' } }))
            ? {
                ok: true,
                message: on ? COUPON_TEXT.automaticOnToast : COUPON_TEXT.automaticOffToast,
              }
            : failed(MSG.cartSaveFailed),
        ),
    }),
    [busy, run, save, queryClient, mutateAsync],
  );
}

/** The coupon commands, as `useCouponActions` returns them. */
export type CouponActions = ReturnType<typeof useCouponActions>;

/**
 * "Usar cupom" of the Coupons screen: applies the code to the cart like the coupon modal does;
 * on success says so and opens the cart panel, else shows why in a toast.
 */
export function useApplyCouponToCart(): (codigo: string) => Promise<void> {
  const { apply } = useCouponActions();
  return useCallback(
    async (codigo: string) => {
      const outcome = await apply(codigo);
      if (!outcome.ok) {
        toast.error(outcome.message);
        return;
      }
      toast.success(outcome.message);
      useModalStore.getState().open('cart');
    },
    [apply],
  );
}
