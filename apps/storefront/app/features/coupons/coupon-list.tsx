import type { CupomResumo } from '@vitrine/contract';
import {
  COUPON_TEXT,
  couponCodeLabel,
  couponValidUntilText,
  applyCouponLabel,
} from '@vitrine/domain/coupons/coupon-ui-messages';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useState } from 'react';
import { formatDate } from '~/lib/format-date';

/** "Válido até 31/12/2030" or "Sem data de validade": shown under the code, so not again in the rules. */
function validity(c: CupomResumo): string {
  return c.validoAte ? couponValidUntilText(formatDate(c.validoAte)) : COUPON_TEXT.noExpiry;
}

/**
 * The customer's coupons as cards: description, code, validity, rules in pt-BR (from the
 * server) and "Usar cupom", which applies it to the cart (`onUse`, composed by the route).
 * An unavailable coupon shows why instead of the button; an automatic one needs no button (the
 * cart applies it by itself). Empty list: a short empty state.
 */
export function CouponList({
  cupons,
  onUse,
}: {
  cupons: CupomResumo[];
  onUse(codigo: string): Promise<void>;
}) {
  const [using, setUsing] = useState<string | null>(null);
  if (cupons.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-black/10 bg-white px-4 py-12 text-center">
        <TicketPercent aria-hidden className="h-10 w-10 text-black/30" />
        <p className="font-medium">{COUPON_TEXT.empty}</p>
        <p className="text-sm text-black/65">{COUPON_TEXT.emptyHint}</p>
      </div>
    );
  }
  async function use(codigo: string) {
    setUsing(codigo);
    try {
      await onUse(codigo);
    } finally {
      setUsing(null);
    }
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {cupons.map((c) => (
        <li
          key={c.idcupom}
          className={`flex flex-col rounded-lg border bg-white p-4 ${c.disponivel ? 'border-black/10' : 'border-dashed border-black/20 opacity-80'}`}
        >
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold">{c.descricao}</h3>
            {c.automatico && (
              <span className="shrink-0 rounded bg-secondary/25 px-1.5 py-0.5 text-xs font-semibold">
                {COUPON_TEXT.automatic}
              </span>
            )}
          </div>
          <p className="mt-1 font-mono text-sm font-semibold tracking-wide">
            {couponCodeLabel(c.codigo)}
          </p>
          <p className="text-sm text-black/65">{validity(c)}</p>
          <p className="mt-3 text-sm font-medium">{COUPON_TEXT.rules}</p>
          <ul className="mb-3 list-disc pl-5 text-sm text-black/75">
            {c.regras
              .filter((regra) => regra !== validity(c))
              .map((regra) => (
                <li key={regra}>{regra}</li>
              ))}
          </ul>
          <div className="mt-auto">
            {c.automatico ? null : c.disponivel ? (
              <button
                type="button"
                onClick={() => void use(c.codigo)}
                disabled={using !== null}
                aria-label={applyCouponLabel(c.codigo)}
                className="h-10 w-full rounded-md bg-primary px-4 font-semibold text-primary-fg hover:brightness-110 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {using === c.codigo ? COUPON_TEXT.applying : COUPON_TEXT.useCoupon}
              </button>
            ) : (
              <p className="text-sm text-black/70">
                <strong>{COUPON_TEXT.unavailable}</strong>
                {c.motivoIndisponivel ? `: ${c.motivoIndisponivel}` : ''}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
