import { hasTag, SUPPLIER_TAGS } from '../constants.ts';

/** What the ordering gate reads about one customer at one supplier. */
export interface OrderingGateInput {
  supplierTags: readonly string[];
  /** `cadastros_cliente.cadastro_aprovado` at this supplier. */
  cadastroAprovado: boolean;
  /** The supplier's current terms version, null when it publishes none. */
  currentTermsVersion: number | null;
  /** The version the customer accepted at this supplier, null when none. */
  acceptedTermsVersion: number | null;
}

/** Why an order is refused, or null when it may go ahead. */
export type OrderingRefusal = 'approval-required' | 'terms-required' | null;

/**
 * Whether a customer may submit an order at a supplier (spec §6 tags, §5 terms):
 * - block-not-approved-user or restrict-not-approved-user-submission, and the registration is
 *   not approved → 'approval-required';
 * - the supplier has current terms and the customer has not accepted exactly that version →
 *   'terms-required' (a new version asks again).
 * Approval is checked first: accepting terms does not let an unapproved customer order.
 *
 * @see spec §6 block-not-approved-user, restrict-not-approved-user-submission; §5 "Terms of
 *   use must be accepted per supplier"
 */
export function orderingRefusal(input: OrderingGateInput): OrderingRefusal {
  const blocksUnapproved =
    hasTag(input.supplierTags, SUPPLIER_TAGS.BLOCK_NOT_APPROVED_USER) ||
    hasTag(input.supplierTags, SUPPLIER_TAGS.RESTRICT_NOT_APPROVED_USER_SUBMISSION);
  if (blocksUnapproved && !input.cadastroAprovado) return 'approval-required';
  if (!termsAccepted(input.currentTermsVersion, input.acceptedTermsVersion))
    return 'terms-required';
  return null;
}

/**
 * Whether the customer's accepted terms version satisfies the supplier's current one: always
 * when the supplier publishes no terms; otherwise only the current version counts.
 *
 * @see spec §5 terms of use per supplier
 */
export function termsAccepted(
  currentTermsVersion: number | null,
  acceptedTermsVersion: number | null,
): boolean {
  return currentTermsVersion === null || acceptedTermsVersion === currentTermsVersion;
}
