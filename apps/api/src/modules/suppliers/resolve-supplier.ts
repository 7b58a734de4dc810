import { APP_MSG } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import type { SupplierCache } from './supplier-cache.ts';
import { hostCandidates, supplierRefOf } from './supplier-mapper.ts';
import type { SupplierRow } from './suppliers-repository.ts';

/**
 * The supplier by slug/UUID or, failing that, by the storefront's host (spec §2 Routing rules),
 * through the in-process supplier cache.
 * @throws NotFoundError 'Fornecedor não encontrado'.
 */
export async function resolveSupplier(
  suppliers: SupplierCache,
  ref: { idfornecedor?: string; dominio?: string },
): Promise<SupplierRow> {
  let supplier: SupplierRow | null = null;
  if (ref.idfornecedor !== undefined) {
    supplier = await suppliers.supplier(supplierRefOf(ref.idfornecedor));
  } else if (ref.dominio !== undefined) {
    for (const dominio of hostCandidates(ref.dominio)) {
      supplier = await suppliers.supplier({ dominio });
      if (supplier) break;
    }
  }
  if (!supplier) throw new NotFoundError(APP_MSG.supplierNotFound);
  return supplier;
}
