import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { AFTER_SALE_TEXT } from '@vitrine/domain/orders/after-sale-messages';
import type { AcoesPedido } from '@vitrine/contract';
import type { OrderActionResult } from './after-sale.server';

const primary =
  'h-11 rounded-md bg-primary px-5 font-semibold text-primary-fg disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const secondary =
  'h-11 rounded-md border border-black/20 bg-white px-4 font-medium focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The buyer's actions on the order page: accept a priced quote, cancel before the order leaves
 * the store (asked to confirm first). Shown only when the API says they apply.
 */
export function OrderActions({ acoes, emAnalise }: { acoes: AcoesPedido; emAnalise: boolean }) {
  const fetcher = useFetcher<OrderActionResult>();
  const [confirming, setConfirming] = useState(false);
  // The button that opened the question is gone: keyboard focus goes to the safe answer.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  if (!acoes.cancelar && !acoes.aceitarOrcamento && !emAnalise && !result) return null;
  return (
    <div className="grid gap-3">
      {emAnalise && <p className="text-sm text-black/70">{AFTER_SALE_TEXT.quoteInAnalysis}</p>}
      {acoes.aceitarOrcamento && (
        <fetcher.Form method="post" className="grid gap-2">
          <p className="text-sm text-black/70">{AFTER_SALE_TEXT.acceptQuoteHint}</p>
          <input type="hidden" name="intent" value="aceitar-orcamento" />
          <button type="submit" disabled={busy} className={`${primary} justify-self-start`}>
            {AFTER_SALE_TEXT.acceptQuote}
          </button>
        </fetcher.Form>
      )}
      {acoes.cancelar &&
        (confirming ? (
          <fetcher.Form
            method="post"
            className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-3"
            onSubmit={() => setConfirming(false)}
          >
            <p id="cancelar-confirmacao" className="text-sm text-red-900">
              {AFTER_SALE_TEXT.cancelConfirm}
            </p>
            <input type="hidden" name="intent" value="cancelar" />
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                disabled={busy}
                aria-describedby="cancelar-confirmacao"
                className="h-11 rounded-md bg-red-700 px-5 font-semibold text-white disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              >
                {AFTER_SALE_TEXT.cancelOrder}
              </button>
              <button
                ref={keep}
                type="button"
                onClick={() => setConfirming(false)}
                className={secondary}
              >
                {AFTER_SALE_TEXT.cancelKeep}
              </button>
            </div>
          </fetcher.Form>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${secondary} justify-self-start text-red-800`}
          >
            {AFTER_SALE_TEXT.cancelOrder}
          </button>
        ))}
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`text-sm ${result.ok ? 'text-green-800' : 'text-red-800'}`}
        >
          {result.mensagem}
        </p>
      )}
    </div>
  );
}
