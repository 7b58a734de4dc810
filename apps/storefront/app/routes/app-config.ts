import { serverConfig, SEP } from '~/lib/config.server';

/**
 * `GET /app-config` → the storefront's public API settings for page JavaScript that calls the
 * `/api` proxy: the app token and the `{sep}` of spec §7 paths. Never a user token.
 */
export function loader() {
  return Response.json(
    { appToken: serverConfig.appToken, sep: SEP },
    { headers: { 'cache-control': 'public, max-age=300' } },
  );
}
