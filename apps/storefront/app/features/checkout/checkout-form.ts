import type { z } from 'zod';
import { ANOTACOES_MAX_LENGTH, NUM_PEDIDO_CLIENTE_MAX_LENGTH } from '@vitrine/contract';
import type { CheckoutFormSchema } from './checkout-validation';

/** Form limits: the contract's own, which the order payload's schemas check too. */
export const CHECKOUT_LIMITS = {
  anotacoes: ANOTACOES_MAX_LENGTH,
  numPedidoCliente: NUM_PEDIDO_CLIENTE_MAX_LENGTH,
} as const;

/** The checkout form's values (checkout-validation.ts's `CheckoutFormSchema`). */
export type CheckoutFormValues = z.input<typeof CheckoutFormSchema>;

/** The fields whose errors are shown, in the order the page presents them (first gets the focus). */
export const CHECKOUT_FIELD_ORDER = [
  'idendereco',
  'formaId',
  'idloja',
  'idformapagto',
  'anotacoes',
  'numPedidoCliente',
] as const;

/**
 * Loads the checkout's schemas (checkout-validation.ts: zod and the contract's schemas, a chunk
 * of their own, about 28 KiB gzipped) once; later calls share the first load. The page starts it
 * at the buyer's first interaction (ADR 0078), so the form is drawn and usable without it (issue
 * 12 §5, ADR 0076).
 */
export function loadCheckoutValidation(): Promise<typeof import('./checkout-validation')> {
  return import('./checkout-validation');
}

/** Each refused field's pt-BR message (the first one per field), by field name. */
export type CheckoutFormErrors = Partial<Record<keyof CheckoutFormValues, string>>;

/**
 * The checkout form checked by `CheckoutFormSchema`: the values the schema accepted, or each
 * refused field's message.
 */
export type CheckoutFormCheck =
  | { ok: true; data: z.output<typeof CheckoutFormSchema> }
  | { ok: false; errors: CheckoutFormErrors };

/**
 * Checks the checkout form with `CheckoutFormSchema`, loading the schemas first if the page's
 * early load has not brought them yet.
 * @see spec §3 Order payload, §4 Delivery
 */
export async function checkCheckoutForm(values: CheckoutFormValues): Promise<CheckoutFormCheck> {
  return (await loadCheckoutValidation()).checkoutFormCheck(values);
}
