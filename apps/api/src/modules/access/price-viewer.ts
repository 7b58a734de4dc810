import type { FastifyReply, FastifyRequest } from 'fastify';
import { priceVisibility, supplierMayHidePrices, type PriceViewer } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Tenant } from '../suppliers/suppliers-repository.ts';
import { bearerToken, findLiveSession } from '../users/sessions.ts';
import { findRegistrationAccess } from './access-repository.ts';

/**
 * Who asks for a public catalog reply: the customer of the request's Bearer session when it is
 * a live session at this supplier, otherwise a visitor (a stale, foreign or missing token only
 * means "logged out" here — the catalog stays public).
 */
export async function priceViewerOf(
  db: DbOrTx,
  authorization: string | undefined,
  supplier: Tenant,
): Promise<PriceViewer> {
  const token = bearerToken(authorization);
  const session = token === null ? null : await findLiveSession(db, token);
  if (!session || session.idfornecedor !== supplier.idfornecedor) return { kind: 'visitor' };
  const registration = await findRegistrationAccess(db, session.idcliente, supplier.idfornecedor);
  return { kind: 'customer', cadastroAprovado: registration?.cadastroAprovado ?? false };
}

/**
 * Whether the caller of a price-bearing catalog reply may see the supplier's prices, and marks
 * the reply private (it depends on the caller: `Cache-Control: private, no-cache`,
 * `Vary: Authorization`) so no shared cache hands one caller's prices to another.
 * @see spec §6 hide-price-for-logged-out-customers, support-budget
 */
export async function pricesVisibleTo(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  supplier: Tenant,
): Promise<boolean> {
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'Authorization');
  if (!supplierMayHidePrices(supplier.tags)) return true;
  const viewer = await priceViewerOf(db, request.headers.authorization, supplier);
  return priceVisibility(supplier.tags, viewer) === 'visible';
}

/** A catalog product with every price field blanked (the reply then carries no price). */
export function withoutPrices<P extends object>(produto: P): P {
  return {
    ...produto,
    preco: null,
    preconf: null,
    precovendaatacado: null,
    minvendaatacado: null,
    preco_embalagem: null,
    efeitospoliticas: { descontoProgressivo: null },
  };
}
