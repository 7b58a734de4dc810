import type { Writable } from 'node:stream';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { SEP } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { openSupplierCache, type SupplierCache } from './modules/suppliers/supplier-cache.ts';
import {
  openSearchTotals,
  UNREMEMBERED_TOTALS,
  type SearchTotals,
} from './modules/catalog/search-totals.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { loggerOptions } from './plugins/logging.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { registerModules } from './modules/index.ts';
import { createMailer, type Mailer } from './adapters/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The shared Redis of the rate limits when REDIS_URL is set, else null. */
    redis: Redis | null;
    /** Sends the API's mail (adapters/mail): the outbox by default. */
    mailer: Mailer;
    /** Supplier configuration read on every request, cached in process (modules/suppliers). */
    suppliers: SupplierCache;
    /** Search totals remembered between requests (modules/catalog, ADR 0103). */
    searchTotals: SearchTotals;
  }
}

/** What the app needs from outside: parsed config and an open, migrated database. */
export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * The database's change feed (LISTEN). Without it nothing is cached in process, since no
   * instance would hear of a change.
   */
  listen?: Database['listen'];
  /** Where the JSON log lines go (tests capture them); stdout when omitted. */
  logStream?: Writable;
}

/**
 * Builds the Fastify app: external plugins → app plugins → routes (ARCHITECTURE.md §2).
 * Does not listen; tests drive it with `app.inject`.
 */
export async function buildApp({
  config,
  db,
  listen,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // No proxy is trusted unless configured (issue 7 defect 7): see config.ts TRUST_PROXY.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Router refusals (malformed percent-encoding, a path value over maxParamLength) answer like
    // every other error: a pt-BR `{ mensagem }`, never Fastify's own body echoing the URL.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(error.statusCode ?? 400).send({ mensagem: APP_MSG.invalidRequest });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', createMailer(config, db));
  const suppliers = listen
    ? await openSupplierCache({ db, listen }, { ttlMs: config.SUPPLIER_CACHE_TTL_MS })
    : await openSupplierCache({ db, listen: noFeed }, { ttlMs: 0 });
  app.decorate('suppliers', suppliers);
  app.addHook('onClose', () => suppliers.close());
  const searchTotals = listen ? await openSearchTotals(listen) : UNREMEMBERED_TOTALS;
  app.decorate('searchTotals', searchTotals);
  app.addHook('onClose', () => searchTotals.close());
  // Loaded only when configured: ioredis is about 13 MB of memory and 90 ms of start.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
      })
    : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  // helmet's default CSP (self only, no inline script, no framing) on every reply: the JSON API
  // never needs more, and the /docs page's own assets get their hashes from staticCSP below.
  await app.register(securityHeadersPlugin);
  // Routes opt in through `limitRequests` (plugins/rate-limits.ts); a shared Redis store when
  // REDIS_URL is set. Redis unreachable: the limits are skipped rather than the logins refused.
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis } : {}),
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
          'from POST /v1/app/{apptoken}/usuario/autenticar; attendant routes (/v4/atendente/…) need ' +
          'the Bearer token from POST /v4/atendente/login instead. Money is in reais with 2 decimals; ' +
          'quantities have up to 3 decimals.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Script hashes for the page's own inline scripts; Swagger UI sets inline styles at run time,
    // so styles (not scripts) may be inline on the docs page only.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
  await app.register(errorsPlugin);
  await app.register(requestContextPlugin);
  await app.register(healthRoutes);
  await registerModules(app);
  return app;
}

/** The change feed of an app built without one: never called (the cache is off). */
const noFeed: Database['listen'] = async () => async () => undefined;

/**
 * Fastify's `trustProxy` from TRUST_PROXY: unset or `false` → false (the socket's peer is the
 * client); `true`; or a comma-separated list of addresses/CIDRs of the trusted proxies.
 */
function trustProxyOption(value: string | undefined): boolean | string[] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  return trimmed.split(',').map((s) => s.trim());
}
