/**
 * pt-BR labels of the characteristics fields (spec §3 caracteristicas): the checkout's order
 * characteristics and the account forms' customer characteristics (`ACCOUNTS_TEXT` includes them).
 * Apart so that the checkout does not load the account forms' texts for them.
 */
export const CHARACTERISTICS_TEXT = {
  orderCharacteristics: 'Informações do pedido',
  yes: 'Sim',
  no: 'Não',
  choose: 'Selecione',
} as const;
