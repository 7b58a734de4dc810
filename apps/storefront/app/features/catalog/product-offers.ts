import type { Produto } from '@vitrine/contract';
import {
  SALE_RULE_TEXT,
  canGiftWrap,
  pricedProductOf,
  progressiveTiersOf,
  quantityLimits,
  quantityRulesOf,
  reaisToCentavos,
  wholesaleOffer,
  type Centavos,
  type Milli,
  type WholesaleOffer,
} from '@vitrine/domain';

/**
 * What the catalog tells a buyer about a product's price and sale rules. The decisions are the
 * domain's (`wholesaleOffer`, `quantityLimits`, `canGiftWrap`); the texts are the domain's
 * catalog messages. This module only picks which ones a product needs.
 */

/** The reference ("de") price when it is above the price, centavos; else null. */
export function referencePrice(produto: Pick<Produto, 'preco' | 'preconf'>): Centavos | null {
  if (produto.preconf === null) return null;
  const reference = reaisToCentavos(produto.preconf);
  return reference > reaisToCentavos(produto.preco) ? reference : null;
}

/** The product's wholesale offer in sale units (domain `wholesaleOffer`), or null. */
export function productWholesaleOffer(
  produto: Produto,
  supplierTags: readonly string[],
): WholesaleOffer | null {
  return wholesaleOffer(pricedProductOf(produto), quantityRulesOf(produto), supplierTags);
}

/** Progressive-discount tiers, lowest first, milli-units and centavos. */
export function progressiveTiers(produto: Produto): { quantidade: Milli; preco: Centavos }[] {
  const map = produto.efeitospoliticas.descontoProgressivo;
  return map ? progressiveTiersOf(map) : [];
}

/**
 * The product page's "how it is sold" sentences (spec §3 Cart product, §4 Quantity change,
 * §5 prices): contents of a box, step, minimum and maximum per order, wholesale offer, gift
 * packaging. The step and the minimum are left out when they are the defaults (1 and one step).
 *
 * @param supplierTags - the supplier's tags (disable-product-multiple changes the wholesale offer).
 */
export function saleRuleTexts(produto: Produto, supplierTags: readonly string[]): string[] {
  const u = produto.unidade;
  const { step, minimum, maximum, purchasable } = quantityLimits(quantityRulesOf(produto));
  const texts: string[] = [];
  if (produto.multiploincremento > 1)
    texts.push(SALE_RULE_TEXT.contents(u, produto.multiploincremento));
  if (!purchasable) return [...texts, SALE_RULE_TEXT.unavailable];
  if (step !== 1000) texts.push(SALE_RULE_TEXT.step(step, u));
  if (minimum !== step) texts.push(SALE_RULE_TEXT.minimum(minimum, u));
  if (maximum !== null) texts.push(SALE_RULE_TEXT.maximum(maximum, u));
  const offer = productWholesaleOffer(produto, supplierTags);
  if (offer) texts.push(SALE_RULE_TEXT.wholesale(offer.preco, offer.quantidade, u));
  const packaging = pricedProductOf(produto).preco_embalagem;
  if (packaging != null && canGiftWrap(packaging))
    texts.push(SALE_RULE_TEXT.giftPackaging(packaging, u));
  return texts;
}
