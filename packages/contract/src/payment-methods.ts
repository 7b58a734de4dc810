import { z } from 'zod';
import { IdFornecedor, IdNumerico, Reais } from './common.ts';
import { defineRoute } from './define-route.ts';
import { FormaPagamentoPedido, StatusPedidoSchema } from './orders.ts';
import { routePaths } from './route-paths.ts';
import { MAX_PARCELAS } from './form-constants.ts';

/**
 * Changing the payment method of an order that awaits payment (spec §7 Orders
 * `PUT /v4/orders/payment-method/{idfornecedor}/order/{numpedido}`; issue 10 §5).
 */

export const AlterarFormaPagamentoParams = z.object({
  idfornecedor: IdFornecedor,
  numpedido: IdNumerico,
});
export const AlterarFormaPagamentoQuery = z.object({
  /** The spec repeats the supplier in the query; when sent it must equal the path's. */
  idfornecedor: IdFornecedor.optional(),
});
export const AlterarFormaPagamentoBody = z.object({
  /** An active payment method of the supplier. */
  idformapagto: IdNumerico,
  /** Installments (card); 1 for any other method. */
  quantParcelas: z.coerce.number().int().min(1).max(MAX_PARCELAS).default(1),
});
export type AlterarFormaPagamentoBody = z.input<typeof AlterarFormaPagamentoBody>;

/** The order after the change: its status, method and (re-priced) total. */
export const AlterarFormaPagamentoResposta = z.object({
  numpedido: z.number().int(),
  status: StatusPedidoSchema,
  statusTexto: z.string(),
  formaPagamento: FormaPagamentoPedido,
  quantParcelas: z.number().int(),
  /** The order total after the change, reais (re-priced when prices vary by payment method). */
  totalpedido: Reais,
  mensagemSucesso: z.string(),
});
export type AlterarFormaPagamentoResposta = z.infer<typeof AlterarFormaPagamentoResposta>;

/** The payment-method calls of the route table. */
export const paymentMethodsRoutes = {
  change: defineRoute({
    ...routePaths.paymentMethods.change,
    auth: 'customer',
    tags: ['Pedidos'],
    summary: 'Altera a forma de pagamento de um pedido aguardando pagamento',
    description:
      'PUT /v4/orders/payment-method/{idfornecedor}/order/{numpedido}?idfornecedor, body idformapagto and ' +
      "quantParcelas — only the caller's own order at the session's supplier (another's is 404), only while it is " +
      'AGUARDANDOPAGAMENTO with its payment pending, only an active method of the supplier (422 otherwise). The ' +
      'pending payment is cancelled and a new one is created for the new method; prices are recomputed when the ' +
      'supplier varies prices by payment method; switching to invoice credit (FATURADO) checks and consumes the ' +
      'credit limit and moves the order on (ENVIADO), since it needs no up-front payment.',
    params: AlterarFormaPagamentoParams,
    query: AlterarFormaPagamentoQuery,
    body: AlterarFormaPagamentoBody,
    reply: AlterarFormaPagamentoResposta,
  }),
};
