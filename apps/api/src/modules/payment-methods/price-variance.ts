import { and, eq } from 'drizzle-orm';
import { paymentVarianceBp, SUPPLIER_TAGS, hasTag, varyProductPrices } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { formasPagamento } from '../../db/schema/index.ts';
import type { ProdutoRow } from '../catalog/product-mapper.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';

/**
 * A payment-method id as the catalog queries carry it (`formapagamento`, `idformapagamento`:
 * free text in the contract): a positive integer, or null for anything else (ignored).
 */
export function paymentMethodIdOf(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}

/**
 * The price adjustment (basis points) that applies when the request names payment method
 * `idformapagto`: the method's `ajuste_preco_bp` when the supplier has the tag
 * support-price-variance-by-payment and the method is one of its active ones; 0 otherwise (no
 * method, unknown or another supplier's method, or a supplier without the tag — no query then).
 * @see spec §6 support-price-variance-by-payment; domain `paymentVarianceBp`
 */
export async function paymentAdjustmentBp(
  db: DbOrTx,
  supplier: Tenant,
  idformapagto: number | null | undefined,
): Promise<number> {
  if (!idformapagto || !hasTag(supplier.tags, SUPPLIER_TAGS.SUPPORT_PRICE_VARIANCE_BY_PAYMENT))
    return 0;
  const [method] = await db
    .select({ ajustePrecoBp: formasPagamento.ajustePrecoBp })
    .from(formasPagamento)
    .where(
      and(
        eq(formasPagamento.idfornecedor, supplier.idfornecedor),
        eq(formasPagamento.idformapagto, idformapagto),
        eq(formasPagamento.ativo, true),
      ),
    );
  return paymentVarianceBp(supplier.tags, method);
}

/**
 * Product rows priced for a payment method: regular, wholesale and progressive prices adjusted
 * by `ajusteBp` with the domain's one rule (`varyProductPrices`); the same rows when 0. Listing,
 * product detail, cart and order all read their rows through this, so they show and charge the
 * same prices.
 */
export function varyProductRows<R extends ProdutoRow>(rows: readonly R[], ajusteBp: number): R[] {
  if (ajusteBp === 0) return [...rows];
  return rows.map((row) => {
    const varied = varyProductPrices(
      {
        preco: row.precoCentavos,
        precovendaatacado: row.precovendaatacadoCentavos,
        descontoProgressivo: row.descontoProgressivo,
      },
      ajusteBp,
    );
    return {
      ...row,
      precoCentavos: varied.preco,
      precovendaatacadoCentavos: varied.precovendaatacado ?? null,
      descontoProgressivo: varied.descontoProgressivo ? [...varied.descontoProgressivo] : null,
    };
  });
}
