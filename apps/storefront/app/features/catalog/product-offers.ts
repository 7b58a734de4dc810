import type { Produto } from '@vitrine/contract';
import { SALE_RULE_TEXT } from '@vitrine/domain/catalog-messages';
import {
  pricedProductOf,
  progressiveTiersOf,
  quantityRulesOf,
} from '@vitrine/domain/decimal-product';
import { reaisToCentavos, type Centavos, type Milli } from '@vitrine/domain/money';
import { canGiftWrap, wholesaleOffer, type WholesaleOffer } from '@vitrine/domain/pricing';
import { quantityLimits } from '@vitrine/domain/quantity';

/**
 * What the catalog tells a buyer about a product's price and sale rules. The decisions are the
 * domain's (`wholesaleOffer`, `quantityLimits`, `canGiftWrap`); the texts are the domain's
 * catalog messages. This module only picks which ones a product needs.
 */

/**
 * The reference ("de") price when it is above the price, centavos; else null. `preco`: the
 * product's price already in centavos, when the caller has it.
 */
export function referencePrice(
  produto: Pick<Produto, 'preco' | 'preconf'>,
  preco: Centavos = reaisToCentavos(produto.preco),
): Centavos | null {
  if (produto.preconf === null) return null;
  const reference = reaisToCentavos(produto.preconf);
  return reference > preco ? reference : null;
}

/** The product's wholesale offer in sale units (domain `wholesaleOffer`), or null. */
export function productWholesaleOffer(
  produto: Produto,
  supplierTags: readonly string[],
): WholesaleOffer | null {
  return wholesaleOffer(pricedProductOf(produto), quantityRulesOf(produto), supplierTags);
}

/** What a product's price tag shows: the price, a higher reference price, the offers. */
export interface PriceTagFacts {
  /** The price per sale unit, centavos. */
  preco: Centavos;
  /** The reference ("de") price when it is above the price, centavos; else null. */
  reference: Centavos | null;
  /** The wholesale offer in sale units, or null. */
  offer: WholesaleOffer | null;
  /** Whether the product has progressive-discount tiers. */
  progressive: boolean;
}

/**
 * The price tag's facts of one product (the decisions are {@link referencePrice}'s,
 * {@link productWholesaleOffer}'s and {@link progressiveTiers}'), converting its prices from
 * reais once: a list page shows 20 tags on every server render (ADR 0064).
 */
export function priceTagFacts(produto: Produto, supplierTags: readonly string[]): PriceTagFacts {
  const priced = pricedProductOf(produto);
  return {
    preco: priced.preco,
    reference: referencePrice(produto, priced.preco),
    offer: wholesaleOffer(priced, quantityRulesOf(produto), supplierTags),
    progressive: (priced.descontoProgressivo?.length ?? 0) > 0,
  };
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
