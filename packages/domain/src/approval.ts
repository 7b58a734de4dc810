import { SUPPLIER_TAGS, hasTag } from './constants.ts';

/**
 * Whether the supplier makes new customers wait for approval: tags support-budget or
 * block-not-approved-user.
 *
 * @param supplierTags - the supplier's tag list.
 * @see spec §4 Login step 3, §6 supplier tags
 */
export function requiresApproval(supplierTags: readonly string[]): boolean {
  return (
    hasTag(supplierTags, SUPPLIER_TAGS.SUPPORT_BUDGET) ||
    hasTag(supplierTags, SUPPLIER_TAGS.BLOCK_NOT_APPROVED_USER)
  );
}

/**
 * Whether a customer still waits for the supplier's approval ('Cadastro em análise'): the
 * supplier requires approval and the registration is not approved. At a supplier that does
 * not require it, every customer counts as approved.
 *
 * @param cadastroAprovado - the registration's approval flag at this supplier.
 * @see spec §4 Login step 3, Session check
 */
export function isAwaitingApproval(
  supplierTags: readonly string[],
  cadastroAprovado: boolean,
): boolean {
  return requiresApproval(supplierTags) && !cadastroAprovado;
}
