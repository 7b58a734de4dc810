import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every reply: its default Content-Security-Policy (self only, no
 * inline script, no framing), `nosniff`, HSTS and the rest of its defaults; the JSON API never
 * needs more, and the /docs page sets its own CSP with its scripts' hashes (swagger-ui's
 * `staticCSP`), which replaces this one there.
 *
 * Helmet computes the headers once, at registration, and each request gets that fixed set in
 * one `onRequest` hook. `@fastify/helmet`, used before, built Helmet's middleware again on
 * every request (parsing every CSP directive each time) in a second, async hook: 4 % of the
 * listing's CPU profile for headers that never change (ADR 0056). The configuration has no
 * per-request part (no nonce), so the set is the same for every request.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/**
 * The headers Helmet's middleware sets, read by running it once on a response that is never
 * sent (node:http's own objects, not connected to any socket).
 * @throws Error when Helmet reports a configuration error.
 */
function helmetHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet({ contentSecurityPolicy: { useDefaults: true } })(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}
