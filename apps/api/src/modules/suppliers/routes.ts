import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses, Fornecedor, FornecedorIdParams, FornecedorParams, FornecedorQuery, FormasPagamentoParams,
  FormasPagamentoQuery, FormasPagamentoResposta, Rodape, TemaResposta,
} from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import { parseAppSegment } from '../../plugins/app-token.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Db } from '../../db/client.ts';
import { findSupplier, listPaymentMethods, listStores, type SupplierRow } from './suppliers-repository.ts';
import { supplierLogoSvg } from './supplier-logo.ts';
import { hostCandidates, supplierRefOf, toFormasPagamento, toFornecedor, toRodape } from './supplier-mapper.ts';

const TAGS = ['Fornecedor'];

/**
 * The supplier by slug/UUID or, failing that, by the storefront's host.
 * @throws HttpError 404 'Fornecedor não encontrado'.
 */
async function resolveSupplier(db: Db, ref: { idfornecedor?: string; dominio?: string }): Promise<SupplierRow> {
  let supplier: SupplierRow | null = null;
  if (ref.idfornecedor !== undefined) {
    supplier = await findSupplier(db, supplierRefOf(ref.idfornecedor));
  } else if (ref.dominio !== undefined) {
    for (const dominio of hostCandidates(ref.dominio)) {
      supplier = await findSupplier(db, { dominio });
      if (supplier) break;
    }
  }
  if (!supplier) throw new HttpError(404, APP_MSG.supplierNotFound);
  return supplier;
}

/**
 * Supplier storefront: supplier lookup (by slug, id or domain), theme, footer and payment methods.
 * @see spec §2 Routing rules, §3 Supplier, §7 Supplier, theme and content
 */
export default async function suppliersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v2/app/:apptoken/fornecedor', {
    schema: {
      tags: TAGS,
      summary: 'Fornecedor por slug, id ou domínio',
      description:
        'GET /v2/app/{apptoken}/fornecedor?idfornecedor=<slug ou UUID>&dominio=<host> → the supplier storefront: ' +
        'tags, payment methods, product sort orders, delivery types (from has-delivery/has-collect), theme and ' +
        'default store. idfornecedor wins over dominio. The customer-aware form ' +
        'GET /v2/app/{apptoken}{sep}{idcliente}/fornecedor needs that customer\'s session (Bearer): 401 ' +
        "'Sessão expirada, efetue login novamente', 403 for another customer. tipoEntrega picks tipoEntregaPadrao " +
        "when offered. 401 for a wrong app token; 404 'Fornecedor não encontrado'.",
      security: [{}, { bearer: [] }],
      params: FornecedorParams,
      querystring: FornecedorQuery,
      response: { 200: Fornecedor, ...errorResponses },
    },
  }, async (request) => {
    const { idcliente } = parseAppSegment(request.params.apptoken, app.config.APP_TOKEN);
    // Supplier data is public; the customer form only proves the session is still alive, and a
    // customer may look at another supplier (login-token redirect, spec §2), so no supplier check.
    if (idcliente !== null) await requireCustomer(app.db, request, idcliente);
    const supplier = await resolveSupplier(app.db, request.query);
    const [paymentMethods, stores] = await Promise.all([
      listPaymentMethods(app.db, supplier.idfornecedor),
      listStores(app.db, supplier.idfornecedor),
    ]);
    return toFornecedor(supplier, paymentMethods, stores, request.query.tipoEntrega);
  });

  r.get('/v2/configuracao/fornecedor/:id/tema', {
    schema: {
      tags: TAGS,
      summary: 'Tema da loja do fornecedor',
      description:
        'GET /v2/configuracao/fornecedor/{id}/tema ({id} = slug or UUID) → { tema }: colours and logo/banner ' +
        "URLs the storefront turns into CSS custom properties. 404 'Fornecedor não encontrado'.",
      params: FornecedorIdParams,
      response: { 200: TemaResposta, ...errorResponses },
    },
  }, async (request) => {
    const supplier = await resolveSupplier(app.db, { idfornecedor: request.params.id });
    return { tema: supplier.tema };
  });

  r.get('/v2/app/config/fornecedor/:id/rodape', {
    schema: {
      tags: TAGS,
      summary: 'Rodapé da loja do fornecedor',
      description:
        'GET /v2/app/config/fornecedor/{id}/rodape ({id} = slug or UUID) → footer text, contacts, formatted ' +
        "CNPJ and links. 404 'Fornecedor não encontrado'.",
      params: FornecedorIdParams,
      response: { 200: Rodape, ...errorResponses },
    },
  }, async (request) => {
    const supplier = await resolveSupplier(app.db, { idfornecedor: request.params.id });
    return toRodape(supplier);
  });

  r.get('/v2/app/:apptoken/fornecedor/:id/formas-pagamento', {
    schema: {
      tags: TAGS,
      summary: 'Formas de pagamento do fornecedor',
      description:
        'GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento?idcliente ({id} = slug or UUID) → the active ' +
        'payment methods in display order. idcliente is accepted (methods do not vary per customer). ' +
        "404 'Fornecedor não encontrado'.",
      params: FormasPagamentoParams,
      querystring: FormasPagamentoQuery,
      response: { 200: FormasPagamentoResposta, ...errorResponses },
    },
  }, async (request) => {
    parseAppSegment(request.params.apptoken, app.config.APP_TOKEN);
    const supplier = await resolveSupplier(app.db, { idfornecedor: request.params.id });
    return toFormasPagamento(await listPaymentMethods(app.db, supplier.idfornecedor));
  });

  r.get('/imagens/fornecedores/:slug.svg', {
    schema: {
      tags: TAGS,
      summary: 'Logo gerado do fornecedor (SVG)',
      description: "GET /imagens/fornecedores/{slug}.svg → the supplier's initials in its theme colours. 404 'Fornecedor não encontrado'.",
      params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Fornecedor inválido') }),
      response: { 200: z.string().describe('image/svg+xml'), ...errorResponses },
    },
  }, async (request, reply) => {
    const supplier = await findSupplier(app.db, supplierRefOf(request.params.slug));
    if (!supplier) throw new HttpError(404, APP_MSG.supplierNotFound);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(supplierLogoSvg(supplier.nome, supplier.tema));
  });
}
