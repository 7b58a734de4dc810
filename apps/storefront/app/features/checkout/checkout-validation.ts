import { z } from 'zod';
import {
  Anotacoes,
  EnderecoFaturamentoBody,
  NumPedidoCliente,
  TipoEntregaSchema,
  type EnderecoFaturamentoBodyInput,
} from '@vitrine/contract';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';
import type { CheckoutFormCheck, CheckoutFormErrors, CheckoutFormValues } from './checkout-form';

/**
 * The order body, built only at a submit the form's check accepted: it travels with the schemas
 * rather than in the page's first JavaScript (issue 12 §5).
 */
export { buildOrderPayload } from './order-payload';

/**
 * The checkout's schemas. This module, with zod and the contract's schemas, is a chunk of its
 * own that the page loads at the buyer's first interaction (`loadCheckoutValidation` in checkout-form.ts, ADR 0078):
 * nothing here is needed to draw the form, only to check it (issue 12 §5, ADR 0076).
 */

/**
 * The checkout form (use-checkout-form.ts): delivery type, address or store, delivery form,
 * date and window, payment method, notes and the customer's order number. The notes fields are the
 * contract's own schemas; what each delivery type requires is checked here with the pt-BR texts.
 * @see spec §3 Order payload, §4 Delivery
 */
export const CheckoutFormSchema = z
  .object({
    tipoEntrega: TipoEntregaSchema,
    idendereco: z.number().int().nullable(),
    formaId: z.string().nullable(),
    dataEntrega: z.string().nullable(),
    idjanela: z.number().int().nullable(),
    idloja: z.number().int().nullable(),
    idformapagto: z.number().int().nullable(),
    anotacoes: Anotacoes.optional(),
    numPedidoCliente: NumPedidoCliente.optional(),
    /** The supplier's order characteristics by `c{id}` (spec §3 caracteristicas); the API checks them. */
    caracteristicas: z.record(z.string(), z.string()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.tipoEntrega === TipoEntrega.DELIVERY) {
      if (v.idendereco === null)
        ctx.addIssue({
          code: 'custom',
          path: ['idendereco'],
          message: CHECKOUT_TEXT.chooseAddress,
        });
      else if (v.formaId === null || v.dataEntrega === null) {
        ctx.addIssue({ code: 'custom', path: ['formaId'], message: CHECKOUT_TEXT.chooseForm });
      }
    } else if (v.idloja === null) {
      ctx.addIssue({ code: 'custom', path: ['idloja'], message: CHECKOUT_TEXT.chooseStore });
    }
    if (v.idformapagto === null)
      ctx.addIssue({
        code: 'custom',
        path: ['idformapagto'],
        message: CHECKOUT_TEXT.choosePayment,
      });
  });

/**
 * Checks the checkout form with {@link CheckoutFormSchema}.
 * @returns its parsed values, or the first refused message of each field by field name.
 */
export function checkoutFormCheck(values: CheckoutFormValues): CheckoutFormCheck {
  const parsed = CheckoutFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: CheckoutFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof CheckoutFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Checks the order's billing address with the contract's schema (spec §3 enderecofaturamento).
 * @returns null when it is valid, else each invalid field's pt-BR message by field name.
 */
export function billingAddressErrors(
  value: EnderecoFaturamentoBodyInput,
): Record<string, string> | null {
  const parsed = EnderecoFaturamentoBody.safeParse(value);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}
