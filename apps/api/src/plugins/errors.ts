import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { APP_MSG, DomainError, ErrorCode, MSG } from '@vitrine/domain';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  OperationFailedError,
  RateLimitedError,
  RefusedError,
  UnauthenticatedError,
} from '../errors/app-errors.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';

/** Seconds a client is asked to wait before retrying while the database is away (Retry-After). */
const UNAVAILABLE_RETRY_AFTER_S = 2;

/**
 * The one error handler (ARCHITECTURE.md §3 Errors), the only place that knows HTTP statuses:
 * schema validation → 400 with the field; the API's own errors and the domain's by kind;
 * too many attempts → 429 with Retry-After; the database unreachable → 503 with Retry-After
 * (the request may be retried; the process keeps serving); every failure becomes
 * `{ mensagem, campo?, codigo? }` with a pt-BR message, never a stack trace or SQL text.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const campo = first ? fieldName(first.instancePath, first.params) : undefined;
      return reply
        .status(400)
        .send(body(request, { mensagem: first?.message ?? APP_MSG.invalidRequest, campo }));
    }
    if (error instanceof RateLimitedError) {
      return reply
        .status(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send(body(request, { mensagem: error.message }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(body(request, { mensagem: APP_MSG.serviceUnavailable }));
    }
    if (error instanceof AppError) {
      if (error instanceof OperationFailedError)
        request.log.error({ err: error.cause ?? error }, error.message);
      // A session the caller presented is gone: the storefront logs the buyer out (spec §8
      // "action logout"). A call without any token has nothing to log out.
      const logout =
        error instanceof UnauthenticatedError &&
        error.message === MSG.sessionExpired &&
        request.headers.authorization !== undefined
          ? { action: 'logout' as const }
          : {};
      return reply
        .status(statusOf(error))
        .send(body(request, { mensagem: error.message, campo: error.campo, ...logout }));
    }
    if (error instanceof DomainError) {
      return reply
        .status(DOMAIN_ERROR_STATUS[error.code] ?? 422)
        .send(body(request, { mensagem: error.message, codigo: error.code }));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body(request, { mensagem: APP_MSG.rateLimited }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx (malformed JSON, unsupported media type, body too large).
      return reply
        .status(error.statusCode)
        .send(body(request, { mensagem: APP_MSG.invalidRequest }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(request, { mensagem: APP_MSG.internalError }));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ mensagem: APP_MSG.notFound }),
  );
});

/**
 * The error body: `{ mensagem, campo?, codigo? }`, plus the same text as `Mensagem` on routes
 * whose clients read that name (route config `mensagemLegada`, spec §8 cart by-CEP errors).
 */
function body<B extends { mensagem: string }>(
  request: FastifyRequest,
  payload: B,
): B & { Mensagem?: string } {
  return request.routeOptions.config.mensagemLegada
    ? { ...payload, Mensagem: payload.mensagem }
    : payload;
}

/** HTTP status of each kind of the API's own errors. */
function statusOf(error: AppError): number {
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof UnauthenticatedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof RefusedError) return 422;
  return 500;
}

/** HTTP status of each domain error code; anything else is 422 (understood, refused). */
const DOMAIN_ERROR_STATUS: Partial<Record<string, number>> = { [ErrorCode.DUPLICATE_ORDER]: 409 };

function fieldName(instancePath: string, params: unknown): string | undefined {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const p = params as { issue?: { path?: (string | number)[] } } | undefined;
  return p?.issue?.path?.join('.') || undefined;
}
