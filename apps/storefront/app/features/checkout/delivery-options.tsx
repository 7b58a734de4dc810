import type { FormaEntrega } from '@vitrine/contract';
import { CHECKOUT_TEXT } from '@vitrine/domain';
import { formatCalendarDate } from '~/lib/format-date';
import { Field, RadioCard, inputClass } from '~/components/ui/field';
import { brl } from '~/lib/format';

interface DeliveryOptionsProps {
  formas: FormaEntrega[];
  loading: boolean;
  error: string | null;
  selectedId: string | null;
  date: string | null;
  onSelect(forma: FormaEntrega): void;
  onDate(date: string): void;
}

/** Delivery forms with their fee and lead time, and a date select for the chosen one. */
export function DeliveryOptions({
  formas,
  loading,
  error,
  selectedId,
  date,
  onSelect,
  onDate,
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
          <div role="radiogroup" aria-label={CHECKOUT_TEXT.deliveryForm} className="grid gap-2">
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
                <span className="block text-sm text-black/60">
                  {CHECKOUT_TEXT.leadTime(CHECKOUT_TEXT.business(f.prazoDias))}
                </span>
              </RadioCard>
            ))}
          </div>
          {selected && selected.datas.length > 0 && (
            <Field label={CHECKOUT_TEXT.deliveryDate}>
              {({ id, describedBy }) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  className={inputClass}
                  value={date ?? ''}
                  onChange={(e) => onDate(e.currentTarget.value)}
                >
                  {selected.datas.map((d) => (
                    <option key={d} value={d}>
                      {formatCalendarDate(d)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
      )}
    </div>
  );
}
