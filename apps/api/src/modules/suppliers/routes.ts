import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, defineRoute } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  findSupplier,
  listActiveStores,
  listPaymentMethods,
  type SupplierRow,
} from './suppliers-repository.ts';
import { supplierLogoSvg } from './supplier-logo.ts';
import {
  hostCandidates,
  supplierRefOf,
  toFormasPagamento,
  toFornecedor,
  toRodape,
} from './supplier-mapper.ts';

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

/**
 * The supplier by slug/UUID or, failing that, by the storefront's host.
 * @throws NotFoundError 'Fornecedor não encontrado'.
 */
async function resolveSupplier(
  db: DbOrTx,
  ref: { idfornecedor?: string; dominio?: string },
): Promise<SupplierRow> {
  let supplier: SupplierRow | null = null;
  if (ref.idfornecedor !== undefined) {
    supplier = await findSupplier(db, supplierRefOf(ref.idfornecedor));
  } else if (ref.dominio !== undefined) {
    for (const dominio of hostCandidates(ref.dominio)) {
      supplier = await findSupplier(db, { dominio });
      if (supplier) break;
    }
  }
  if (!supplier) throw new NotFoundError(APP_MSG.supplierNotFound);
  return supplier;
}

/**
 * Supplier storefront: supplier lookup (by slug, id or domain), theme, footer and payment methods.
 * Supplier data is public; on the customer form of the lookup the request-context hook proves
 * the session is still alive, with no supplier check, because a customer may look at another
 * supplier (login-token redirect, spec §2).
 * @see spec §2 Routing rules, §3 Supplier, §7 Supplier, theme and content
 */
export default async function suppliersRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, apiRoutes.suppliers.find, async (request) => {
    const supplier = await resolveSupplier(app.db, request.query);
    const [paymentMethods, stores] = await Promise.all([
      listPaymentMethods(app.db, supplier.idfornecedor),
      listActiveStores(app.db, supplier.idfornecedor),
    ]);
    return toFornecedor(supplier, paymentMethods, stores, request.query.tipoEntrega);
  });

  registerRoute(app, apiRoutes.suppliers.theme, async (request) => {
    const supplier = await resolveSupplier(app.db, { idfornecedor: request.params.id });
    return { tema: supplier.tema };
  });

  registerRoute(app, apiRoutes.suppliers.footer, async (request) => {
    const supplier = await resolveSupplier(app.db, { idfornecedor: request.params.id });
    return toRodape(supplier);
  });

  registerRoute(app, apiRoutes.suppliers.paymentMethods, async (request) => {
    const supplier = await resolveSupplier(app.db, { idfornecedor: request.params.id });
    return toFormasPagamento(await listPaymentMethods(app.db, supplier.idfornecedor));
  });

  registerRoute(app, logoRoute, async (request, reply) => {
    const supplier = await findSupplier(app.db, supplierRefOf(request.params.slug));
    if (!supplier) throw new NotFoundError(APP_MSG.supplierNotFound);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(supplierLogoSvg(supplier.nome, supplier.tema));
  });
}
