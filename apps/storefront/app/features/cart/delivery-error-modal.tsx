import * as Dialog from '@radix-ui/react-dialog';
import { CART_MSG } from '@vitrine/domain/cart-messages';
import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import { useModalStore } from '~/lib/modal-store';
import { useDeliveryChoiceStore } from './delivery-choice-store';
import { useReloadCart } from './use-cart-save';

/**
 * The cart's by-CEP fee error (spec §8 Cart and order: "Cart by-CEP errors read Mensagem and open
 * a modal"): says the server's message and offers to change the CEP (back to the cart, focus on
 * the CEP) or, when the supplier hands over at a store, to switch to pickup (spec §4: changing
 * the delivery type reloads the cart).
 */
export function DeliveryErrorModal({
  idfornecedor,
  pickup,
}: {
  idfornecedor: string;
  /** The supplier offers RETIRADA. */
  pickup: boolean;
}) {
  const open = useModalStore((s) => s.active === 'delivery-error');
  const mensagem = useModalStore((s) => s.reason);
  const reload = useReloadCart();

  function changeCep() {
    useModalStore.getState().close();
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('[data-cart-cep]')?.focus(),
    );
  }
  function switchToPickup() {
    useDeliveryChoiceStore
      .getState()
      .choose(idfornecedor, { tipoEntrega: TipoEntrega.RETIRADA, idformaentrega: null });
    void reload();
    useModalStore.getState().close();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && useModalStore.getState().close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-5 text-ink shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl">
          <Dialog.Title className="text-lg font-semibold">
            {CART_MSG.deliveryErrorTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-black/80">{mensagem}</Dialog.Description>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={changeCep}
              className="h-11 rounded-md border border-black/20 px-4 font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
            >
              {CART_MSG.changeCep}
            </button>
            {pickup && (
              <button
                type="button"
                onClick={switchToPickup}
                className="h-11 rounded-md bg-primary px-4 font-semibold text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {CART_MSG.switchToPickup}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
