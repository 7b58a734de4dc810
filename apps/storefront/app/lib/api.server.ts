import {
  appSegment,
  fillPath,
  type ContractRoute,
  type ErroResposta,
  type RouteInput,
  type RouteReply,
} from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain/messages';
import { apiReplyCache } from './api-cache.server';
import { serverConfig } from './config.server';
import type { AuthSession } from './session.server';

/** An API reply that was not 2xx (or not what the contract promises): status and a pt-BR message. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: Partial<ErroResposta> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The reply carries the action logout: the session behind the call is gone, so the storefront
   * clears its session and warns the buyer (spec §8 "A server response carrying the action
   * logout clears the session and shows a warning").
   */
  get logout(): boolean {
    return this.body?.action === 'logout';
  }
}

/**
 * For a call's `.catch`: null when the API answered 401 (the session behind it ended, the page
 * treats the buyer as a visitor), the same error again otherwise.
 * @throws the error it was given, unless it is an ApiError 401.
 */
export function nullWhenLoggedOut(error: unknown): null {
  if (error instanceof ApiError && error.status === 401) return null;
  throw error;
}

/**
 * For a call's `.catch` where the page renders without that reply: null when the API refused the
 * call for any reason but an ended session (the browser asks again and shows why), the same
 * error again for a 401 (the page treats the buyer as a visitor) or anything that is not an API
 * reply.
 * @throws the error it was given, unless it is an ApiError other than 401.
 */
export function nullWhenRefused(error: unknown): null {
  if (error instanceof ApiError && error.status !== 401) return null;
  throw error;
}

/** Per-call options of {@link callApi}. */
export interface CallOptions {
  /** The customer's session: sent as `Authorization: Bearer` and used for `{apptoken}{sep}{idcliente}`. */
  auth?: Pick<AuthSession, 'token' | 'idcliente'> | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type QueryValue = string | number | boolean | null | undefined;

/** The URL of one call: path parameters filled (app segment included) and the query appended. */
export function urlOf(
  route: ContractRoute,
  input: { params?: unknown; query?: unknown },
  idcliente?: number | null,
): URL {
  const segment = appSegment(
    serverConfig.appToken,
    route.segment === 'customer' ? idcliente : null,
  );
  const params = {
    ...(input.params as Record<string, string | number> | undefined),
    apptoken: segment,
  };
  const url = new URL(serverConfig.apiUrl + fillPath(route.path, params));
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  return url;
}

/** A reply's text as JSON; null when empty or not JSON. */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Calls one route of the contract's route table from the storefront server (BFF): builds the
 * path from the table, adds the session's token, and validates the reply with the route's
 * reply schema, so a reply that does not match the contract never reaches a page as data.
 * An anonymous GET (no session, no extra header) is answered from {@link apiReplyCache} while
 * the API's `Cache-Control: public, max-age` holds, and revalidated with its ETag after (ADR 0060).
 * @returns the parsed 200 reply (frozen when it came from or went to the cache).
 * @throws ApiError with the API's status and pt-BR `mensagem` for a non-2xx reply; ApiError 502
 *   (logged with the route and the schema issues) for a reply that breaks the contract.
 */
export async function callApi<R extends ContractRoute>(
  route: R,
  input: RouteInput<R>,
  opts: CallOptions = {},
): Promise<RouteReply<R>> {
  const url = urlOf(route, input, opts.auth?.idcliente);
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.auth) headers.authorization = `Bearer ${opts.auth.token}`;
  const cacheKey = route.method === 'GET' && !opts.auth && !opts.headers ? url.toString() : null;
  const kept = cacheKey === null ? undefined : apiReplyCache.get(cacheKey);
  if (kept && kept.freshUntil > Date.now()) return kept.value as RouteReply<R>;
  if (kept?.etag) headers['if-none-match'] = kept.etag;
  const res = await fetch(url, {
    method: route.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: opts.signal,
  });
  if (res.status === 304 && kept && cacheKey !== null) {
    apiReplyCache.refresh(cacheKey, kept, res.headers.get('cache-control'));
    return kept.value as RouteReply<R>;
  }
  const text = await res.text();
  const data = parseJson(text);
  if (!res.ok) {
    const body = data && typeof data === 'object' ? (data as Partial<ErroResposta>) : null;
    throw new ApiError(
      res.status,
      typeof body?.mensagem === 'string' ? body.mensagem : APP_MSG.internalError,
      body,
    );
  }
  const parsed = route.reply.safeParse(data);
  if (!parsed.success) {
    console.error(
      `API reply breaks the contract: ${route.method} ${route.path}`,
      parsed.error.issues.slice(0, 5),
    );
    throw new ApiError(502, APP_MSG.internalError, null);
  }
  if (cacheKey !== null) {
    apiReplyCache.store(
      cacheKey,
      parsed.data,
      { cacheControl: res.headers.get('cache-control'), etag: res.headers.get('etag') },
      text.length,
    );
  }
  return parsed.data as RouteReply<R>;
}
