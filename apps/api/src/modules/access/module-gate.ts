import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { apiRoutes } from '@vitrine/contract';
import { ACCESS_MSG, moduleEnabled, MODULOS, type Modulo } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { fornecedores } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/app-errors.ts';

/**
 * The API areas a supplier's `modulos` list switches off, by route path: the customer's
 * invoices (FATURAS) and coupon lists (CUPONS). Ordering itself is the storefront's core and
 * is not gated here.
 */
const GATED_PATHS: ReadonlyMap<string, Modulo> = new Map([
  [apiRoutes.invoices.list.path, MODULOS.FATURAS],
  [apiRoutes.coupons.list.path, MODULOS.CUPONS],
  [apiRoutes.coupons.referral.path, MODULOS.CUPONS],
]);

/** The supplier's `modulos` list, or null for an unknown supplier. */
export async function supplierModules(db: DbOrTx, idfornecedor: string): Promise<string[] | null> {
  const [row] = await db
    .select({ modulos: fornecedores.modulos })
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, idfornecedor))
    .limit(1);
  return row?.modulos ?? null;
}

/**
 * Refuses the routes of a module the supplier does not offer (404 'Este recurso não está
 * disponível nesta loja'), after the request context is resolved: the supplier is the
 * tenant's, else the customer session's. Registered once, for every route.
 * @see spec §6 "The supplier's modulos list gates module access. The value 'Todos' means all modules."
 */
export const moduleGatePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const modulo = GATED_PATHS.get(request.routeOptions.url ?? '');
    if (!modulo) return;
    const idfornecedor = request.supplier?.idfornecedor ?? request.customer?.idfornecedor;
    if (!idfornecedor) return;
    const modulos = await supplierModules(app.db, idfornecedor);
    if (modulos && !moduleEnabled(modulos, modulo))
      throw new NotFoundError(ACCESS_MSG.moduleUnavailable);
  });
});
