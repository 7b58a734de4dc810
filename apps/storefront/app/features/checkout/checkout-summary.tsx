import type { ReactNode } from 'react';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { COUPON_TEXT, discountAmountText } from '@vitrine/domain/coupons/coupon-ui-messages';
import { formatBRL, type Centavos } from '@vitrine/domain/money';
import { HydrateLater } from '~/components/ui/hydrate-later';

/** One line of the summary, as shown. */
export interface SummaryItem {
  id: number;
  name: string;
  /** "2 cx", "0,75 kg". */
  quantityText: string;
  total: Centavos;
}

interface CheckoutSummaryProps {
  items: SummaryItem[];
  itemsTotal: Centavos;
  /** The coupon discount applied by the server, centavos (0 for none). */
  discount: Centavos;
  /** The cart's coupon row (composed by the route from the cart feature). */
  coupon?: ReactNode;
  /** null while no delivery form is chosen. */
  deliveryFee: Centavos | null;
  total: Centavos;
  estimated: boolean;
  submitting: boolean;
  error: string | null;
  errorId: string;
  onSubmit(): void;
  /** Set when the supplier takes quote requests: a second button sends the cart as one. */
  onRequestQuote?: () => void;
}

function SubmitButton({
  submitting,
  onSubmit,
  errorId,
  hasError,
}: {
  submitting: boolean;
  onSubmit(): void;
  errorId: string;
  hasError: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onSubmit}
      disabled={submitting}
      aria-describedby={hasError ? errorId : undefined}
      className="flex h-12 w-full items-center justify-center rounded-md bg-primary px-4 font-semibold text-primary-fg hover:brightness-110 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      {submitting ? CHECKOUT_TEXT.submitting : CHECKOUT_TEXT.submit}
    </button>
  );
}

/**
 * Order summary: items, items total, delivery fee, total and the submit button. On phones the
 * total and the button also stick to the bottom of the screen.
 */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { items, itemsTotal, discount, coupon, deliveryFee, total, estimated } = props;
  const { submitting, error, errorId, onSubmit, onRequestQuote } = props;
  return (
    <>
      <HydrateLater>
        <section
          aria-labelledby="resumo-titulo"
          className="rounded-lg border border-black/10 bg-white p-4 sm:p-5 lg:sticky lg:top-4"
        >
          <h2 id="resumo-titulo" className="mb-3 text-lg font-semibold">
            {CHECKOUT_TEXT.summary}
          </h2>
          <ul className="mb-3 max-h-72 divide-y divide-black/5 overflow-y-auto text-sm">
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-1.5">
                <span className="min-w-0">
                  <span className="text-black/60">{item.quantityText}</span> {item.name}
                </span>
                <span className="shrink-0 tabular-nums">{formatBRL(item.total)}</span>
              </li>
            ))}
          </ul>
          {coupon && <div className="border-t border-black/10">{coupon}</div>}
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-black/10 pt-3">
            <dt className="text-black/70">{CHECKOUT_TEXT.items}</dt>
            <dd className="text-right tabular-nums">{formatBRL(itemsTotal)}</dd>
            {discount > 0 && (
              <>
                <dt className="text-green-800">{COUPON_TEXT.discountLine}</dt>
                <dd className="text-right font-medium text-green-800 tabular-nums">
                  {discountAmountText(discount)}
                </dd>
              </>
            )}
            <dt className="text-black/70">{CHECKOUT_TEXT.deliveryFee}</dt>
            <dd className="text-right tabular-nums">
              {deliveryFee === null
                ? '—'
                : deliveryFee > 0
                  ? formatBRL(deliveryFee)
                  : CHECKOUT_TEXT.free}
            </dd>
            <dt className="mt-1 text-lg font-bold">{CHECKOUT_TEXT.total}</dt>
            <dd className="mt-1 text-right text-lg font-bold tabular-nums">{formatBRL(total)}</dd>
          </dl>
          <p aria-live="polite" className="min-h-5 text-xs text-black/70">
            {estimated ? CHECKOUT_TEXT.updatingPrices : ''}
          </p>
          {error && (
            <p
              id={errorId}
              role="alert"
              className="mb-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {error}
            </p>
          )}
          <div className="hidden lg:block">
            <SubmitButton
              submitting={submitting}
              onSubmit={onSubmit}
              errorId={errorId}
              hasError={Boolean(error)}
            />
          </div>
          {onRequestQuote && (
            <div className="mt-3">
              <button
                type="button"
                onClick={onRequestQuote}
                disabled={submitting}
                aria-describedby="dica-orcamento"
                className="flex h-11 w-full items-center justify-center rounded-md border border-primary bg-white px-4 font-semibold text-primary hover:bg-primary/5 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {CHECKOUT_TEXT.requestQuote}
              </button>
              <p id="dica-orcamento" className="mt-1 text-xs text-black/70">
                {CHECKOUT_TEXT.quoteHint}
              </p>
            </div>
          )}
        </section>
      </HydrateLater>

      {/* Phones and tablets: the total and the button stay in reach at the bottom. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-black/10 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden">
        <div className="mx-auto flex max-w-xl items-center gap-3">
          <div className="shrink-0">
            <p className="text-xs text-black/60">{CHECKOUT_TEXT.total}</p>
            <p className="text-lg font-bold tabular-nums">{formatBRL(total)}</p>
          </div>
          <div className="flex-1">
            <SubmitButton
              submitting={submitting}
              onSubmit={onSubmit}
              errorId={errorId}
              hasError={Boolean(error)}
            />
          </div>
        </div>
      </div>
    </>
  );
}
