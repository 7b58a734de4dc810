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
   * Which proxies may set X-Forwarded-For (Fastify `trustProxy`: `true`, a hop count, or a
   * comma-separated list of addresses/CIDRs). Unset: no proxy is trusted and the client address
   * is the socket's peer, so nothing that reaches the API port can choose the address the rate
   * limits count (issue 7 defect 7). Set it when a load balancer sits in front of the API.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Shared secret of the storefront server (at least 32 characters). With
   * `x-vitrine-storefront: <secret>` the API takes the visitor's address from
   * `x-vitrine-client-ip`; without it (or with a wrong one) that header is ignored.
   * Required in production; `npm start` generates one and passes it to both servers.
   */
  STOREFRONT_API_SECRET: z
    .string()
    .min(32, 'STOREFRONT_API_SECRET precisa de pelo menos 32 caracteres')
    .optional(),
  /** Login attempts per client address per minute (every attempt counts). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Login attempts per minute over all clients of this instance (or of all, with REDIS_URL). */
  LOGIN_GLOBAL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Wrong passwords one client may try on one account before the exponential back-off starts. */
  LOGIN_FREE_FAILURES_PER_CLIENT: z.coerce.number().int().positive().default(5),
  /**
   * Wrong passwords on one account per hour, from all clients, past which every further failure
   * backs its client off at once; the right password still logs in.
   */
  LOGIN_ACCOUNT_SOFT_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Wrong passwords on one account per hour past which every attempt on it waits (429). */
  LOGIN_ACCOUNT_HARD_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(100),
  /** Candidate lookups (login step 1) per client address per minute. */
  CANDIDATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Candidate lookups per minute over all clients. */
  CANDIDATE_GLOBAL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** How long a new PostgreSQL connection may take before the request answers 503, in ms. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** Longest statement the server runs (PostgreSQL `statement_timeout`), in ms. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * PostgreSQL connections per API instance. Sized for 2 cores: a request holds a connection
   * only for its statements, so 10 keeps both cores busy while PostgreSQL's default 100
   * connections still serve about eight instances (README "Performance").
   */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Statements at least this slow are logged (warn, SQL text without parameters), in ms; 0: off. */
  DB_SLOW_QUERY_MS: z.coerce.number().int().min(0).default(200),
  /**
   * How long an API instance serves a supplier's configuration from memory without hearing of a
   * change, in ms (changes are heard at once through LISTEN; this is the safety net). 0: off.
   */
  SUPPLIER_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Seed the demo suppliers at start-up (idempotent). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where CEPs are looked up: the offline `sandbox` dataset (default) or `brasilapi`. */
  CEP_PROVIDER: z.enum(['sandbox', 'brasilapi']).default('sandbox'),
  /** Base URL of BrasilAPI (CEP_PROVIDER=brasilapi). */
  BRASILAPI_URL: z.url('BRASILAPI_URL deve ser uma URL').default('https://brasilapi.com.br'),
  /** Longest wait for the CEP service, in ms. */
  CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /**
   * Nominatim server that places addresses on the map. Empty (or `off`) disables it: the map
   * uses the CEP's coordinates. Unset: https://nominatim.openstreetmap.org, except under
   * NODE_ENV=test, where it is disabled so that no test reaches the network
   * (see {@link geocoderUrl}).
   */
  GEOCODER_URL: z
    .union([z.literal(''), z.literal('off'), z.url('GEOCODER_URL deve ser uma URL')])
    .optional(),
  /** Longest wait for the geocoder, in ms. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** User-Agent sent to the geocoder (Nominatim's usage policy asks for one). */
  GEOCODER_USER_AGENT: z
    .string()
    .min(1)
    .default('Vitrine/0.1 (loja B2B; geocodificação de endereços)'),
  /** CEP and geocoding lookups per client address per minute (public routes). */
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** CEP and geocoding lookups per minute over all clients. */
  LOOKUP_GLOBAL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1_200),
  /** Payment gateway (issue 10, ADR 0020): the embedded `sandbox` (default) or `mercadopago`. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'mercadopago']).default('sandbox'),
  /**
   * Secret of the sandbox gateway's webhook signatures (HMAC-SHA256). Unset: a fixed development
   * value, except in production, where it is required when PAYMENT_GATEWAY=sandbox.
   */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16, 'PAYMENT_WEBHOOK_SECRET precisa de pelo menos 16 caracteres')
    .optional(),
  /** URL browsers use to reach the sandbox gateway's tokenisation; default http://127.0.0.1:API_PORT. */
  PAYMENT_SANDBOX_PUBLIC_URL: z.url('PAYMENT_SANDBOX_PUBLIC_URL deve ser uma URL').optional(),
  /** Storefront origins allowed to tokenise at the sandbox (comma-separated); unset: loopback origins. */
  PAYMENT_SANDBOX_CORS_ORIGINS: z.string().optional(),
  /** Extra authorised on a card for orders with weighed items, percent of the total. */
  PAYMENT_PREAUTH_MARGIN_PERCENT: z.coerce.number().min(0).max(100).default(15),
  /** Days from issue to a boleto's due date. */
  PAYMENT_BOLETO_DUE_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  /** How long a dynamic Pix charge may be paid, minutes. */
  PAYMENT_PIX_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** Webhook calls per client address per minute (POST /v4/payment/webhook/{gateway}). */
  PAYMENT_WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Mercado Pago (PAYMENT_GATEWAY=mercadopago): API base URL. */
  MERCADOPAGO_API_URL: z
    .url('MERCADOPAGO_API_URL deve ser uma URL')
    .default('https://api.mercadopago.com'),
  /** Mercado Pago private access token (server only). */
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(8).optional(),
  /** Mercado Pago public key (sent to the browser for card tokenisation). */
  MERCADOPAGO_PUBLIC_KEY: z.string().min(8).optional(),
  /** Mercado Pago webhook secret (validates `x-signature`). */
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Public URL of POST /v4/payment/webhook/mercadopago, sent as notification_url. */
  PAYMENT_NOTIFICATION_URL: z.url('PAYMENT_NOTIFICATION_URL deve ser uma URL').optional(),
  // --- Accounts (issue 11 §1: registration, recovery, verification; ADR 0027/0028) ---
  /** Where CNPJs are looked up: the offline `sandbox` (default) or `brasilapi` (BRASILAPI_URL). */
  TAX_REGISTRY: z.enum(['sandbox', 'brasilapi']).default('sandbox'),
  /** Longest wait for the tax registry, in ms. */
  TAX_REGISTRY_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** The storefront's public URL, the base of the links sent by e-mail (password reset, linked-user invitation). */
  STOREFRONT_PUBLIC_URL: z
    .url('STOREFRONT_PUBLIC_URL deve ser uma URL')
    .default('http://127.0.0.1:3000')
    .transform((u) => u.replace(/\/+$/, '')),
  /** Registrations, registry lookups, recoveries and verifications per client address per minute (each). */
  ACCOUNTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** The same, per minute over all clients. */
  ACCOUNTS_GLOBAL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** `smtp` sends through SMTP_URL (nodemailer); `outbox` (default) keeps mail in `emails_saida`. */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  /** smtp://user:pass@host:587 or smtps://… (MAIL_TRANSPORT=smtp). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL deve começar com smtp:// ou smtps://')
    .optional(),
  /** The From of every mail. */
  MAIL_FROM: z.string().min(3).default('Vitrine <nao-responda@vitrine.local>'),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'JWT_SECRET'> & { JWT_SECRET: string };

/**
 * Parses `env` into a {@link Config}.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in a shell.
  // …except GEOCODER_URL, where empty is a value: "no geocoder".
  const defined = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => v !== '' || k === 'GEOCODER_URL'),
  );
  const parsed = EnvSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    const missing = (['JWT_SECRET', 'STOREFRONT_API_SECRET'] as const).filter(
      (name) => !parsed.data[name],
    );
    if (missing.length > 0)
      throw new Error(
        `Configuração inválida:\n${missing.map((n) => `  ${n}: obrigatório em produção`).join('\n')}`,
      );
  }
  if (parsed.data.MAIL_TRANSPORT === 'smtp' && !parsed.data.SMTP_URL)
    throw new Error('Configuração inválida:\n  SMTP_URL: obrigatório com MAIL_TRANSPORT=smtp');
  const paymentProblems = paymentConfigProblems(parsed.data);
  if (paymentProblems.length > 0)
    throw new Error(`Configuração inválida:\n${paymentProblems.map((p) => `  ${p}`).join('\n')}`);
  return { ...parsed.data, JWT_SECRET: parsed.data.JWT_SECRET ?? randomBytes(32).toString('hex') };
}

/** The public OpenStreetMap Nominatim server, the geocoder when GEOCODER_URL is unset. */
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';

/**
 * The geocoder's base URL, or '' when there is none: GEOCODER_URL as set ('' and 'off' disable
 * it); unset → {@link DEFAULT_GEOCODER_URL}, but '' under NODE_ENV=test (tests never reach the
 * network).
 */
export function geocoderUrl(config: Pick<Config, 'GEOCODER_URL' | 'NODE_ENV'>): string {
  if (config.GEOCODER_URL === undefined)
    return config.NODE_ENV === 'test' ? '' : DEFAULT_GEOCODER_URL;
  return config.GEOCODER_URL === 'off' ? '' : config.GEOCODER_URL;
}

/**
 * What the chosen payment gateway still needs: Mercado Pago's credentials, and the sandbox's
 * webhook secret in production (elsewhere the development default of payments' gateway factory).
 */
function paymentConfigProblems(env: z.infer<typeof EnvSchema>): string[] {
  if (env.PAYMENT_GATEWAY === 'mercadopago')
    return (
      [
        'MERCADOPAGO_ACCESS_TOKEN',
        'MERCADOPAGO_PUBLIC_KEY',
        'MERCADOPAGO_WEBHOOK_SECRET',
        'PAYMENT_NOTIFICATION_URL',
      ] as const
    )
      .filter((name) => !env[name])
      .map((name) => `${name}: obrigatório com PAYMENT_GATEWAY=mercadopago`);
  if (env.NODE_ENV === 'production' && !env.PAYMENT_WEBHOOK_SECRET)
    return ['PAYMENT_WEBHOOK_SECRET: obrigatório em produção'];
  return [];
}
