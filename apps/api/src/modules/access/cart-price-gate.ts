import { ACCESS_MSG, SUPPLIER_TAGS, hasTag, priceVisibility } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { ForbiddenError } from '../../errors/app-errors.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { findRegistrationAccess } from './access-repository.ts';

/**
 * Refuses a cart to a customer who may not see the supplier's prices yet: at a supplier tagged
 * support-budget, a registration awaiting approval sees no price in the catalog, and a cart
 * reply is nothing but prices, so it waits for the approval too (the storefront offers no buy
 * control meanwhile; this keeps a hand-made request from reading them).
 *
 * @throws ForbiddenError (403, campo cadastro_aprovado) with 'Os preços aparecem assim que seu
 *   cadastro for aprovado'.
 * @see spec §6 support-budget "needs approval before prices show"
 */
export async function assertCartPricesVisible(
  db: DbOrTx,
  idcliente: number,
  supplier: Tenant,
): Promise<void> {
  if (!hasTag(supplier.tags, SUPPLIER_TAGS.SUPPORT_BUDGET)) return;
  const registration = await findRegistrationAccess(db, idcliente, supplier.idfornecedor);
  const cadastroAprovado = registration?.cadastroAprovado ?? false;
  if (priceVisibility(supplier.tags, { kind: 'customer', cadastroAprovado }) !== 'visible')
    throw new ForbiddenError(ACCESS_MSG.pricesAfterApproval, 'cadastro_aprovado');
}
