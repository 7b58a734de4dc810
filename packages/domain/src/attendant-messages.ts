/**
 * pt-BR texts of the attendant's negotiation (spec §1 Users, §6 Attendant): the attendant API's
 * validation and refusals, and how the negotiation history names the customer. The login's
 * generic failure is the spec's own `MSG.invalidCredentials`, and an empty cart is refused with
 * the spec's `MSG.emptyCart`.
 */
export const ATTENDANT_MSG = {
  emailRequired: 'Informe o e-mail do atendente',
  priceInvalid: 'Preço do atendente inválido: informe um valor em reais maior ou igual a zero',
  priceTooHigh: 'Preço do atendente muito alto',
  priceTooManyDecimals: 'Preço do atendente: use no máximo 2 casas decimais',
  customerNotFound: 'Cliente não encontrado neste fornecedor',
  productsDropped: 'Produtos não vendidos por este fornecedor foram retirados:',
  /** Who made a change in the history when it was not an attendant (spec §4: the buyer unlocks). */
  customerAuthor: 'Cliente',
} as const;
