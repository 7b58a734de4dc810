import type { FormaEntrega } from '@vitrine/contract';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { formatBRL, reaisToCentavos } from '@vitrine/domain/money';
import { RadioCard } from '~/components/ui/field';
import { brl } from '~/lib/format';
import { DeliverySchedule } from './delivery-schedule';

interface DeliveryOptionsProps {
  formas: FormaEntrega[];
  loading: boolean;
  error: string | null;
  selectedId: string | null;
  date: string | null;
  idjanela: number | null;
  /** Pickup wording instead of delivery's. */
  pickup?: boolean;
  onSelect(forma: FormaEntrega): void;
  onDate(date: string): void;
  onWindow(idjanela: number): void;
}

/** What a form asks and gives: lead time, cut-off, minimum and free-above value. */
function formTerms(f: FormaEntrega): string {
  return [
    CHECKOUT_TEXT.leadTime(CHECKOUT_TEXT.days(f.prazoDias)),
    CHECKOUT_TEXT.cutOff(f.horarioCorte),
    f.pedidoMinimo > 0
      ? CHECKOUT_TEXT.minimumOrder(formatBRL(reaisToCentavos(f.pedidoMinimo)))
      : null,
    f.gratisAcimaDe !== null && !f.gratis
      ? CHECKOUT_TEXT.freeAbove(formatBRL(reaisToCentavos(f.gratisAcimaDe)))
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The delivery (or pickup) forms the server offers, with their fee and terms, and the date and
 * window of the chosen one. While the lookup runs a loading text is announced; on error the
 * server's message is shown (spec §4 Delivery, §8 Delivery and address).
 */
export function DeliveryOptions({
  formas,
  loading,
  error,
  selectedId,
  date,
  idjanela,
  pickup = false,
  onSelect,
  onDate,
  onWindow,
}: DeliveryOptionsProps) {
  const selected = formas.find((f) => f.id === selectedId) ?? null;
  return (
    <div aria-busy={loading}>
      <p aria-live="polite" className="sr-only">
        {loading ? CHECKOUT_TEXT.loadingOptions : ''}
      </p>
      {loading && <p className="text-sm text-black/60">{CHECKOUT_TEXT.loadingOptions}</p>}
      {error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      )}
      {!loading && !error && formas.length > 0 && (
        <div className="grid gap-3">
          <div
            role="radiogroup"
            aria-label={pickup ? CHECKOUT_TEXT.pickupForm : CHECKOUT_TEXT.deliveryForm}
            className="grid gap-2"
          >
            {formas.map((f) => (
              <RadioCard
                key={f.id}
                name="formaEntrega"
                value={f.id}
                checked={f.id === selectedId}
                onChange={() => onSelect(f)}
              >
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{f.nome}</span>
                  <span className="font-semibold tabular-nums">
                    {f.taxaEntrega > 0 ? brl(f.taxaEntrega) : CHECKOUT_TEXT.free}
                  </span>
                </span>
                <span className="block text-sm text-black/60">{formTerms(f)}</span>
              </RadioCard>
            ))}
          </div>
          {selected && (
            <DeliverySchedule
              forma={selected}
              date={date}
              idjanela={idjanela}
              dateLabel={pickup ? CHECKOUT_TEXT.pickupDate : CHECKOUT_TEXT.deliveryDate}
              windowLabel={pickup ? CHECKOUT_TEXT.pickupWindow : CHECKOUT_TEXT.deliveryWindow}
              onDate={onDate}
              onWindow={onWindow}
            />
          )}
        </div>
      )}
    </div>
  );
}
