import { MSG } from '@vitrine/domain/messages';
import { repeatOrderLoadedText } from '@vitrine/domain/orders-messages';
import { useCallback, useState } from 'react';
import { toast } from '~/lib/toast';
import { useModalStore } from '~/lib/modal-store';
import { takeCartCommand, useCartSaveMutation } from './cart-queries';
import { useCartStore } from './cart-store';

/**
 * Repeats a past order (spec §1, §7 `modoRepeticaoPedido`, §8): saves the cart — its current
 * lines — with `modoRepeticaoPedido=<numpedido>`, and the server ADDS that order's products at
 * today's prices. Success: 'Os produtos do pedido foram carregados no seu carrinho' (plus the
 * server's note naming skipped products) and the cart panel opens; failure: 'Não foi possível
 * carregar os produtos do pedido'. No logged-in customer: 'Não foi possivel salvar o carrinho'.
 */
export function useRepeatOrder(): { repeat(numpedido: number): Promise<void>; repeating: boolean } {
  const owner = useCartStore((s) => s.owner);
  const { mutateAsync } = useCartSaveMutation(owner);
  const [repeating, setRepeating] = useState(false);
  const repeat = useCallback(
    async (numpedido: number) => {
      if (useCartStore.getState().bloqueioAtendimento) {
        toast.error(MSG.repeatOrderFailed);
        return;
      }
      const variables = takeCartCommand({ query: { modoRepeticaoPedido: numpedido }, quiet: true });
      if (!variables) {
        toast.error(MSG.cartSaveFailed);
        return;
      }
      setRepeating(true);
      try {
        const reply = await mutateAsync(variables);
        toast.success(repeatOrderLoadedText(reply.mensagem));
        useModalStore.getState().open('cart');
      } catch {
        toast.error(MSG.repeatOrderFailed);
      } finally {
        setRepeating(false);
      }
    },
    [mutateAsync],
  );
  return { repeat, repeating };
}
