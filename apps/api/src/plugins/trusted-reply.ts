import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * A hot route's 200 reply without the zod reply parse in production (issue 12 §1, ADR 0042).
 *
 * The reply is built by code typed with the contract's types (`toProduto` and friends), so in
 * production it is serialised with `JSON.stringify` alone: parsing twenty products again with
 * zod on every listing cost a tenth of the API's CPU and its garbage. In development and tests
 * the contract stays enforced, and more strictly than the default: the body must parse with
 * the route's reply schema AND come out of the parse unchanged (no key stripped, no value
 * converted), so the bytes production sends are the bytes the schema would have sent.
 * @returns `body`, for `return trustedReply(app, reply, schema, body)`.
 * @throws Error (a 500) in development and tests when the body breaks the contract.
 */
export function trustedReply<S extends z.ZodType, B extends z.input<S>>(
  app: FastifyInstance,
  reply: FastifyReply,
  schema: S,
  body: B,
): B {
  if (app.config.NODE_ENV === 'production') {
    reply.serializer(JSON.stringify);
    return body;
  }
  reply.serializer((payload: unknown) => {
    const parsed: unknown = schema.parse(payload);
    if (!isDeepStrictEqual(parsed, payload)) {
      throw new Error('reply differs from its contract schema once parsed');
    }
    return JSON.stringify(parsed);
  });
  return body;
}
