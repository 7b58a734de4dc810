import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { SEP } from './plugins/app-token.ts';
import { registerModules } from './modules/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** What the app needs from outside: parsed config and an open, migrated database. */
export interface AppDeps {
  config: Config;
  db: Db;
}

/**
 * Builds the Fastify app: external plugins → app plugins → routes (ARCHITECTURE.md §2).
 * Does not listen; tests drive it with `app.inject`.
 */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY.split(',').map((s) => s.trim()),
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);

  await app.register(helmet, { contentSecurityPolicy: false });
  // Login routes opt in with `config.rateLimit`; a shared Redis store when REDIS_URL is set.
  await app.register(rateLimit, {
    global: false,
    ...(config.REDIS_URL
      ? { redis: new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 }) }
      : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vitrine API',
        version: '0.1.0',
        description:
          `REST API of the Vitrine storefront at the spec's paths. {apptoken} is the app token ` +
          `(APP_TOKEN, default "vitrine-web"); {sep} is "${SEP}", so {apptoken}{sep}{idcliente} ` +
          `reads "vitrine-web${SEP}42". Customer routes need "Authorization: Bearer <token>" ` +
          'from POST /v1/app/{apptoken}/usuario/autenticar. Money is in reais with 2 decimals; ' +
          'quantities have up to 3 decimals.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(errorsPlugin);
  await app.register(requestContextPlugin);
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
  await registerModules(app);
  return app;
}
