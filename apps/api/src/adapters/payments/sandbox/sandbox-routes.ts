import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sandboxPspCartoes, sandboxPspTokens } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { limitRequests } from '../../../plugins/rate-limits.ts';
import { inspectCard, isCvcShape } from './sandbox-cards.ts';
import { SANDBOX_PUBLIC_KEY, TOKEN_TTL_MS, type SandboxGateway } from './sandbox-gateway.ts';

/** Options of the sandbox PSP's HTTP endpoints. */
export interface SandboxRoutesOptions {
  gateway: SandboxGateway;
  /** Browser origins allowed to tokenise (CORS); null = any loopback origin (development). */
  corsOrigins: readonly string[] | null;
}

const NewCard = z.object({
  card_number: z.string().max(32),
  cardholder_name: z.string().max(100),
  expiration_month: z.union([z.string().max(2), z.number()]),
  expiration_year: z.union([z.string().max(4), z.number()]),
  security_code: z.string().max(4),
});
const SavedCardCvc = z.object({ card_id: z.string().max(100), security_code: z.string().max(4) });

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * The sandbox PSP's own HTTP API, mounted under `/sandbox-psp` (issue 10 §1; ADR 0020): the card
 * tokenisation the browser calls directly (CORS for the storefront's origin) and the test actions
 * a payer or an antifraud analyst would perform (pay a Pix, pay a boleto, decide a review), each
 * followed by a signed webhook to the Vitrine API. Not part of the Vitrine API: no route of the
 * contract, no request logging (`logLevel: 'silent'`), and the card number and CVC only pass
 * through {@link inspectCard}, which keeps brand, last 4 digits, expiry and the test outcome.
 */
export async function sandboxPspRoutes(app: FastifyInstance, opts: SandboxRoutesOptions) {
  const { gateway } = opts;
  const allowed = (origin: string | undefined) =>
    origin !== undefined &&
    (opts.corsOrigins === null ? LOOPBACK.test(origin) : opts.corsOrigins.includes(origin));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Cache-Control', 'no-store');
    if (allowed(origin)) {
      reply.header('Access-Control-Allow-Origin', origin!);
      reply.header('Vary', 'Origin');
    }
  });
  app.options('/v1/card_tokens', { logLevel: 'silent' }, async (request, reply) => {
    if (!allowed(request.headers.origin)) return reply.status(403).send();
    return reply
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'content-type')
      .header('Access-Control-Max-Age', '600')
      .status(204)
      .send();
  });

  const tokenLimit = limitRequests(app, { name: 'sandbox-psp-token', perClient: 60, global: 1200 });
  const actionLimit = limitRequests(app, {
    name: 'sandbox-psp-action',
    perClient: 120,
    global: 1200,
  });

  app.post<{ Querystring: { public_key?: string } }>(
    '/v1/card_tokens',
    { logLevel: 'silent', onRequest: [tokenLimit] },
    async (request, reply) => {
      if (request.query.public_key !== SANDBOX_PUBLIC_KEY)
        return reply.status(401).send({ message: 'invalid public_key' });
      const now = Date.now();
      const saved = SavedCardCvc.safeParse(request.body);
      if (saved.success) {
        const [card] = await app.db
          .select()
          .from(sandboxPspCartoes)
          .where(eq(sandboxPspCartoes.id, saved.data.card_id));
        if (!card || !isCvcShape(saved.data.security_code))
          return reply
            .status(400)
            .send({ message: 'invalid card', cause: [{ code: 'security_code' }] });
        const [row] = await app.db
          .insert(sandboxPspTokens)
          .values({
            token: `sbx_tok_${randomUUID()}`,
            tipo: 'cvc',
            cartaoId: card.id,
            bandeira: card.bandeira,
            ultimos4: card.ultimos4,
            validade: card.validade,
            resultado: card.resultado,
            expiraEm: new Date(now + TOKEN_TTL_MS),
          })
          .returning();
        return reply.status(201).send(tokenReply(row!));
      }
      const parsed = NewCard.safeParse(request.body);
      if (!parsed.success)
        return reply.status(400).send({ message: 'invalid card', cause: [{ code: 'body' }] });
      const inspected = inspectCard(parsed.data);
      if (!inspected.ok)
        return reply
          .status(400)
          .send({ message: 'invalid card', cause: [{ code: inspected.problem }] });
      const [row] = await app.db
        .insert(sandboxPspTokens)
        .values({
          token: `sbx_tok_${randomUUID()}`,
          tipo: 'card',
          ...inspected.facts,
          expiraEm: new Date(now + TOKEN_TTL_MS),
        })
        .returning();
      return reply.status(201).send(tokenReply(row!));
    },
  );

  app.post<{ Params: { txid: string } }>(
    '/v1/pix/:txid/pay',
    { onRequest: [actionLimit] },
    async (request, reply) => {
      const charge = await gateway.payPix(request.params.txid);
      return charge
        ? reply.send({ id: charge.gatewayId, status: charge.status })
        : reply.status(404).send({ message: 'not found' });
    },
  );
  app.post<{ Params: { id: string } }>(
    '/v1/boletos/:id/pay',
    { onRequest: [actionLimit] },
    async (request, reply) => {
      const charge = await gateway.payBoleto(request.params.id);
      return charge
        ? reply.send({ id: charge.gatewayId, status: charge.status })
        : reply.status(404).send({ message: 'not found' });
    },
  );
  app.post<{ Params: { id: string }; Body: { decision?: string } }>(
    '/v1/payments/:id/review',
    { onRequest: [actionLimit] },
    async (request, reply) => {
      const decision = (request.body as { decision?: string } | undefined)?.decision;
      if (decision !== 'approve' && decision !== 'decline')
        return reply.status(400).send({ message: 'decision must be approve or decline' });
      const charge = await gateway.resolveReview(request.params.id, decision === 'approve');
      return charge
        ? reply.send({ id: charge.gatewayId, status: charge.status })
        : reply.status(404).send({ message: 'not found' });
    },
  );
}

function tokenReply(row: typeof sandboxPspTokens.$inferSelect) {
  const [month, year] = row.validade.split('/');
  return {
    id: row.token,
    payment_method_id: row.bandeira,
    last_four_digits: row.ultimos4,
    expiration_month: Number(month),
    expiration_year: Number(year),
    date_due: row.expiraEm.toISOString(),
  };
}
