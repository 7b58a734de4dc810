import type { PedidoResposta } from '@vitrine/contract';

/** What the checkout route's action answers to an order submission. */
export type SubmitOrderResult =
  | { intent: 'submit-order'; ok: true; pedido: PedidoResposta }
  | { intent: 'submit-order'; ok: false; mensagem: string };
