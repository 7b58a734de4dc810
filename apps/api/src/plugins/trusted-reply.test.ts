import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { trustedReply } from './trusted-reply.ts';

/** ADR 0042: production sends the handler's body as is; development and tests hold it to the schema. */
const Reply = z.object({ id: z.number(), nome: z.string(), preco: z.number().nullable() });

async function serve(nodeEnv: Config['NODE_ENV'], body: unknown) {
  const app = Fastify();
  app.decorate('config', { NODE_ENV: nodeEnv } as Config);
  app.get('/', async (_request, reply) =>
    trustedReply(app, reply, Reply, body as z.input<typeof Reply>),
  );
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

describe('trustedReply', () => {
  const good = { id: 7, nome: 'Café', preco: null };

  it('sends the same bytes in production and in tests when the body keeps the contract', async () => {
    const prod = await serve('production', good);
    const test = await serve('test', good);
    expect(prod.statusCode).toBe(200);
    expect(test.statusCode).toBe(200);
    expect(prod.body).toBe(JSON.stringify(good));
    expect(test.body).toBe(prod.body);
  });

  it('in tests refuses a body the schema would change: an extra key, a wrong type', async () => {
    expect((await serve('test', { ...good, segredo: 'x' })).statusCode).toBe(500);
    expect((await serve('development', { ...good, preco: '1,00' })).statusCode).toBe(500);
  });
});
