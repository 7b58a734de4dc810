import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const CLIENT_BUILD = fileURLToPath(new URL('../apps/storefront/build/client', import.meta.url));

/**
 * The JavaScript a server-rendered page makes the browser load before it is interactive: the
 * module scripts and module preloads its HTML names (React Router lists the whole static import
 * closure of the matched routes there; the page holds them until its first paint, ADR 0091,
 * and then loads every one), read from the storefront build and gzipped each on its own
 * (node:zlib, default level) as a server sends them. Lazy chunks the page imports later are not in
 * it. Returns bytes, or null for a page whose HTML names a script missing from the build.
 */
export function initialJsGzipBytes(html: string): { files: number; gzip: number } | null {
  const urls = new Set<string>();
  for (const match of html.matchAll(
    /<link[^>]+rel="(?:vitrine-)?modulepreload"[^>]+href="([^"]+\.js)"/g,
  ))
    urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(
    /import\s*(?:\(\s*|[\w\s*{},]+from\s*)?["'](\/assets\/[^"']+\.js)["']/g,
  ))
    urls.add(match[1]!);
  let gzip = 0;
  for (const url of urls) {
    try {
      gzip += gzipSync(
        readFileSync(path.join(CLIENT_BUILD, new URL(url, 'http://x').pathname)),
      ).length;
    } catch {
      return null;
    }
  }
  return { files: urls.size, gzip };
}
