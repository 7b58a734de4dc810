import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { UI_TEXT } from '@vitrine/domain/ui-messages';
import { Field, Section, inputClass } from '~/components/ui/field';
import { CHECKOUT_LIMITS } from './checkout-form';
import type { Checkout } from './use-checkout';

/**
 * Notes and the customer's own order number, with their limits (from the contract) shown and
 * counted as the buyer types: nothing is cut without a word.
 */
export function NotesSection({ checkout }: { checkout: Checkout }) {
  const { form } = checkout;
  const { anotacoes = '', numPedidoCliente = '' } = form.values;
  const { errors } = form;
  return (
    <Section title={CHECKOUT_TEXT.notes} id="secao-notas">
      <div className="grid gap-3">
        <Field
          label={CHECKOUT_TEXT.notesLabel}
          hint={UI_TEXT.characters(anotacoes.length, CHECKOUT_LIMITS.anotacoes)}
          error={errors.anotacoes}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              rows={3}
              maxLength={CHECKOUT_LIMITS.anotacoes}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.text('anotacoes')}
              className={`${inputClass} h-auto py-2`}
            />
          )}
        </Field>
        <Field
          label={CHECKOUT_TEXT.customerOrderNumber}
          hint={UI_TEXT.characters(numPedidoCliente.length, CHECKOUT_LIMITS.numPedidoCliente)}
          error={errors.numPedidoCliente}
          className="sm:max-w-xs"
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              maxLength={CHECKOUT_LIMITS.numPedidoCliente}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.text('numPedidoCliente')}
              className={inputClass}
            />
          )}
        </Field>
      </div>
    </Section>
  );
}
