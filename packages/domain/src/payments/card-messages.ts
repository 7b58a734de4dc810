/**
 * pt-BR labels of the card payment modal (spec §8 Payment, §9 Card pre-authorisation): the card
 * form, its billing address, installments and saved cards. Apart from `PAYMENTS_TEXT` so that
 * the order pages load them only with the modal.
 */
export const CARD_TEXT = {
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
  brandLabel: (brand: string) => `Bandeira: ${brand}`,
} as const;
