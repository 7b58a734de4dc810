import { useEffect, useId } from 'react';
import { CART_MSG } from '@vitrine/domain/cart-messages';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { formatBRL, reaisToCentavos } from '@vitrine/domain/money';
import { maskCepInput } from '~/lib/cep-input';
import { useModalStore } from '~/lib/modal-store';
import type { CartLine } from './cart-store';
import { useDeliveryChoice, useDeliveryChoiceStore } from './delivery-choice-store';
import { useDeliveryEstimate, type EstimatePlace } from './use-delivery-estimate';

/**
 * "Calcular frete" in the cart panel: the buyer types a CEP and sees each delivery form with its
 * fee and lead time for these items before checkout (spec §5, §7 by-CEP lookup). A failed lookup
 * opens the delivery-error modal with the server's message, which offers to change the CEP or to
 * switch to pickup (spec §8 Cart and order).
 */
export function CartDeliveryEstimate({
  idfornecedor,
  lines,
}: {
  idfornecedor: string;
  lines: readonly CartLine[];
}) {
  const id = useId();
  const choice = useDeliveryChoice(idfornecedor);
  const choose = useDeliveryChoiceStore((s) => s.choose);
  const cep = choice.cep ?? '';
  // A typed CEP wins; otherwise the address chosen at checkout (spec §5: by address only when
  // it has a CEP).
  const place: EstimatePlace | null = cep
    ? { by: 'cep', cep }
    : choice.endereco
      ? { by: 'address', ...choice.endereco }
      : null;
  const estimate = useDeliveryEstimate(idfornecedor, place, lines, choice.tipoEntrega);

  // Each new error opens the modal once (the panel remounts when the modal closes back to it);
  // "Alterar CEP" brings the focus back here.
  // Only a CEP the buyer typed opens the modal (spec §8 "cart by-CEP errors"); the estimate
  // for the chosen address says its error in place, without taking over the cart.
  const { error, errorAt } = estimate;
  const byCep = place?.by === 'cep';
  useEffect(() => {
    const { errorShownAt, markErrorShown } = useDeliveryChoiceStore.getState();
    if (!byCep || !error || errorAt <= errorShownAt) return;
    markErrorShown(errorAt);
    useModalStore.getState().open('delivery-error', error, 'cart');
  }, [byCep, error, errorAt]);

  return (
    <section aria-labelledby={`${id}-titulo`} className="border-t border-black/10 py-2">
      <h3 id={`${id}-titulo`} className="text-sm font-semibold">
        {CART_MSG.estimateTitle}
      </h3>
      <label htmlFor={`${id}-cep`} className="sr-only">
        {CART_MSG.estimateCep}
      </label>
      <input
        id={`${id}-cep`}
        data-cart-cep
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={CHECKOUT_TEXT.cepPlaceholder}
        value={maskCepInput(cep)}
        onChange={(e) =>
          choose(idfornecedor, { cep: e.currentTarget.value.replace(/\D/g, '').slice(0, 8) })
        }
        className="mt-1 h-10 w-36 rounded-md border border-black/20 px-3 tabular-nums focus-visible:outline-2 focus-visible:outline-primary"
      />
      <div aria-live="polite" className="mt-1 text-sm">
        {estimate.loading && <p className="text-black/60">{CART_MSG.estimateLoading}</p>}
        {!estimate.loading && error && !byCep && <p className="text-black/70">{error}</p>}
        {!estimate.loading && estimate.data && (
          <>
            <ul className="grid gap-0.5">
              {estimate.data.formas.map((f) => (
                <li key={f.id} className="tabular-nums">
                  {CART_MSG.estimateLine(
                    f.nome,
                    f.taxaEntrega > 0
                      ? formatBRL(reaisToCentavos(f.taxaEntrega))
                      : CART_MSG.estimateFree,
                    CHECKOUT_TEXT.days(f.prazoDias),
                  )}
                </li>
              ))}
            </ul>
            <p className="text-xs text-black/60">{CART_MSG.estimateHint}</p>
          </>
        )}
      </div>
    </section>
  );
}
