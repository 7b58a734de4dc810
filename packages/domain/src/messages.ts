import * as MSG from './texts/spec.ts';
/**
 * Every user-facing text, pt-BR. `MSG` is copied VERBATIM from spec §5, §6, §8 and §9 —
 * including the spec's own spelling slips ('possivel', 'Invalido', 'atualizado', 'vai token',
 * 'está página'), because users, tests and support scripts match these strings exactly.
 * Do not "fix" them here.
 */
export { MSG };
export type MessageKey = keyof typeof MSG;

/**
 * Vitrine's own texts, not in the spec, that the API and storefront need (pt-BR). Kept apart
 * from {@link MSG} so the verbatim spec catalogue stays auditable.
 */
export const APP_MSG = {
  invalidAppToken: 'Token de aplicativo inválido',
  /** 401: reuses the spec's session text so the storefront shows one message. */
  unauthenticated: MSG.sessionExpired,
  forbidden: 'Acesso negado',
  notFound: 'Não encontrado',
  supplierNotFound: 'Fornecedor não encontrado',
  productNotFound: 'Produto não encontrado',
  orderNotFound: 'Pedido não encontrado',
  addressNotFound: 'Endereço não encontrado',
  addressAlreadySaved: 'Este endereço já está cadastrado.',
  cardNotFound: 'Cartão não encontrado',
  productUnavailable: 'Produto indisponível',
  invalidQuantity: 'Quantidade inválida',
  invalidDeliveryType: 'Tipo de entrega indisponível para este fornecedor',
  invalidCep: 'CEP inválido',
  invalidCpf: 'CPF inválido',
  invalidCnpj: 'CNPJ inválido',
  invalidEmail: 'E-mail inválido',
  emailAlreadyRegistered: 'E-mail já cadastrado',
  termsNotAccepted: 'É necessário aceitar os termos de uso',
  invalidRequest: 'Requisição inválida',
  rateLimited: 'Muitas tentativas. Aguarde um instante e tente novamente.',
  internalError: 'Erro interno. Tente novamente em instantes.',
  pixOnlyForPendingOrders: 'O Pix só pode ser gerado para pedidos aguardando pagamento',
  paymentPending: 'Pagamento em análise. Acompanhe o status em seus pedidos.',
  paymentConfirmed: 'Pagamento confirmado',
  orderPlaced: 'Pedido enviado com sucesso',
  cartItemsRemoved: 'Alguns produtos não estão mais disponíveis e foram retirados do carrinho.',
  cartQuantitiesAdjusted: 'A quantidade foi ajustada às regras de venda de:',
  paymentMethodUnavailable: 'Forma de pagamento indisponível para este fornecedor',
  storeNotFound: 'Loja de retirada não encontrada',
  deliveryDateUnavailable: 'Data de entrega indisponível. Escolha uma das datas oferecidas.',
  manualChannelForbidden: 'O canal MANUAL é exclusivo do atendimento',
  cartLocked:
    'Este carrinho foi negociado pelo atendimento e está bloqueado. Desbloqueie-o para fazer alterações.',
  repeatOrderUnavailable: 'Estes produtos do pedido não estão mais à venda e não foram carregados:',
  couponNotApplied: 'O cupom não pôde ser aplicado:',
  cardPreAuthorization:
    'Será feita uma pré-cobrança no cartão; qualquer valor excedente será estornado automaticamente.',
  /** 503: the database is unreachable (or the service is not ready yet); retry shortly. */
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;
export type AppMessageKey = keyof typeof APP_MSG;

/**
 * The order-submission error shown to the customer:
 * `'Erro ao submeter seu pedido. {server message} Itens: {item names joined by ", "}'`.
 * An empty server message or item list leaves its part out rather than printing a dangling
 * space or an empty "Itens:".
 *
 * @see spec §5 duplicate-order check, §8 Cart and order
 */
export function orderSubmitErrorText(serverMessage: string, itemNames: readonly string[]): string {
  const parts: string[] = [MSG.orderSubmitError];
  const server = serverMessage.trim();
  if (server) parts.push(server);
  if (itemNames.length > 0) parts.push(`Itens: ${itemNames.join(', ')}`);
  return parts.join(' ');
}

/**
 * Customer-facing text of each order status (read it through `statusText`).
 *
 * @see spec §4 Order statuses, ARCHITECTURE.md §3 Texts
 */
export const ORDER_STATUS_TEXT = {
  ORCAMENTO_NOVO: 'Orçamento recebido, em análise',
  ORCAMENTO_PRECIFICADO: 'Orçamento precificado',
  ENVIADO: 'Pedido recebido',
  SEPARANDO: 'Em separação',
  AGUARDANDOPAGAMENTO: 'Aguardando pagamento',
  PAGO: 'Pronto para entrega',
  EMENTREGA: 'Saiu para entrega',
  PRONTO_RETIRADA: 'Pronto para retirada',
  ENTREGUE: 'Entregue',
  CANCELADO: 'Cancelado',
} as const;
