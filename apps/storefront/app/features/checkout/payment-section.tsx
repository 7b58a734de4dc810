import type { FormaPagamento } from '@vitrine/contract';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { PAYMENTS_TEXT } from '@vitrine/domain/payments/messages';
import { isPrepaidCardMethod } from '@vitrine/domain/payments/receipt-rule';
import { PaymentMethods } from './payment-methods';
import { FieldError, SectionHeading } from './section-heading';
import type { Checkout } from './use-checkout';

/** The supplier's payment methods (spec §3 Payment method). */
export function PaymentSection({
  checkout,
  formas,
}: {
  checkout: Checkout;
  formas: FormaPagamento[];
}) {
  const { form } = checkout;
  const selected = form.values.idformapagto;
  const error = form.errors.idformapagto;
  return (
    <section
      aria-labelledby="campo-idformapagto"
      className="rounded-lg border border-black/10 bg-white p-4 sm:p-5"
    >
      <SectionHeading id="campo-idformapagto">{CHECKOUT_TEXT.payment}</SectionHeading>
      <PaymentMethods
        formas={formas}
        selected={selected}
        onSelect={(id) => form.setValue('idformapagto', id, { shouldValidate: form.submitted })}
        errorId={error ? 'erro-idformapagto' : undefined}
      />
      <FieldError id="erro-idformapagto" message={error} />
      {formas.some((f) => f.idformapagto === selected && isPrepaidCardMethod(f)) && (
        <p className="mt-2 text-sm text-black/70">{PAYMENTS_TEXT.cardAfterSubmit}</p>
      )}
    </section>
  );
}
