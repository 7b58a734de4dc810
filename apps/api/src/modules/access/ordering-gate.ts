import { ACCESS_MSG, orderingRefusal } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { ForbiddenError } from '../../errors/app-errors.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { currentTermsVersion } from '../terms/terms-repository.ts';
import { findRegistrationAccess } from './access-repository.ts';

/**
 * The server-side ordering gate, called INSIDE the order transaction: re-reads the customer's
 * registration at the supplier under a share lock (an approval revoked between cart and submit
 * refuses the order; a concurrent revocation waits for it) and the supplier's current terms.
 *
 * @param tx - the order's transaction.
 * @throws ForbiddenError (403, campo cadastro_aprovado) when block-not-approved-user or
 *   restrict-not-approved-user-submission is set and the customer is not approved;
 *   ForbiddenError (403, campo termosuso) when the supplier's current terms version is not the
 *   accepted one; ForbiddenError when the customer has no registration at the supplier.
 * @see spec §6 tags, §5 terms of use per supplier
 */
export async function assertMayOrder(
  tx: DbOrTx,
  idcliente: number,
  supplier: Tenant,
): Promise<void> {
  const registration = await findRegistrationAccess(tx, idcliente, supplier.idfornecedor, 'share');
  if (!registration) throw new ForbiddenError(ACCESS_MSG.orderNeedsApproval, 'cadastro_aprovado');
  const refusal = orderingRefusal({
    supplierTags: supplier.tags,
    cadastroAprovado: registration.cadastroAprovado,
    currentTermsVersion: await currentTermsVersion(tx, supplier.idfornecedor),
    acceptedTermsVersion: registration.termosusoVersao,
  });
  if (refusal === 'approval-required')
    throw new ForbiddenError(ACCESS_MSG.orderNeedsApproval, 'cadastro_aprovado');
  if (refusal === 'terms-required')
    throw new ForbiddenError(ACCESS_MSG.orderNeedsTerms, 'termosuso');
}
