import type { FormaPagamento } from '@vitrine/contract';
import { RadioCard } from '~/components/ui/field';
import { CHECKOUT_TEXT } from '@vitrine/domain';

interface PaymentMethodsProps {
  formas: FormaPagamento[];
  selected: number | null;
  onSelect(idformapagto: number): void;
  errorId?: string;
}

/** The supplier's payment methods as radios. */
export function PaymentMethods({ formas, selected, onSelect, errorId }: PaymentMethodsProps) {
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
          name="formaPagamento"
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
