import { useState } from 'react';
import type { FormaPagamento } from '@vitrine/contract';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { RadioCard } from '~/components/ui/field';
import { LazyPanel } from '~/components/ui/lazy-panel';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { PAYMENTS_TEXT } from '@vitrine/domain/payments/messages';

interface PaymentMethodsProps {
  formas: FormaPagamento[];
  selected: number | null;
  onSelect(idformapagto: number): void;
  errorId?: string;
}

function MethodRadios({
  formas,
  selected,
  onSelect,
  errorId,
  name,
}: PaymentMethodsProps & { name: string }) {
  return (
    <div
      role="radiogroup"
      aria-label={CHECKOUT_TEXT.payment}
      aria-describedby={errorId}
      className="grid gap-2 sm:grid-cols-2"
    >
      {formas.map((f) => (
        <RadioCard
          key={f.idformapagto}
          name={name}
          value={String(f.idformapagto)}
          checked={selected === f.idformapagto}
          onChange={() => onSelect(f.idformapagto)}
        >
          <span className="block font-medium">{f.descricao}</span>
          {CHECKOUT_TEXT.paymentHint[f.tipo] && (
            <span className="block text-sm text-black/60">{CHECKOUT_TEXT.paymentHint[f.tipo]}</span>
          )}
        </RadioCard>
      ))}
    </div>
  );
}

/**
 * The supplier's payment methods: radios on wider screens; on phones a button with the chosen
 * method that opens them as a bottom panel (spec §2 "Payment-method and address panels on mobile").
 */
export function PaymentMethods(props: PaymentMethodsProps) {
  const [open, setOpen] = useState(false);
  const chosen = props.formas.find((f) => f.idformapagto === props.selected);
  return (
    <>
      <div className="hidden sm:block">
        <MethodRadios {...props} name="formaPagamento" />
      </div>
      <div className="sm:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-describedby={props.errorId}
          className="flex h-12 w-full items-center justify-between gap-2 rounded-md border border-black/20 bg-white px-3 text-left focus-visible:outline-2 focus-visible:outline-primary"
        >
          <span className="truncate">{chosen?.descricao ?? PAYMENTS_TEXT.choosePaymentMethod}</span>
          <ChevronDown aria-hidden className="h-5 w-5 shrink-0" />
        </button>
        <LazyPanel
          open={open}
          onClose={() => setOpen(false)}
          title={CHECKOUT_TEXT.payment}
          closeLabel={PAYMENTS_TEXT.close}
        >
          <div className="px-5 pb-5">
            <MethodRadios
              {...props}
              name="formaPagamentoPainel"
              onSelect={(id) => {
                props.onSelect(id);
                setOpen(false);
              }}
            />
          </div>
        </LazyPanel>
      </div>
    </>
  );
}
