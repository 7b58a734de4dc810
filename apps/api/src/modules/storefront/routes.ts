import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@vitrine/contract';
import { registerRoute } from '../../http/register-route.ts';
import { CACHE_POLICY, conditionalReplies } from '../../plugins/http-cache.ts';
import { listCategories } from '../catalog/catalog-repository.ts';
import { resolveSupplier } from '../suppliers/resolve-supplier.ts';
import { toFornecedor, toRodape } from '../suppliers/supplier-mapper.ts';
import { bearerToken } from '../users/sessions.ts';
import { layoutSession } from './layout-session.ts';

/**
 * Cache-Control of a visitor's layout: what it holds is public in the spec §7 calls it composes,
 * so any cache may keep it for as long as the shortest of theirs (categories, a minute; ADR 0043).
 */
const VISITOR_LAYOUT_CACHE = CACHE_POLICY.catalog;

/**
 * The storefront's layout data in one round trip (issue 12 §3): supplier and theme, categories
 * with counts (maintained by triggers, ADR 0026), footer and, with a Bearer, the session check
 * and access gates. Supplier configuration comes from the in-process cache. Without a Bearer the
 * reply is the same for every visitor: public for a minute, with an ETag (304 on
 * `If-None-Match`), so the storefront keeps it (ADR 0060); with one it is private and never
 * stored. Either way it varies by `Authorization`, so no cache gives a visitor's reply to a
 * session or the other way round.
 * @see spec §2 Routing rules, §4 Session check, §7 Supplier, theme and content
 */
export default async function storefrontRoutes(app: FastifyInstance): Promise<void> {
  await conditionalReplies(app);
  registerRoute(app, apiRoutes.storefront.layout, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    reply.header('cache-control', token === null ? VISITOR_LAYOUT_CACHE : 'private, no-store');
    reply.header('vary', 'Authorization');
    const supplier = await resolveSupplier(app.suppliers, {
      idfornecedor: request.params.fornecedor,
    });
    const { idfornecedor } = supplier;
    const [paymentMethods, stores, categorias, sessao] = await Promise.all([
      app.suppliers.paymentMethods(idfornecedor),
      app.suppliers.stores(idfornecedor),
      listCategories(app.db, idfornecedor),
      layoutSession(app.db, token, supplier),
    ]);
    return {
      fornecedor: toFornecedor(supplier, paymentMethods, stores),
      categorias,
      rodape: toRodape(supplier),
      sessao,
    };
  });
}
