import { serverConfig } from '~/lib/config.server';
import { isSameOrigin } from '~/lib/same-origin.server';
import { getAuth } from '~/lib/session.server';
import type { Route } from './+types/api-proxy';

/**
 * `/api/*` → the API, server-side, with the token from the httpOnly cookie as a Bearer header
 * (ARCHITECTURE.md §1), so page JavaScript calls the API without ever holding a token.
 * Routes that hand out tokens are refused here: login and logout go through storefront actions.
 * State-changing requests must come from this origin (CSRF guard).
 */
const BLOCKED = [/\/usuario\/autenticar/, /\/cliente\/logout/, /\/api-key\/login/];

async function forward(request: Request, splat: string): Promise<Response> {
  const incoming = new URL(request.url);
  const path = '/' + splat;
  if (BLOCKED.some((re) => re.test(path))) {
    return Response.json({ mensagem: 'Não encontrado' }, { status: 404 });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request)) {
    return Response.json({ mensagem: 'Acesso negado' }, { status: 403 });
  }
  const auth = await getAuth(request);
  const headers = new Headers({ accept: 'application/json' });
  const contentType = request.headers.get('content-type');
  if (contentType) headers.set('content-type', contentType);
  if (auth) headers.set('authorization', `Bearer ${auth.token}`);
  let upstream: Response;
  try {
    upstream = await fetch(serverConfig.apiUrl + path + incoming.search, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
      signal: request.signal,
    });
  } catch (error) {
    // The browser gave up (a newer lookup aborted this one): nobody reads the reply.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    throw error;
  }
  const out = new Headers();
  for (const h of ['content-type', 'cache-control', 'retry-after']) {
    const v = upstream.headers.get(h);
    if (v) out.set(h, v);
  }
  return new Response(upstream.body, { status: upstream.status, headers: out });
}


export async function loader({ request, params }: Route.LoaderArgs) {
  return forward(request, params['*'] ?? '');
}

export async function action({ request, params }: Route.ActionArgs) {
  return forward(request, params['*'] ?? '');
}
