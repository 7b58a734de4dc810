/**
 * `/favicon.ico`: the storefront has no icon of its own (a supplier's pages link its logo, see
 * root.tsx), so browsers that ask for the default one get a 404 they may keep for a day. Without
 * this route the path was read as a supplier slug, redirected to `/` and made the browser fetch
 * the provider home (a server render and its API calls) as an icon on every first visit.
 */
export function loader() {
  return new Response(null, {
    status: 404,
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}
