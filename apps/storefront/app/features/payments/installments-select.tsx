import { formatBRL, reaisToCentavos } from '@vitrine/domain/money';
import { installmentOptions } from '@vitrine/domain/payments/installments';
import { CARD_TEXT } from '@vitrine/domain/payments/card-messages';
import { Field, inputClass } from '~/components/ui/field';

interface InstallmentsSelectProps {
  /** Amount to split, reais. */
  total: number;
  maxParcelas: number;
  /** Smallest installment, reais. */
  parcelaMinima: number;
  value: number;
  onChange(quantParcelas: number): void;
}

/** The installments the payment method allows for this amount, each with its amount (domain rule). */
export function InstallmentsSelect({
  total,
  maxParcelas,
  parcelaMinima,
  value,
  onChange,
}: InstallmentsSelectProps) {
  const totalCentavos = reaisToCentavos(total);
  const options = installmentOptions(totalCentavos, {
    maxParcelas,
    parcelaMinimaCentavos: reaisToCentavos(parcelaMinima),
  });
  return (
    <Field label={CARD_TEXT.installments}>
      {({ id }) => (
        <select
          id={id}
          name="quantParcelas"
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          className={inputClass}
        >
          {options.map((o) => (
            <option key={o.quantParcelas} value={o.quantParcelas}>
              {CARD_TEXT.installmentOption(
                o.quantParcelas,
                formatBRL(o.parcelas[0]!),
                formatBRL(totalCentavos),
              )}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
