import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppSegmentKind, RouteAuth } from '@vitrine/contract';
import { APP_MSG, MSG } from '@vitrine/domain';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../errors/app-errors.ts';
import { bearerToken, findLiveSession, type CustomerSession } from '../modules/users/sessions.ts';
import {
  findLiveAttendantSession,
  type AttendantSession,
} from '../modules/attendants/attendant-sessions.ts';
import {
  findLiveRepresentativeSession,
  type RepresentativeSession,
} from '../modules/representatives/representatives-repository.ts';
import type { Tenant } from '../modules/suppliers/suppliers-repository.ts';
import { parseAppSegment, type AppSegment } from './app-token.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every API route (see http/register-route.ts); the hook below reads it. */
    auth?: RouteAuth;
    /** What the route's `:apptoken` segment holds (the contract's `segment`). */
    segment?: AppSegmentKind;
    /** Resolve `request.supplier` from the request's `idfornecedor` (404 when unknown). */
    tenant?: boolean;
    /** Error replies also carry `Mensagem` (plugins/errors.ts). */
    mensagemLegada?: boolean;
  }
  interface FastifyRequest {
    /** The `{apptoken}` / `{apptoken}{sep}{idcliente}` segment, when the path has one. */
    appSegment: AppSegment | null;
    /** The customer of the Bearer session, when the route asked for one. */
    customer: CustomerSession | null;
    /** The attendant of the Bearer session, on `attendant` routes. */
    attendant: AttendantSession | null;
    /** The supplier the request acts on, when the route declared `tenant`. */
    supplier: Tenant | null;
    /** The sales representative of the Bearer session, on `representative` routes. */
    representative: RepresentativeSession | null;
  }
}

/**
 * Resolves the request context once, before any handler runs (the fastify/demo autohooks
 * pattern): the app token and `{sep}` customer id of the path, the customer's session and the
 * tenant. Handlers read `request.appSegment`, `request.customer` and `request.supplier`.
 *
 * Rules, for routes that declare `auth` (spec §7 Notation, §4 Session check):
 * - a path param `apptoken` must carry the app token (401 'Token de aplicativo inválido');
 * - `customer` routes need a live session (401 'Sessão expirada, efetue login novamente') of
 *   the customer the path names — `:idcliente`/`:idclient`, else the `{sep}` id — and, when the
 *   request names an `idfornecedor` (path, query or body), of that supplier (403 otherwise);
 * - on routes whose segment is `{apptoken}{sep}{idcliente}` (contract `segment: 'customer'`) the
 *   `{sep}` id is required (400) and must equal `:idcliente` when the path has one (403);
 * - `customer-optional` routes check the session only when the `{sep}` id is present;
 * - `attendant` routes need a live attendant session (401 'Sessão expirada, efetue login
 *   novamente'; a customer's token is none) of the supplier the request names (403 otherwise);
 * - `representative` routes need a live representative session (401 'Sessão expirada, efetue
 *   login novamente'; a customer's or attendant's token is none) of the supplier the request
 *   names (403 otherwise);
 * - `tenant` routes load the supplier of `idfornecedor` (404 'Fornecedor não encontrado').
 *
 * Runs as a preHandler, after schema validation, so params, query and body are typed values.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('appSegment', null);
  app.decorateRequest('customer', null);
  app.decorateRequest('attendant', null);
  app.decorateRequest('supplier', null);
  app.decorateRequest('representative', null);

  app.addHook('preHandler', async (request) => {
    const { auth, segment: segmentKind, tenant } = request.routeOptions.config;
    if (auth === undefined) return;
    const params = fieldsOf(request.params);
    const segment =
      typeof params.apptoken === 'string'
        ? parseAppSegment(params.apptoken, app.config.APP_TOKEN)
        : null;
    request.appSegment = segment;

    if (auth === 'customer' || (auth === 'customer-optional' && segment?.idcliente != null)) {
      const pathCustomer = numberOf(params.idcliente) ?? numberOf(params.idclient);
      const segmentCustomer = segment?.idcliente ?? null;
      // A `{apptoken}{sep}{idcliente}` route whose path names nobody else needs the `{sep}` id.
      if (segmentKind === 'customer' && segmentCustomer === null && pathCustomer === null) {
        throw new InvalidInputError(APP_MSG.invalidRequest, 'idcliente');
      }
      const idfornecedor = auth === 'customer' ? requestedSupplier(request) : null;
      request.customer = await authenticate(
        app,
        request,
        pathCustomer ?? segmentCustomer,
        idfornecedor,
      );
      // `{apptoken}{sep}{idcliente}` and `/usuario/{idcliente}` must name the same customer.
      if (segmentKind === 'customer' && pathCustomer !== null && segmentCustomer !== pathCustomer) {
        throw new ForbiddenError(APP_MSG.forbidden, 'idcliente');
      }
    }

    if (auth === 'attendant') {
      request.attendant = await authenticateAttendant(app, request, requestedSupplier(request));
    }

    if (auth === 'representative') {
      request.representative = await authenticateRepresentative(
        app,
        request,
        requestedSupplier(request),
      );
    }

    if (tenant) {
      const idfornecedor = requestedSupplier(request);
      const supplier = idfornecedor === null ? null : await app.suppliers.tenant(idfornecedor);
      if (!supplier) throw new NotFoundError(APP_MSG.supplierNotFound);
      request.supplier = supplier;
    }
  });
});

/**
 * The live session of the request's Bearer token, checked against the customer and supplier
 * the request names.
 * @throws UnauthenticatedError without a live session; ForbiddenError for another customer's
 *   or another supplier's session.
 */
async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  idcliente: number | null,
  idfornecedor: string | null,
): Promise<CustomerSession> {
  const token = bearerToken(request.headers.authorization);
  const session = token === null ? null : await findLiveSession(app.db, token);
  if (!session) throw new UnauthenticatedError(MSG.sessionExpired);
  if (idcliente !== null && session.idcliente !== idcliente)
    throw new ForbiddenError(APP_MSG.forbidden);
  if (idfornecedor !== null && session.idfornecedor !== idfornecedor)
    throw new ForbiddenError(APP_MSG.forbidden);
  return session;
}

/**
 * The live attendant session of the request's Bearer token, checked against the supplier the
 * request names (spec §6 Attendant: staff of one supplier).
 * @throws UnauthenticatedError without a live attendant session; ForbiddenError for another
 *   supplier.
 */
async function authenticateAttendant(
  app: FastifyInstance,
  request: FastifyRequest,
  idfornecedor: string | null,
): Promise<AttendantSession> {
  const token = bearerToken(request.headers.authorization);
  const session = token === null ? null : await findLiveAttendantSession(app.db, token);
  if (!session) throw new UnauthenticatedError(MSG.sessionExpired);
  if (idfornecedor !== null && session.idfornecedor !== idfornecedor)
    throw new ForbiddenError(APP_MSG.forbidden);
  return session;
}

/**
 * The live representative session of the request's Bearer token, checked against the supplier
 * the request names (spec §6: staff of one supplier).
 * @throws UnauthenticatedError without a live representative session; ForbiddenError for
 *   another supplier.
 */
async function authenticateRepresentative(
  app: FastifyInstance,
  request: FastifyRequest,
  idfornecedor: string | null,
): Promise<RepresentativeSession> {
  const token = bearerToken(request.headers.authorization);
  const session = token === null ? null : await findLiveRepresentativeSession(app.db, token);
  if (!session) throw new UnauthenticatedError(MSG.sessionExpired);
  if (idfornecedor !== null && session.idfornecedor !== idfornecedor)
    throw new ForbiddenError(APP_MSG.forbidden);
  return session;
}

/** The `idfornecedor` the request names: path first, then query, then body. */
function requestedSupplier(request: FastifyRequest): string | null {
  for (const source of [request.params, request.query, request.body]) {
    const value = fieldsOf(source).idfornecedor;
    if (typeof value === 'string') return value;
  }
  return null;
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? { ...value } : {};
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}
