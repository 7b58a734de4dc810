import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every reply: its default Content-Security-Policy (self only, no
 * inline script, no framing), `nosniff`, HSTS and the rest of its defaults; the JSON API never
 * needs more, and the /docs page sets its own CSP with its scripts' hashes (swagger-ui's
 * `staticCSP`), which replaces this one there.
 *
 * Helmet's middleware is built once, at registration, and applied in an `onRequest` hook.
 * `@fastify/helmet`, used before, built the middleware again on every request (parsing every
 * CSP directive each time) and added a second, async hook: about 1 % of the listing's CPU for
 * headers that never change (ADR 0056).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const applyHeaders = helmet({ contentSecurityPolicy: { useDefaults: true } });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
});
