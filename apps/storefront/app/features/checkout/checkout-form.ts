import { z } from 'zod';
import { Anotacoes, NumPedidoCliente, TipoEntregaSchema } from '@vitrine/contract';
import { CHECKOUT_TEXT } from '@vitrine/domain/checkout-messages';
import { TipoEntrega } from '@vitrine/domain/delivery/delivery-type';

/** The longest value a string schema accepts (zod's own `maxLength`), for counters and `maxLength`. */
function maxLengthOf(schema: z.ZodString): number {
  const max = schema.maxLength;
  if (max === null) throw new Error('The contract gives this field no maximum length');
  return max;
}

/** Form limits, read from the contract's field schemas (the order payload's own) so they cannot drift from the API's. */
export const CHECKOUT_LIMITS = {
  anotacoes: maxLengthOf(Anotacoes),
  numPedidoCliente: maxLengthOf(NumPedidoCliente),
} as const;

/**
 * The checkout form (one react-hook-form form): delivery type, address or store, delivery form,
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

/** The checkout form's values. */
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
