import type { Writable } from 'node:stream';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Keys whose values are personal data or secrets wherever they appear in a logged object
 * (one level deep, plus the request's headers): names, documents, e-mails, addresses, phones,
 * passwords, tokens, cookies, and the parameters of a failed SQL query.
 */
const PERSONAL_KEYS = [
  'nome',
  'name',
  'cpf',
  'cnpj',
  'documento',
  'email',
  'login',
  'senha',
  'password',
  'token',
  'jwttoken',
  'telefone',
  'celular',
  'phone',
  'endereco',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cep',
  'params',
  'parameters',
  'detail',
  'authorization',
  'cookie',
];

/** pino `redact` paths for {@link PERSONAL_KEYS}, at the top level and one level down. */
const REDACT_PATHS = [
  ...PERSONAL_KEYS,
  ...PERSONAL_KEYS.map((key) => `*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-vitrine-storefront"]',
  'res.headers["set-cookie"]',
];

/** What an incoming request is logged as: its route pattern, never the URL with its values. */
type LoggedRequest = {
  method: string;
  /** e.g. `/v2/app/:apptoken/usuario/:login` — the login itself (an e-mail, a CPF) is not logged. */
  route: string | undefined;
};

function serializeRequest(request: FastifyRequest): LoggedRequest {
  return { method: request.method, route: request.routeOptions.url };
}

/** An error as logged: type, code, message and stack, cut before a failed query's parameters. */
type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

/**
 * Drizzle's DrizzleQueryError reads `Failed query: <sql>\nparams: <values>`: the SQL (with
 * placeholders) helps; the values are customer data and are cut (issue 7 defect 3).
 */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [redacted]`;
}

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[non-error value]', stack: '' };
  const code = (error as { code?: unknown }).code;
  const message = withoutParams(error.message);
  return {
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/**
 * The API's logger configuration: one JSON line per event with the request id, the route
 * pattern, the status and the response time (Fastify's `incoming request` / `request completed`);
 * personal data redacted by configuration rather than by each call site remembering to.
 * @param stream where the lines go (tests capture them); stdout when omitted.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: Writable,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: (error: Error) => serializeError(error) },
    ...(stream === undefined ? {} : { stream }),
  };
}
