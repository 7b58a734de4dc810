/**
 * The payment screens' texts: `PAYMENTS_TEXT` of payments/messages.ts.
 * One export per text, read as `PAYMENTS_TEXT.key` (ADR 0088): a bundle keeps only the texts it uses.
 */
export const cardTitle = 'Pagar com cartão';
export const close = 'Fechar';
export const payByCard = 'Pagar com cartão';
export const clearError = 'Fechar aviso';
export const paid = 'Pagamento confirmado';
export const inReview = 'Pagamento em análise antifraude';
export const pixWaiting = 'Aguardando o pagamento do Pix. Esta página se atualiza sozinha.';
export const pixPaid = 'Pix recebido! Pedido confirmado.';
export const boletoTitle = 'Pague com boleto';
export const choosePaymentMethod = 'Escolher forma de pagamento';
export const cardAfterSubmit =
  'Depois de enviar o pedido, você informa o cartão na tela do pedido (parcelamento disponível).';
