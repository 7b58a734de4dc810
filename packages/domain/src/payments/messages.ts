import { MSG } from '../messages.ts';
import * as PAYMENTS_TEXT from '../texts/payments.ts';

/**
 * pt-BR texts of payments: card, Pix, boleto (spec §8 Payment, §9 Card pre-authorisation).
 * `PAYMENT_MSG` are the API's refusals and results; `PAYMENTS_TEXT` the storefront's labels.
 */
export const PAYMENT_MSG = {
  /** spec §8 Payment: the default when the server gives no Mensagem (the text lives in MSG). */
  confirmFailed: MSG.paymentConfirmationFailed,
  approved: 'Pagamento aprovado! Seu pedido foi confirmado.',
  pendingReview:
    'Pagamento em análise antifraude. Avisaremos assim que for aprovado; acompanhe em Meus pedidos.',
  declined: 'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
  gatewayUnavailable:
    'Não foi possível falar com o meio de pagamento agora. Nada foi cobrado; tente novamente.',
  alreadyPaid: 'Este pedido já foi pago ou tem um pagamento em andamento.',
  notAwaitingPayment: 'Este pedido não está aguardando pagamento.',
  notCardOrder: 'Este pedido não é pago com cartão.',
  receiptOnlyPixOrBoleto: 'O recibo só pode ser gerado para pedidos pagos com Pix ou boleto.',
  noOpenInvoice: 'Este pedido não tem fatura em aberto para gerar boleto.',
  cardTokenRequired: 'Informe os dados do cartão novamente.',
  cardDataNotAccepted:
    'Os dados do cartão não podem ser enviados à loja: use o token do meio de pagamento.',
  invalidCardToken: 'Cartão inválido ou expirado. Informe os dados do cartão novamente.',
  installmentsNotAllowed: 'Número de parcelas não permitido para esta forma de pagamento.',
  savedCardNotFound: 'Cartão não encontrado',
  paymentMethodNotFound: 'Forma de pagamento não encontrada',
  noGateway: 'Esta forma de pagamento não aceita cartão online.',
  webhookBadSignature: 'Assinatura do webhook inválida',
  webhookUnknownGateway: 'Meio de pagamento desconhecido',
  boletoNotFound: 'Boleto não encontrado',
  sandboxOnly: 'Disponível apenas no ambiente de testes (sandbox).',
  chargeNotFound: 'Cobrança não encontrada',
  /** spec §9 Card pre-authorisation. */
  preAuthorisation:
    'Este pedido tem itens pesados na separação: será feita uma pré-cobrança no cartão e qualquer excedente será estornado automaticamente.',
} as const;

/** Labels of the order's payment section and the checkout's payment choice. */
export { PAYMENTS_TEXT };
