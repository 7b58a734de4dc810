import { useMemo } from 'react';
import type { ProdutoCarrinho } from '@vitrine/contract';
import type { CanalVenda } from '@vitrine/domain/delivery/delivery-type';
import type { Milli } from '@vitrine/domain/money';
import { salesChannelOf } from '@vitrine/domain/sales-channel';
import { useQueryClient } from '@tanstack/react-query';
import type { Carrinho } from '@vitrine/contract';
import { cartCouponOf, manualCouponCode } from './cart-coupon';
import { cartQueryKey } from './cart-queries';
import { useCartStore } from './cart-store';
import {
  deliveryChoiceOf,
  useDeliveryChoiceStore,
  type DeliveryChoice,
} from './delivery-choice-store';
import { useCartAfterOrder, useFlushCartSave, useReloadCart } from './use-cart-save';

/** A cart line as an order needs it: the contract's line fields, quantity in milli-units. */
export type CartOrderLine = Pick<ProdutoCarrinho, 'id' | 'nome' | 'embalarParaPresente'> & {
  quantidade: Milli;
};

/** The order's coupon and channel, as the cart decides them (spec §3 Order payload). */
export interface CartOrderTerms {
  /** The manual coupon code applied to the cart; null for none or the automatic one. */
  cupom: string | null;
  /** MANUAL while the cart is the attendant's negotiated (locked) one, else WEB (spec §6, §9). */
  canalVenda: CanalVenda;
}

/**
 * What the checkout needs of the cart, as plain functions (the route hands them to the checkout
 * feature, which does not import the cart): flush pending saves and read the lines, the order's
 * coupon and channel, mirror the server's emptying after an order (no save), and the buyer's
 * delivery choice, which prices the cart's fee and reloads it when it changes (spec §4).
 */
export function useCheckoutCart() {
  const queryClient = useQueryClient();
  const flush = useFlushCartSave();
  const emptiedByOrder = useCartAfterOrder();
  const reload = useReloadCart();
  return useMemo(
    () => ({
      orderTerms(): CartOrderTerms {
        const { owner, bloqueioAtendimento } = useCartStore.getState();
        const server = owner ? queryClient.getQueryData<Carrinho>(cartQueryKey(owner)) : null;
        return {
          cupom: manualCouponCode(cartCouponOf(server ?? null)),
          canalVenda: salesChannelOf(bloqueioAtendimento),
        };
      },
      async flushAndGetLines(): Promise<CartOrderLine[]> {
        await flush();
        return useCartStore.getState().lines.map((l) => ({
          id: l.produto.id,
          nome: l.produto.nome,
          quantidade: l.quantidade,
          embalarParaPresente: l.embalarParaPresente,
        }));
      },
      emptiedByOrder,
      reload: () => void reload(),
      deliveryChoice: deliveryChoiceOf,
      chooseDelivery(
        idfornecedor: string,
        choice: Pick<DeliveryChoice, 'tipoEntrega' | 'idendereco' | 'idformaentrega' | 'endereco'>,
      ) {
        const before = deliveryChoiceOf(idfornecedor);
        useDeliveryChoiceStore.getState().choose(idfornecedor, choice);
        if (
          before.tipoEntrega === choice.tipoEntrega &&
          before.idendereco === choice.idendereco &&
          before.idformaentrega === choice.idformaentrega
        )
          return;
        // Spec §4 Delivery: a new type (or form) reloads the cart, priced for it.
        void reload();
      },
    }),
    [flush, emptiedByOrder, reload, queryClient],
  );
}
