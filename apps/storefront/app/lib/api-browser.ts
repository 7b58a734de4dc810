import type { ApiRouteOf, ErroResposta, RouteInput, RouteKey, RouteReply } from '@vitrine/contract';
import { APP_MSG } from '@vitrine/domain/messages';

/** A failed call from the browser: HTTP status and the pt-BR message to show. */
export class BrowserApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The API's own `mensagem`, null when the reply carried none (network failure, proxy error). */
    public readonly serverMessage: string | null = null,
    /** The field a 400 names (`campo`, e.g. 'cep'), null otherwise. */
    public readonly campo: string | null = null,
  ) {
    super(message);
    this.name = 'BrowserApiError';
  }
}

/** Per-call options of {@link callFromBrowser}. */
export interface BrowserCallOptions {
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save sent while the page is being left). */
  keepalive?: boolean;
}

/**
 * Calls one route of the contract's route table from page JavaScript, through the storefront's
 * same-origin `/api/{area.name}` endpoint (routes/api-call.ts). That endpoint adds the session's
 * token (page JavaScript never holds one), fills the app segment, and validates the reply with
 * the route's schema before it answers, so this module ships no schema and no zod.
 * @returns the route's 200 reply, as the contract types it.
 * @throws BrowserApiError with the API's pt-BR message for any failure (aborts re-throw the AbortError).
 */
export async function callFromBrowser<K extends RouteKey>(
  key: K,
  input: RouteInput<ApiRouteOf<K>>,
  opts: BrowserCallOptions = {},
): Promise<RouteReply<ApiRouteOf<K>>> {
  const res = await fetch(`/api/${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(input),
    signal: opts.signal,
    keepalive: opts.keepalive,
  });
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    // `Mensagem` first: the calls whose clients read that name carry it (spec §8 by-CEP errors).
    const body = data as Partial<ErroResposta> | null;
    const mensagem = body?.Mensagem ?? body?.mensagem;
    const serverMessage = typeof mensagem === 'string' ? mensagem : null;
    const campo = typeof body?.campo === 'string' ? body.campo : null;
    // Spec §8 action logout: the session is gone. Reloading lets the layout's session check
    // clear it and show 'Sessão expirada, efetue login novamente'.
    if (body?.action === 'logout' && typeof window !== 'undefined') window.location.reload();
    throw new BrowserApiError(
      res.status,
      serverMessage ?? APP_MSG.internalError,
      serverMessage,
      campo,
    );
  }
  return data as RouteReply<ApiRouteOf<K>>;
}
