import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  Fornecedor,
  FornecedorIdParams,
  FornecedorParams,
  FornecedorQuery,
  FormasPagamentoParams,
  FormasPagamentoQuery,
  FormasPagamentoResposta,
  Rodape,
  TemaResposta,
} from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors/app-errors.ts';
import { defineRoute, registerRoute } from '../../http/register-route.ts';
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

const routes = {
  find: defineRoute({
    method: 'GET',
    path: '/v2/app/:apptoken/fornecedor',
    params: FornecedorParams,
    query: FornecedorQuery,
    reply: Fornecedor,
    tags: TAGS,
    auth: 'customer-optional',
    summary: 'Fornecedor por slug, id ou domínio',
    description:
      'GET /v2/app/{apptoken}/fornecedor?idfornecedor=<slug ou UUID>&dominio=<host> → the supplier storefront: ' +
      'tags, payment methods, product sort orders, delivery types (from has-delivery/has-collect), theme and ' +
      'default store. idfornecedor wins over dominio. The customer-aware form ' +
      "GET /v2/app/{apptoken}{sep}{idcliente}/fornecedor needs that customer's session (Bearer): 401 " +
      "'Sessão expirada, efetue login novamente', 403 for another customer. tipoEntrega picks tipoEntregaPadrao " +
      "when offered. 401 for a wrong app token; 404 'Fornecedor não encontrado'.",
  }),
  theme: defineRoute({
    method: 'GET',
    path: '/v2/configuracao/fornecedor/:id/tema',
    params: FornecedorIdParams,
    reply: TemaResposta,
    tags: TAGS,
    auth: 'public',
    summary: 'Tema da loja do fornecedor',
    description:
      'GET /v2/configuracao/fornecedor/{id}/tema ({id} = slug or UUID) → { tema }: colours and logo/banner ' +
      "URLs the storefront turns into CSS custom properties. 404 'Fornecedor não encontrado'.",
  }),
  footer: defineRoute({
    method: 'GET',
    path: '/v2/app/config/fornecedor/:id/rodape',
    params: FornecedorIdParams,
    reply: Rodape,
    tags: TAGS,
    auth: 'public',
    summary: 'Rodapé da loja do fornecedor',
    description:
      'GET /v2/app/config/fornecedor/{id}/rodape ({id} = slug or UUID) → footer text, contacts, formatted ' +
      "CNPJ and links. 404 'Fornecedor não encontrado'.",
  }),
  paymentMethods: defineRoute({
    method: 'GET',
    path: '/v2/app/:apptoken/fornecedor/:id/formas-pagamento',
    params: FormasPagamentoParams,
    query: FormasPagamentoQuery,
    reply: FormasPagamentoResposta,
    tags: TAGS,
    auth: 'public',
    summary: 'Formas de pagamento do fornecedor',
    description:
      'GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento?idcliente ({id} = slug or UUID) → the active ' +
      'payment methods in display order. idcliente is accepted (methods do not vary per customer). ' +
      "404 'Fornecedor não encontrado'.",
  }),
};

/** API-only: the generated logo image (not a spec §7 call, so not in the contract's route table). */
const logoRoute = defineRoute({
  method: 'GET',
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
  registerRoute(app, routes.find, async (request) => {
    const supplier = await resolveSupplier(app.db, request.query);
    const [paymentMethods, stores] = await Promise.all([
      listPaymentMethods(app.db, supplier.idfornecedor),
      listActiveStores(app.db, supplier.idfornecedor),
    ]);
    return toFornecedor(supplier, paymentMethods, stores, request.query.tipoEntrega);
  });

  registerRoute(app, routes.theme, async (request) => {
    const supplier = await resolveSupplier(app.db, { idfornecedor: request.params.id });
    return { tema: supplier.tema };
  });

  registerRoute(app, routes.footer, async (request) => {
    const supplier = await resolveSupplier(app.db, { idfornecedor: request.params.id });
    return toRodape(supplier);
  });

  registerRoute(app, routes.paymentMethods, async (request) => {
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
