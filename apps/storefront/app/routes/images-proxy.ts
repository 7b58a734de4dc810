import { serverConfig } from '~/lib/config.server';
import { imageCache, keepForMs } from '~/lib/image-cache.server';
import type { Route } from './+types/images-proxy';

/** The only images the API generates: a product's and a supplier's logo (decoded path, exact shape). */
const IMAGE_PATH = /^(?:produtos\/\d{1,9}|fornecedores\/[a-z0-9-]{1,80})\.svg$/;

/**
 * `/imagens/*` → the API's generated product and logo images, so pages use same-origin URLs.
 * Nothing but those two path shapes is forwarded (no `..`, no other API route). Images the API
 * lets caches keep are served from memory while they may be kept (lib/image-cache.server.ts).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const path = params['*'] ?? '';
  if (!IMAGE_PATH.test(path)) return new Response(null, { status: 404 });
  const cached = imageCache.get(path);
  if (cached) return imageResponse(200, cached.body, cached.contentType, cached.cacheControl);
  const upstream = await fetch(`${serverConfig.apiUrl}/imagens/${path}`, {
    signal: request.signal,
  });
  const contentType = upstream.headers.get('content-type');
  const cacheControl = upstream.headers.get('cache-control');
  const ttl = keepForMs(cacheControl);
  if (upstream.status !== 200 || ttl === 0 || !contentType) {
    return imageResponse(upstream.status, upstream.body, contentType, cacheControl);
  }
  const body = new Uint8Array(await upstream.arrayBuffer());
  imageCache.set(path, { body, contentType, cacheControl }, { ttl });
  return imageResponse(200, body, contentType, cacheControl);
}

function imageResponse(
  status: number,
  body: BodyInit | null,
  contentType: string | null,
  cacheControl: string | null,
): Response {
  const headers = new Headers();
  if (contentType) headers.set('content-type', contentType);
  if (cacheControl) headers.set('cache-control', cacheControl);
  return new Response(body, { status, headers });
}
