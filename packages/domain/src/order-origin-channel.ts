/**
 * Where an order came from (spec §9 "Channels listed (for filtering)"): the order list filters
 * by it and every order records one. Values are stable keys; {@link CANAL_ORIGEM_LABEL} holds
 * the spec's pt-BR names.
 * @see spec §9 Other constants
 */
export const CanalOrigem = {
  ORCAMENTO_APP: 'ORCAMENTO_APP',
  COMMERCE_APP: 'COMMERCE_APP',
  VENDA_MAIS_APP: 'VENDA_MAIS_APP',
  ORCAMENTO_WEB: 'ORCAMENTO_WEB',
  WEB_COMMERCE: 'WEB_COMMERCE',
  VENDA_MAIS_WEB: 'VENDA_MAIS_WEB',
  PORTFOLIO_WEB: 'PORTFOLIO_WEB',
  PAINEL_CLIENTE: 'PAINEL_CLIENTE',
} as const;
export type CanalOrigem = (typeof CanalOrigem)[keyof typeof CanalOrigem];

/** The filter value meaning every channel ('Todos', spec §9). */
export const CANAL_ORIGEM_TODOS = 'TODOS';

/** The spec's pt-BR name of each channel, in the spec's order (the filter's options). */
export const CANAL_ORIGEM_LABEL: Readonly<Record<CanalOrigem, string>> = {
  ORCAMENTO_APP: 'Orçamento app',
  COMMERCE_APP: 'Commerce app',
  VENDA_MAIS_APP: 'Venda+ app',
  ORCAMENTO_WEB: 'Orçamento web',
  WEB_COMMERCE: 'Web-commerce',
  VENDA_MAIS_WEB: 'Venda+ web',
  PORTFOLIO_WEB: 'Portfolio web',
  PAINEL_CLIENTE: 'Painel de cliente',
};

/** 'Todos', the label of {@link CANAL_ORIGEM_TODOS}. */
export const CANAL_ORIGEM_TODOS_LABEL = 'Todos';

/** True when `value` is a {@link CanalOrigem} key (e.g. a query string). */
export function isCanalOrigem(value: unknown): value is CanalOrigem {
  return typeof value === 'string' && Object.hasOwn(CanalOrigem, value);
}

/**
 * The channel an order placed through this web storefront records: a quote request is
 * 'Orçamento web'; a cart an attendant (supplier staff, the Venda+ tool) negotiated is 'Venda+
 * web'; any other order is 'Web-commerce'. The app channels belong to the mobile apps.
 * @see spec §6 Attendant, §9 channel list; ADR 0024
 */
export function orderOriginChannel(order: {
  orcamento: boolean;
  negotiated: boolean;
}): CanalOrigem {
  if (order.orcamento) return CanalOrigem.ORCAMENTO_WEB;
  return order.negotiated ? CanalOrigem.VENDA_MAIS_WEB : CanalOrigem.WEB_COMMERCE;
}
