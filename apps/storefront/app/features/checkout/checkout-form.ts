import type { Resolver } from 'react-hook-form';
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

/**
 * react-hook-form resolver of the checkout form: `CheckoutFormSchema`, loaded on first use if the
 * page's early load has not brought it yet.
 */
export const checkoutResolver: Resolver<CheckoutFormValues> = async (values, context, options) =>
  (await loadCheckoutValidation()).checkoutSchemaResolver(values, context, options);
