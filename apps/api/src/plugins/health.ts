import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APP_MSG } from '@vitrine/domain';
import { ErroResposta } from '@vitrine/contract';
import { isDatabaseReady } from '../db/availability.ts';

const Ok = z.object({ ok: z.literal(true) });

/**
 * Probes for the orchestrator (issue 7 defect 1), outside the spec's API:
 * - `GET /health` — liveness: the process is up and its event loop answers. It never touches
 *   the database, so a database outage does not get healthy API instances restarted.
 * - `GET /ready` — readiness: the database answers a query and every migration this build ships
 *   is applied (PGlite and PostgreSQL alike); 503 `{ mensagem }` otherwise, so a load balancer
 *   sends traffic elsewhere until the database is back, and the instance recovers by itself.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Operação'],
        summary: 'Liveness: the process is up (never reads the database)',
        response: { 200: Ok },
      },
    },
    async () => ({ ok: true as const }),
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['Operação'],
        summary: 'Readiness: database reachable and migrations applied; 503 otherwise',
        response: { 200: Ok, 503: ErroResposta },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReady(app.db)) return { ok: true as const };
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ mensagem: APP_MSG.serviceUnavailable });
    },
  );
}
