import { RegraPreco } from '@vitrine/domain';

/**
 * Short pt-BR labels of the cart UI. The price rules themselves live in the domain's
 * `unitPrice`; this only names the rule that was applied (spec §5 price precedence).
 */
export const PRICE_RULE_LABEL: Partial<Record<string, string>> = {
  [RegraPreco.ATACADO]: 'Atacado',
  [RegraPreco.PROGRESSIVO]: 'Progressivo',
  [RegraPreco.ATENDENTE]: 'Negociado',
};

export const CART_TEXT = {
  title: 'Seu carrinho',
  add: 'Adicionar',
  addToCart: 'Adicionar ao carrinho',
  checkout: 'Finalizar compra',
  keepShopping: 'Continuar comprando',
  itemsTotal: 'Total dos itens',
  giftWrap: 'Embalar para presente',
  remove: 'Remover',
  saving: 'Atualizando preços…',
  locked: 'Este carrinho está em negociação com um atendente e não pode ser alterado.',
  login: 'Entrar',
} as const;
