import { formatBRL, formatQuantity, type Centavos, type Milli } from './money.ts';
import * as CATALOG_MSG from './texts/catalog.ts';

/**
 * pt-BR texts of the catalog (product lists, product page, search, sort, pagination).
 * Vitrine's own wording: the spec gives none for these screens.
 */
export { CATALOG_MSG };

/** Names of the sale units the catalog uses, [singular, plural]; abbreviations stay as they are. */
const UNIT_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  un: ['unidade', 'unidades'],
  cx: ['caixa', 'caixas'],
  fd: ['fardo', 'fardos'],
  pct: ['pacote', 'pacotes'],
  sc: ['saco', 'sacos'],
  l: ['litro', 'litros'],
  kg: ['kg', 'kg'],
};

/** pt-BR takes the plural from 2 on ("1,5 litro", "2 litros"). */
const PLURAL_FROM_MILLI = 2000;

/**
 * The name of a sale unit for one of it: 'cx' → "caixa", 'un' → "unidade", 'kg' → "kg".
 * An unknown unit is shown as the supplier wrote it.
 */
export function saleUnitName(unidade: string): string {
  return UNIT_NAMES[unidade]?.[0] ?? unidade;
}

/**
 * A quantity of a sale unit as a buyer reads it: 10 000 milli of 'cx' → "10 caixas",
 * 1000 of 'cx' → "1 caixa", 500 of 'kg' → "0,5 kg".
 *
 * @param quantidade - milli-units of the sale unit.
 * @throws RangeError when `quantidade` is not a safe integer.
 */
export function quantityWithUnit(quantidade: Milli, unidade: string): string {
  const names = UNIT_NAMES[unidade];
  const name = names ? names[quantidade >= PLURAL_FROM_MILLI ? 1 : 0] : unidade;
  return `${formatQuantity(quantidade)} ${name}`;
}

/** "/cx" after a price: per sale unit. */
export function perUnitSuffix(unidade: string): string {
  return `/${unidade}`;
}

/**
 * The short wholesale hint of a product card, in sale units:
 * "Atacado: R$ 21,90 a partir de 10 caixas".
 *
 * @param preco - wholesale unit price, centavos.
 * @param quantidade - milli-units of the SALE unit (domain `wholesaleOffer`).
 * @see spec §5 price precedence 3
 */
export function wholesaleHintText(preco: Centavos, quantidade: Milli, unidade: string): string {
  return `Atacado: ${formatBRL(preco)} a partir de ${quantityWithUnit(quantidade, unidade)}`;
}

/** The sentences of the product page's "how it is sold" list. */
export const SALE_RULE_TEXT = {
  /** "Caixa com 12 unidades". */
  contents: (unidade: string, multiplo: number) =>
    `${capitalise(saleUnitName(unidade))} com ${multiplo} unidades`,
  /** "Vendido de 0,25 em 0,25 kg". */
  step: (step: Milli, unidade: string) =>
    `Vendido de ${formatQuantity(step)} em ${quantityWithUnit(step, unidade)}`,
  /** "Mínimo por pedido: 2 caixas". */
  minimum: (minimum: Milli, unidade: string) =>
    `Mínimo por pedido: ${quantityWithUnit(minimum, unidade)}`,
  /** "Máximo por pedido: 10 kg". */
  maximum: (maximum: Milli, unidade: string) =>
    `Máximo por pedido: ${quantityWithUnit(maximum, unidade)}`,
  /** "Preço de atacado: R$ 21,90 por caixa a partir de 10 caixas". */
  wholesale: (preco: Centavos, quantidade: Milli, unidade: string) =>
    `Preço de atacado: ${formatBRL(preco)} por ${saleUnitName(unidade)} a partir de ${quantityWithUnit(quantidade, unidade)}`,
  /** "Embalagem para presente: R$ 5,00 por unidade". */
  giftPackaging: (preco: Centavos, unidade: string) =>
    `Embalagem para presente: ${formatBRL(preco)} por ${saleUnitName(unidade)}`,
  /** "Indisponível para compra" when no quantity fits between minimum and maximum. */
  unavailable: 'Indisponível para compra',
  /** Column of the progressive table: "Preço por caixa". */
  pricePer: (unidade: string) => `Preço por ${saleUnitName(unidade)}`,
  /** Row of the progressive table: "A partir de 6 unidades". */
  from: (quantidade: Milli, unidade: string) =>
    `A partir de ${quantityWithUnit(quantidade, unidade)}`,
} as const;

/** "Página 3" (pagination link). */
export function pageLabel(page: number): string {
  return `Página ${page}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
