/**
 * A path on this site only: `candidate` resolved against `origin`, accepted when it stays on that
 * origin, returned as path + query (+ hash). Anything that would leave the site — `//host`,
 * `/\host`, `\\host`, `https://host`, encoded variants once decoded — gives null.
 * Every redirect the storefront issues goes through this (ARCHITECTURE.md §3 Auth, same-origin).
 */
export function sameOriginPath(candidate: string, origin: string): string | null {
  // Browsers treat '\' as '/', so '/\evil' is '//evil': refuse backslashes and control characters outright.
  if (/[\\\p{Cc}]/u.test(candidate)) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
