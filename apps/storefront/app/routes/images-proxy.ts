import { serverConfig } from '~/lib/config.server';
import type { Route } from './+types/images-proxy';

/** `/imagens/*` → the API's generated product and logo images, so pages use same-origin URLs. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const upstream = await fetch(`${serverConfig.apiUrl}/imagens/${params['*'] ?? ''}`, { signal: request.signal });
  const headers = new Headers();
  for (const h of ['content-type', 'cache-control']) {
    const v = upstream.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
