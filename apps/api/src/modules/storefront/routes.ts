import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { registerRoute } from '../../http/register-route.ts';
import { listCategories } from '../catalog/catalog-repository.ts';
import { resolveSupplier } from '../suppliers/resolve-supplier.ts';
import { toFornecedor, toRodape } from '../suppliers/supplier-mapper.ts';
import { bearerToken } from '../users/sessions.ts';
import { layoutSession } from './layout-session.ts';

/**
 * The storefront's layout data in one round trip (issue 12 §3): supplier and theme, categories
 * with counts (maintained by triggers, ADR 0026), footer and, with a Bearer, the session check
 * and access gates. Supplier configuration comes from the in-process cache; the reply varies by
 * Bearer, so it is private and never stored.
 * @see spec §2 Routing rules, §4 Session check, §7 Supplier, theme and content
 */
export default async function storefrontRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, apiRoutes.storefront.layout, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const supplier = await resolveSupplier(app.suppliers, {
      idfornecedor: request.params.fornecedor,
    });
    const { idfornecedor } = supplier;
    const [paymentMethods, stores, categorias, sessao] = await Promise.all([
      app.suppliers.paymentMethods(idfornecedor),
      app.suppliers.stores(idfornecedor),
      listCategories(app.db, idfornecedor),
      layoutSession(app.db, bearerToken(request.headers.authorization), supplier),
    ]);
    return {
      fornecedor: toFornecedor(supplier, paymentMethods, stores),
      categorias,
      rodape: toRodape(supplier),
      sessao,
    };
  });
}
