import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ErroResposta,
  errorResponses,
  type ContractRoute,
  type RouteAuth,
} from '@vitrine/contract';
import type { CustomerSession } from '../modules/users/sessions.ts';
import type { AttendantSession } from '../modules/attendants/attendant-sessions.ts';
import type { Tenant } from '../modules/suppliers/suppliers-repository.ts';
import type { RepresentativeSession } from '../modules/representatives/representatives-repository.ts';

/** A route of the contract's table (`apiRoutes`), or an API-only one declared the same way. */
export type ApiRoute = ContractRoute;

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of `R` receives: validated input, and the context its `auth` guarantees. */
export type RouteRequest<R extends ApiRoute, T extends boolean> = FastifyRequest<{
  Params: Parsed<R['params']>;
  Querystring: Parsed<R['query']>;
  Body: Parsed<R['body']>;
}> & {
  customer: R['auth'] extends 'customer' ? CustomerSession : CustomerSession | null;
  attendant: R['auth'] extends 'attendant' ? AttendantSession : AttendantSession | null;
  representative: R['auth'] extends 'representative'
    ? RepresentativeSession
    : RepresentativeSession | null;
  supplier: T extends true ? Tenant : Tenant | null;
};

/** A handler of `R`: returns the 200 reply (validated and serialised by its schema) or sends its own. */
export type RouteHandler<R extends ApiRoute, T extends boolean> = (
  request: RouteRequest<R, T>,
  reply: FastifyReply,
) => Promise<z.input<R['reply']> | FastifyReply>;

/** What only the API adds to a route: the tenant lookup, route config, request limits. */
export interface RouteOptions<T extends boolean> {
  /** Load `request.supplier` from the request's `idfornecedor` (404 when unknown). */
  tenant?: T;
  config?: Omit<FastifyContextConfig, 'auth' | 'segment' | 'tenant'>;
  /** Hooks run before the body is read, e.g. `limitRequests` (plugins/rate-limits.ts). */
  onRequest?: onRequestAsyncHookHandler[];
}

const SECURITY: Record<RouteAuth, readonly Record<string, string[]>[] | undefined> = {
  public: undefined,
  customer: [{ bearer: [] }],
  'customer-optional': [{}, { bearer: [] }],
  attendant: [{ bearer: [] }],
  representative: [{ bearer: [] }],
};

/**
 * Registers one route from its row of the contract's route table (`apiRoutes` of
 * `@vitrine/contract`), so the path, the fields and the reply cannot differ between the API and
 * the storefront's client: the Fastify schema (params, querystring, body, response 200 and
 * every error reply, OpenAPI security from `auth`, tags, summary, description) is built here,
 * and the request-context hook (plugins/request-context.ts) enforces `auth` before `handler`.
 */
export function registerRoute<const R extends ApiRoute, const T extends boolean = false>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R, T>,
  options: RouteOptions<T> = {},
): void {
  const security = SECURITY[route.auth];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    config: {
      ...options.config,
      auth: route.auth,
      segment: route.segment,
      tenant: options.tenant === true,
    },
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.description === undefined ? {} : { description: route.description }),
      ...(security === undefined ? {} : { security: security.map((s) => ({ ...s })) }),
      ...(route.params === undefined ? {} : { params: route.params }),
      ...(route.query === undefined ? {} : { querystring: route.query }),
      ...(route.body === undefined ? {} : { body: route.body }),
      // 503: the database is unreachable (plugins/errors.ts), on any route that reads it.
      response: { 200: route.reply, ...errorResponses, 500: ErroResposta, 503: ErroResposta },
    },
    ...(options.onRequest === undefined ? {} : { onRequest: options.onRequest }),
    // The hook has resolved what `auth` and `tenant` promise (or refused the request), and the
    // schemas above have validated params, query and body: this is the request RouteRequest names.
    handler: (request, reply) => handler(request as RouteRequest<R, T>, reply),
  });
}
