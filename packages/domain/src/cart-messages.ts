import { formatBRL, formatQuantity, type Centavos, type Milli } from './money.ts';
import { quantityWithUnit, saleUnitName } from './catalog-messages.ts';
import { RegraPreco } from './pricing.ts';
import { QuantityCorrection } from './quantity-input.ts';
import type { QuantityLimits } from './quantity.ts';
import * as CART_MSG from './texts/cart.ts';

/**
 * pt-BR texts of the cart (panel, cart button, buy control, quantity stepper). The spec's own
 * cart texts ('Não foi possivel salvar o carrinho', 'Faça login para comprar', the empty-cart
 * text) stay in `MSG`; these are Vitrine's wording.
 */
export { CART_MSG };

/** Short name of the rule that set a line's price; the regular price needs none. @see spec §5 */
export const PRICE_RULE_LABEL: Readonly<Record<RegraPreco, string | null>> = {
  [RegraPreco.ATENDENTE]: 'Negociado',
  [RegraPreco.PROGRESSIVO]: 'Progressivo',
  [RegraPreco.ATACADO]: 'Atacado',
  [RegraPreco.REGULAR]: null,
};

/** "Carrinho, 3 itens" — the cart button's accessible name. */
export function cartButtonLabel(lineCount: number): string {
  return `${CART_MSG.cart}, ${lineCount} ${lineCount === 1 ? 'item' : 'itens'}`;
}

/** "Adicionar Arroz 5 kg ao carrinho". */
export function addToCartLabel(nome: string): string {
  return `${CART_MSG.add} ${nome} ao carrinho`;
}

/** "Remover Arroz 5 kg". */
export function removeLabel(nome: string): string {
  return `Remover ${nome}`;
}

/** "Quantidade de Arroz 5 kg" — the stepper group and its field. */
export function quantityLabel(nome: string): string {
  return `Quantidade de ${nome}`;
}

/** "Diminuir quantidade de Arroz 5 kg". */
export function decreaseLabel(nome: string): string {
  return `Diminuir quantidade de ${nome}`;
}

/** "Aumentar quantidade de Arroz 5 kg". */
export function increaseLabel(nome: string): string {
  return `Aumentar quantidade de ${nome}`;
}

/** "Total de Arroz 5 kg: R$ 24,90". @param total - centavos. */
export function lineTotalLabel(nome: string, total: Centavos): string {
  return `Total de ${nome}: ${formatBRL(total)}`;
}

/** "R$ 24,90 / kg" — a line's unit price. @param preco - centavos. */
export function unitPriceText(preco: Centavos, unidade: string): string {
  return `${formatBRL(preco)} / ${unidade}`;
}

/** "(+ R$ 5,00)" after the gift-wrap choice. @param total - centavos. */
export function giftWrapExtraText(total: Centavos): string {
  return `(+ ${formatBRL(total)})`;
}

/**
 * "(+ R$ 5,90 / un)" beside an unticked gift-wrap choice: the packaging price per unit, so the
 * buyer knows the cost before choosing. @param precoEmbalagem - centavos per unit.
 * @see spec §5 gift packaging
 */
export function giftWrapOfferText(precoEmbalagem: Centavos, unidade: string): string {
  return `(+ ${formatBRL(precoEmbalagem)} / ${unidade})`;
}

/**
 * "Vendido por kg · mínimo 0,5 kg · de 0,25 em 0,25 kg · máximo 10 kg" under the product
 * page's buy control; the minimum is left out when it is one step.
 *
 * @see spec §4 Quantity change, §9 defaults
 */
export function saleUnitHintText(limits: QuantityLimits, unidade: string): string {
  const parts = [`Vendido por ${saleUnitName(unidade)}`];
  if (limits.minimum !== limits.step)
    parts.push(`mínimo ${quantityWithUnit(limits.minimum, unidade)}`);
  parts.push(`de ${formatQuantity(limits.step)} em ${quantityWithUnit(limits.step, unidade)}`);
  if (limits.maximum !== null) parts.push(`máximo ${quantityWithUnit(limits.maximum, unidade)}`);
  return parts.join(' · ');
}

/** What a quantity correction is about: the result and the product's limits. */
export interface QuantityCorrectionContext {
  /** The quantity kept or set, milli-units. */
  quantidade: Milli;
  limits: QuantityLimits;
  unidade: string;
}

/**
 * Tells the buyer what was done to a quantity typed by hand and why, e.g.
 * "Quantidade ajustada para 0,5 kg: vendido de 0,25 em 0,25 kg."
 *
 * @see domain `resolveTypedQuantity`, issue 6 §8 (no silent correction)
 */
export function quantityCorrectionText(
  correction: QuantityCorrection,
  { quantidade, limits, unidade }: QuantityCorrectionContext,
): string {
  const result = quantityWithUnit(quantidade, unidade);
  switch (correction) {
    case QuantityCorrection.INVALID:
      return `Digite um número, como 2 ou 0,5. A quantidade continua ${result}.`;
    case QuantityCorrection.NEGATIVE:
      return `A quantidade não pode ser negativa. Ela continua ${result}.`;
    case QuantityCorrection.MINIMUM:
      return `Quantidade ajustada para ${result}: o mínimo por pedido é ${quantityWithUnit(limits.minimum, unidade)}.`;
    case QuantityCorrection.STEP:
      return `Quantidade ajustada para ${result}: vendido de ${formatQuantity(limits.step)} em ${quantityWithUnit(limits.step, unidade)}.`;
    case QuantityCorrection.MAXIMUM:
      return `Quantidade ajustada para ${result}: o máximo por pedido é ${quantityWithUnit(limits.maximum ?? quantidade, unidade)}.`;
    case QuantityCorrection.UNAVAILABLE:
      return 'Este produto está indisponível para compra e foi retirado do carrinho.';
  }
}

/** pt-BR texts of the negotiated (locked) cart and of the cart's notices (spec §4 Cart flow). */
export const CART_LOCK_TEXT = {
  unlock: 'Desbloquear',
  unlocking: 'Desbloqueando…',
  unlockHint: 'Ao desbloquear, você pode alterar o carrinho e os preços voltam ao normal.',
  unlocked: 'Carrinho desbloqueado: os preços voltaram ao normal.',
  unlockFailed: 'Não foi possível desbloquear o carrinho. Tente novamente.',
  loadErrorRetry: 'Tentar de novo',
} as const;

/**
 * "Este carrinho está em negociação… Atendimento: Carla Souza." — the locked cart's banner, with
 * the attendant's name when the server sent it.
 */
export function lockedCartText(atendente: string | null): string {
  return atendente ? `${CART_MSG.locked} Atendimento: ${atendente}.` : CART_MSG.locked;
}
