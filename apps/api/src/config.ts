import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Every environment variable the API reads, parsed once at start-up. Defaults work out of the
 * box on the embedded database; a bad value stops the process with a clear message.
 * The README's configuration table lists the same variables.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres://')
    .optional(),
  /** Folder of the embedded PGlite database; `memory://` keeps it in memory (tests). */
  PGLITE_DIR: z.string().default('./.data/pglite'),
  /** The public app token of the storefront, the {apptoken} path segment (spec §7). */
  APP_TOKEN: z.string().min(4).default('vitrine-web'),
  /** Signs the short-lived jwttoken. Random per process when unset (dev only). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de pelo menos 32 caracteres').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  JWT_TTL_MINUTES: z.coerce.number().int().positive().default(15),
  /** Optional Redis for the rate-limit store shared by many API instances. */
  REDIS_URL: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-For (Fastify trustProxy): by default only loopback, where
   * the storefront server runs; a client cannot spoof its address past the rate limit.
   */
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Seed the demo suppliers at start-up (idempotent). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'JWT_SECRET'> & { JWT_SECRET: string };

/**
 * Parses `env` into a {@link Config}.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in a shell.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.JWT_SECRET) {
    throw new Error('Configuração inválida:\n  JWT_SECRET: obrigatório em produção');
  }
  return { ...parsed.data, JWT_SECRET: parsed.data.JWT_SECRET ?? randomBytes(32).toString('hex') };
}
