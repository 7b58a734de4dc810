import { MSG } from '../messages.ts';

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

/** Labels of the storefront's payment screens. */
export const PAYMENTS_TEXT = {
  cardTitle: 'Pagar com cartão',
  cardNumber: 'Número do cartão',
  cardName: 'Nome impresso no cartão',
  cardExpiry: 'Validade (MM/AA)',
  cardCvc: 'Código de segurança (CVV)',
  saveCard: 'Salvar cartão',
  billingTitle: 'Endereço de cobrança',
  faturamento_cep: 'CEP',
  faturamento_rua: 'Rua',
  faturamento_numero: 'Número',
  faturamento_complemento: 'Complemento',
  faturamento_bairro: 'Bairro',
  faturamento_cidade: 'Cidade',
  faturamento_estado: 'Estado (UF)',
  faturamento_pais: 'País',
  installments: 'Parcelas',
  installmentOption: (n: number, each: string, total: string) =>
    n === 1 ? `1× de ${each} (à vista)` : `${n}× de ${each} sem juros (total ${total})`,
  pay: (amount: string) => `Pagar ${amount}`,
  orderTotal: (amount: string) => `Total do pedido: ${amount}`,
  preCharge: (amount: string) => `pré-cobrança no cartão: ${amount}`,
  paying: 'Processando pagamento…',
  cancel: 'Cancelar',
  close: 'Fechar',
  payByCard: 'Pagar com cartão',
  savedCards: 'Cartões salvos',
  noSavedCards: 'Nenhum cartão salvo.',
  payWithSavedCard: 'Pagar com este cartão',
  deleteCard: 'Excluir cartão',
  deleteCardConfirm: (mask: string) => `Excluir o cartão ${mask}?`,
  cardDeleted: 'Cartão excluído',
  cardDeleteFailed: 'Não foi possível excluir o cartão',
  savedCardLabel: (brand: string, mask: string, validade: string) =>
    `${brand} ${mask} · validade ${validade}`,
  cvcAgain: 'Confirme o código de segurança (CVV)',
  newCard: 'Usar outro cartão',
  loadingCards: 'Carregando cartões…',
  cardsLoadFailed: 'Não foi possível carregar os cartões salvos.',
  clearError: 'Fechar aviso',
  invalidNumber: 'Número de cartão inválido',
  invalidName: 'Informe o nome como está no cartão',
  invalidExpiry: 'Validade inválida ou vencida',
  invalidCvc: 'Código de segurança inválido',
  required: 'Campo obrigatório',
  invalidCep: 'CEP inválido',
  invalidUf: 'UF inválida',
  tokenizeFailed: 'Não foi possível validar o cartão no meio de pagamento. Confira os dados.',
  secureNote:
    'Os dados do cartão vão direto ao meio de pagamento: a loja recebe apenas um código (token) e o final do cartão.',
  awaitingPayment: 'Aguardando pagamento',
  paid: 'Pagamento confirmado',
  inReview: 'Pagamento em análise antifraude',
  pixWaiting: 'Aguardando o pagamento do Pix. Esta página se atualiza sozinha.',
  pixPaid: 'Pix recebido! Pedido confirmado.',
  boletoTitle: 'Pague com boleto',
  boletoLine: 'Linha digitável',
  boletoCopy: 'Copiar linha digitável',
  boletoCopied: 'Linha digitável copiada!',
  boletoDue: (date: string) => `Vencimento: ${date}`,
  boletoPdf: 'Abrir boleto em PDF',
  boletoWaiting: 'O pagamento do boleto é confirmado em até 3 dias úteis.',
  generateBoleto: 'Gerar boleto',
  generatePix: 'Gerar Pix',
  receiptFailed: 'Não foi possível gerar o pagamento. Tente novamente.',
  paymentMethod: 'Forma de pagamento',
  choosePaymentMethod: 'Escolher forma de pagamento',
  cardAfterSubmit:
    'Depois de enviar o pedido, você informa o cartão na tela do pedido (parcelamento disponível).',
  brandLabel: (brand: string) => `Bandeira: ${brand}`,
} as const;
