import type { FormaEntrega } from '@vitrine/contract';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { Field, RadioCard, inputClass } from '~/components/ui/field';
import { formatCalendarDate } from '~/lib/format-date';

interface DeliveryScheduleProps {
  forma: FormaEntrega;
  /** The chosen date (YYYY-MM-DD) and window. */
  date: string | null;
  idjanela: number | null;
  /** Labels for delivery or pickup. */
  dateLabel: string;
  windowLabel: string;
  onDate(date: string): void;
  onWindow(idjanela: number): void;
}

/**
 * The dates a form offers (a select) and, when the form has windows, the open windows of the
 * chosen date with the places left (radios). Full windows and closed days never reach here:
 * the server leaves them out (spec §4 Delivery).
 */
export function DeliverySchedule({
  forma,
  date,
  idjanela,
  dateLabel,
  windowLabel,
  onDate,
  onWindow,
}: DeliveryScheduleProps) {
  if (forma.agendamentos.length === 0)
    return <p className="text-sm text-black/60">{CHECKOUT_TEXT.noDates}</p>;
  const day = forma.agendamentos.find((a) => a.data === date) ?? null;
  return (
    <div className="grid gap-3">
      <Field label={dateLabel}>
        {({ id, describedBy }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            className={inputClass}
            value={date ?? ''}
            onChange={(e) => onDate(e.currentTarget.value)}
          >
            {forma.agendamentos.map((a) => (
              <option key={a.data} value={a.data}>
                {formatCalendarDate(a.data)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {day && day.janelas.length > 0 && (
        <div role="radiogroup" aria-label={windowLabel} className="grid gap-2 sm:grid-cols-2">
          {day.janelas.map((j) => (
            <RadioCard
              key={j.idjanela}
              name="janela"
              value={String(j.idjanela)}
              checked={j.idjanela === idjanela}
              onChange={() => onWindow(j.idjanela)}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-medium tabular-nums">
                  {CHECKOUT_TEXT.windowLabel(j.inicio, j.fim)}
                </span>
                <span className="text-sm text-black/60">{CHECKOUT_TEXT.placesLeft(j.vagas)}</span>
              </span>
            </RadioCard>
          ))}
        </div>
      )}
    </div>
  );
}
