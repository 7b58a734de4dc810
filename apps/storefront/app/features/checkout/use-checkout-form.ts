import { useRef, useState } from 'react';
import type { BoundField } from '~/components/ui/field';
import {
  checkCheckoutForm,
  type CheckoutFormCheck,
  type CheckoutFormErrors,
  type CheckoutFormValues,
} from './checkout-form';

type FieldName = keyof CheckoutFormValues;
type TextFieldName = 'anotacoes' | 'numPedidoCliente';

/** Whether a change checks the form again (as the buyer fixes a refused submit). */
interface SetValueOptions {
  shouldValidate?: boolean;
}

/** The checkout form's actions: one object for the page's life, so effects may depend on them. */
interface CheckoutFormActions {
  /** Sets a field; with `shouldValidate`, the form's messages are computed again. */
  setValue<K extends FieldName>(
    name: K,
    value: CheckoutFormValues[K],
    options?: SetValueOptions,
  ): void;
  /** The latest values, including changes made earlier in the same event or effect. */
  getValues(): CheckoutFormValues;
  /** Hides every message (until the next check). */
  clearErrors(): void;
  /**
   * The submit handler: checks the form (the schemas load on first use), shows its messages, then
   * calls `onValid` with the parsed values or `onInvalid` with the messages.
   */
  handleSubmit(
    onValid: (data: Extract<CheckoutFormCheck, { ok: true }>['data']) => unknown,
    onInvalid: (errors: CheckoutFormErrors) => void,
  ): () => Promise<void>;
}

/** The checkout form as a render sees it. */
export interface CheckoutForm extends CheckoutFormActions {
  values: CheckoutFormValues;
  /** Each refused field's pt-BR message. */
  errors: CheckoutFormErrors;
  /** Whether the buyer has tried to submit: from then on every choice is checked as it is made. */
  submitted: boolean;
  /** Binds the notes or the customer's order number to a textarea or input. */
  text(name: TextFieldName): BoundField;
  /** Binds the supplier's order characteristic `id` (`caracteristicas.c{id}`) to an input or select. */
  trait(id: number): BoundField;
}

/**
 * The checkout's form state (ADR 0087): its values, the messages of `CheckoutFormSchema` (zod, in
 * the chunk the page loads at the buyer's first interaction) once the buyer has submitted, and a
 * new check on each later choice. Most of its fields are choices the page itself makes (the delivery
 * lookup preselects form, date and window), so the values live in the page's state and every
 * change renders the sections that read them.
 * @param defaultValues the values the server rendered the page with.
 * @see spec §3 Order payload, §4 Delivery
 */
export function useCheckoutForm(defaultValues: CheckoutFormValues): CheckoutForm {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<CheckoutFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const latest = useRef(defaultValues);
  const wasSubmitted = useRef(false);

  const [actions] = useState<CheckoutFormActions>(() => {
    /** Checks the latest values, whatever changed while the schemas were loading. */
    async function check(): Promise<CheckoutFormCheck> {
      const result = await checkCheckoutForm(latest.current);
      setErrors(result.ok ? {} : result.errors);
      return result;
    }
    return {
      setValue(name, value, options) {
        latest.current = { ...latest.current, [name]: value };
        setValues(latest.current);
        if (options?.shouldValidate) void check();
      },
      getValues: () => latest.current,
      clearErrors: () => setErrors({}),
      handleSubmit: (onValid, onInvalid) => async () => {
        wasSubmitted.current = true;
        setSubmitted(true);
        const result = await check();
        if (result.ok) await onValid(result.data);
        else onInvalid(result.errors);
      },
    };
  });

  const revalidate = () => ({ shouldValidate: wasSubmitted.current });
  return {
    ...actions,
    values,
    errors,
    submitted,
    text: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (event) => actions.setValue(name, event.currentTarget.value, revalidate()),
    }),
    trait: (id) => {
      const key = `c${id}`;
      return {
        name: `caracteristicas.${key}`,
        value: values.caracteristicas?.[key] ?? '',
        onChange: (event) =>
          actions.setValue(
            'caracteristicas',
            { ...latest.current.caracteristicas, [key]: event.currentTarget.value },
            revalidate(),
          ),
      };
    },
  };
}
