import { serverConfig } from '~/lib/config.server';
import type { Route } from './+types/images-proxy';

/** The only images the API generates: a product's and a supplier's logo (decoded path, exact shape). */
const IMAGE_PATH = /^(?:produtos\/\d{1,9}|fornecedores\/[a-z0-9-]{1,80})\.svg$/;

/**
 * `/imagens/*` → the API's generated product and logo images, so pages use same-origin URLs.
 * Nothing but those two path shapes is forwarded (no `..`, no other API route).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const path = params['*'] ?? '';
  if (!IMAGE_PATH.test(path)) return new Response(null, { status: 404 });
  const upstream = await fetch(`${serverConfig.apiUrl}/imagens/${path}`, {
    signal: request.signal,
  });
  const headers = new Headers();
  for (const h of ['content-type', 'cache-control']) {
    const v = upstream.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
