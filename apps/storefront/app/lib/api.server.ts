import type { ErroResposta } from '@vitrine/contract';
import { serverConfig, SEP } from './config.server';
import type { AuthSession } from './session.server';

/** An API reply that was not 2xx: status and the API's pt-BR message. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: Partial<ErroResposta> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Path segment `{apptoken}` or `{apptoken}{sep}{idcliente}` (spec §7 notation). */
export function appSegment(idcliente?: number | null): string {
  return idcliente ? `${serverConfig.appToken}${SEP}${idcliente}` : serverConfig.appToken;
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  auth?: AuthSession | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls the Vitrine API server-side (BFF), with the session's token as a Bearer header.
 * @returns the parsed JSON body, typed by the caller from packages/contract.
 * @throws ApiError for any non-2xx reply, carrying the API's `mensagem`.
 */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const url = new URL(serverConfig.apiUrl + path);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.auth) headers.authorization = `Bearer ${opts.auth.token}`;
  const res = await fetch(url, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = (data ?? null) as Partial<ErroResposta> | null;
    throw new ApiError(res.status, body?.mensagem ?? `Erro ${res.status}`, body);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
