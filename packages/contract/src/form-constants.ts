/**
 * Values that both a schema and a screen need at render time: the field lists and limits a form
 * draws (options, `maxLength`, counters). This module imports nothing, so a page that only draws a
 * form ships none of the schemas; the schemas that check the same fields read their limits here,
 * so the two cannot drift (issue 12 §5, ADR 0076).
 */

/** The 27 Brazilian federative units. */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** Most installments a card payment may be split into. */
export const MAX_PARCELAS = 12;

/** Longest order notes (`anotacoes`, spec §3 Order payload), in characters. */
export const ANOTACOES_MAX_LENGTH = 1000;

/** Longest customer's own order number (`numPedidoCliente`, spec §3), in characters. */
export const NUM_PEDIDO_CLIENTE_MAX_LENGTH = 60;
