import { isAwaitingApproval } from '../approval.ts';
import { hasTag, SUPPLIER_TAGS } from '../constants.ts';

/** Who looks at a price: a visitor, or a logged-in customer with its approval flag at the supplier. */
export type PriceViewer = { kind: 'visitor' } | { kind: 'customer'; cadastroAprovado: boolean };

/** Why prices are hidden, or 'visible'. */
export type PriceVisibility = 'visible' | 'login-required' | 'approval-required';

/**
 * Whether a viewer may see the supplier's prices (spec §6 tags):
 * - hide-price-for-logged-out-customers hides them from visitors ('login-required');
 * - support-budget hides them until approval from a logged-in unapproved customer
 *   ('approval-required'); a visitor of such a supplier sees the prices unless the supplier
 *   also hides them from visitors (the spec ties support-budget to approval, not to login).
 * Every other case is 'visible'.
 *
 * @param supplierTags - the supplier's tag list.
 * @see spec §6 Supplier tags hide-price-for-logged-out-customers, support-budget
 */
export function priceVisibility(
  supplierTags: readonly string[],
  viewer: PriceViewer,
): PriceVisibility {
  if (viewer.kind === 'visitor') {
    return hasTag(supplierTags, SUPPLIER_TAGS.HIDE_PRICE_FOR_LOGGED_OUT)
      ? 'login-required'
      : 'visible';
  }
  return hasTag(supplierTags, SUPPLIER_TAGS.SUPPORT_BUDGET) &&
    isAwaitingApproval(supplierTags, viewer.cadastroAprovado)
    ? 'approval-required'
    : 'visible';
}

/**
 * Whether the supplier's tags can hide its prices from anybody (hide-price-for-logged-out-customers
 * or support-budget): when false every viewer sees them, and a caller need not find out who asks.
 *
 * @param supplierTags - the supplier's tag list.
 * @see priceVisibility
 */
export function supplierMayHidePrices(supplierTags: readonly string[]): boolean {
  return (
    hasTag(supplierTags, SUPPLIER_TAGS.HIDE_PRICE_FOR_LOGGED_OUT) ||
    hasTag(supplierTags, SUPPLIER_TAGS.SUPPORT_BUDGET)
  );
}
