import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { APP_MSG, DomainError } from '@vitrine/domain';
import { HttpError } from './http-error.ts';

/**
 * The one error handler (ARCHITECTURE.md §3 Errors): every failure becomes
 * `{ mensagem, campo? }` with a pt-BR message; never a stack trace or SQL text.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const campo = first ? fieldName(first.instancePath, first.params) : undefined;
      return reply.status(400).send({ mensagem: first?.message ?? APP_MSG.invalidRequest, campo });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ mensagem: error.message, campo: error.campo });
    }
    if (error instanceof DomainError) {
      return reply.status(DOMAIN_ERROR_STATUS[error.code] ?? 422).send({ mensagem: error.message, codigo: error.code });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ mensagem: APP_MSG.rateLimited });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx (malformed JSON, unsupported media type, body too large).
      return reply.status(error.statusCode).send({ mensagem: APP_MSG.invalidRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ mensagem: APP_MSG.internalError });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ mensagem: APP_MSG.notFound }));
});

/** HTTP status of each domain error code; anything else is 422 (understood, refused). */
const DOMAIN_ERROR_STATUS: Record<string, number> = { DUPLICATE_ORDER: 409 };

function fieldName(instancePath: string, params: unknown): string | undefined {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const p = params as { issue?: { path?: (string | number)[] } } | undefined;
  return p?.issue?.path?.join('.') || undefined;
}
