import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes, defineRoute } from '@vitrine/contract';
import { APP_MSG, isValidPolygon } from '@vitrine/domain';
import { NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import { cacheReply, conditionalReplies } from '../../plugins/http-cache.ts';
import { listServiceAreas } from './suppliers-repository.ts';
import { resolveSupplier } from './resolve-supplier.ts';
import { cepPoint } from '../../adapters/cep/cep-point.ts';
import { createCepProvider } from '../../adapters/cep/cep-providers.ts';
import {
  assertSupplierServes,
  findSuppliersAt,
  hasLocation,
  locationMode,
  resolveLocation,
  toLojaFornecedor,
  type LocateCep,
} from './suppliers-service.ts';
import { supplierLogoSvg } from './supplier-logo.ts';
import { supplierRefOf, toFormasPagamento, toFornecedor, toRodape } from './supplier-mapper.ts';

const TAGS = ['Fornecedor'];

/** API-only: the generated logo image (not a spec §7 call, so not in the contract's route table). */
const logoRoute = defineRoute({
  method: 'GET',
  segment: 'none',
  path: '/imagens/fornecedores/:slug.svg',
  params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Fornecedor inválido') }),
  reply: z.string().describe('image/svg+xml'),
  tags: TAGS,
  auth: 'public',
  summary: 'Logo gerado do fornecedor (SVG)',
  description:
    "GET /imagens/fornecedores/{slug}.svg → the supplier's initials in its theme colours. 404 'Fornecedor não encontrado'.",
});

/** What the supplier routes need from outside the module. */
export interface SuppliersRoutesOptions {
  /** CEP → point, for the location lookup. Defaults to the configured CEP provider's point. */
  locateCep?: LocateCep;
}

/** Per-client and global limits of the location lookup (it reads every supplier's areas). */
const LOCATION_LIMITS = { name: 'fornecedor-local', perClient: 60, global: 3000 };

/**
 * Supplier storefront: supplier lookup (by slug, id or domain, or by location), service area,
 * theme, footer and payment methods.
 * Supplier data is public; on the customer form of the lookup the request-context hook proves
 * the session is still alive, with no supplier check, because a customer may look at another
 * supplier (login-token redirect, spec §2).
 * @see spec §2 Routing rules, §3 Supplier, §7 Supplier, theme and content
 */
export default async function suppliersRoutes(
  app: FastifyInstance,
  options: SuppliersRoutesOptions = {},
): Promise<void> {
  const cep = createCepProvider(app.config);
  const locateCep = options.locateCep ?? ((digits: string) => cepPoint(cep, digits));
  // Only the location-only lookup is limited: it reads every supplier's areas, while the
  // by-slug form is read by the storefront on every page from one address.
  const locationLimit = limitRequests(app, LOCATION_LIMITS);
  // ETag/304 on every reply; public Cache-Control where the reply is the same for everyone.
  await conditionalReplies(app);

  registerRoute(app, apiRoutes.suppliers.find, async (request, reply) => {
    const { query } = request;
    const mode = locationMode(query.tipoEntrega, query.queryPoligonoDeColeta);
    const located = hasLocation(query);
    if (query.idfornecedor === undefined && query.dominio === undefined) {
      // Only a location: the suppliers that serve it (spec §4 Address to supplier).
      await locationLimit.call(app, request as FastifyRequest, reply);
      // A location may be the customer's own address: this caller's reply only.
      cacheReply(reply, 'private');
      const where = await resolveLocation(app.db, query, request.customer, locateCep);
      return findSuppliersAt(app.db, where, mode, query.idempresa);
    }
    const supplier = await resolveSupplier(app.suppliers, query);
    cacheReply(reply, located ? 'private' : 'supplier');
    if (located) {
      const where = await resolveLocation(app.db, query, request.customer, locateCep);
      await assertSupplierServes(app.db, { ...supplier, logo: supplier.tema.logo }, where, mode);
    }
    const [paymentMethods, stores] = await Promise.all([
      app.suppliers.paymentMethods(supplier.idfornecedor),
      app.suppliers.stores(supplier.idfornecedor),
    ]);
    return toFornecedor(supplier, paymentMethods, stores, query.tipoEntrega);
  });

  registerRoute(app, apiRoutes.suppliers.serviceArea, async (request, reply) => {
    const supplier = await resolveSupplier(app.suppliers, request.query);
    cacheReply(reply, 'supplier');
    const [areas, stores] = await Promise.all([
      listServiceAreas(app.db, [supplier.idfornecedor]),
      app.suppliers.stores(supplier.idfornecedor),
    ]);
    return {
      // Areas defined only by CEP prefixes have no polygon to draw.
      coordenadas: areas.map((a) => a.coordenadas).filter((c) => isValidPolygon(c)),
      coordenadas_lojas: stores.map(toLojaFornecedor),
    };
  });

  registerRoute(app, apiRoutes.suppliers.theme, async (request, reply) => {
    const supplier = await resolveSupplier(app.suppliers, { idfornecedor: request.params.id });
    cacheReply(reply, 'supplier');
    return { tema: supplier.tema };
  });

  registerRoute(app, apiRoutes.suppliers.footer, async (request, reply) => {
    const supplier = await resolveSupplier(app.suppliers, { idfornecedor: request.params.id });
    cacheReply(reply, 'supplier');
    return toRodape(supplier);
  });

  registerRoute(app, apiRoutes.suppliers.paymentMethods, async (request, reply) => {
    const supplier = await resolveSupplier(app.suppliers, { idfornecedor: request.params.id });
    cacheReply(reply, 'supplier');
    return toFormasPagamento(await app.suppliers.paymentMethods(supplier.idfornecedor));
  });

  registerRoute(app, logoRoute, async (request, reply) => {
    const supplier = await app.suppliers.supplier(supplierRefOf(request.params.slug));
    if (!supplier) throw new NotFoundError(APP_MSG.supplierNotFound);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(supplierLogoSvg(supplier.nome, supplier.tema));
  });
}
