import { hasTag, SUPPLIER_TAGS } from '../constants.ts';

/**
 * Whether the supplier takes a cart as a quote request (the order starts ORCAMENTO_NOVO, the
 * supplier prices it, the buyer accepts it): suppliers tagged `support-budget`.
 * @see spec §4 Order statuses, §6 tags; issue 10 §5; ADR 0024
 */
export function acceptsQuoteRequests(supplierTags: readonly string[]): boolean {
  return hasTag(supplierTags, SUPPLIER_TAGS.SUPPORT_BUDGET);
}
