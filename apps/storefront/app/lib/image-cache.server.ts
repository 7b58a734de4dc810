import { LRUCache } from 'lru-cache';

/** One image as the API served it. */
export interface CachedImage {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string | null;
}

/** Entries kept: the generated SVGs are about 1.1 kB each, so at most a few MB of memory. */
const MAX_IMAGES = 5_000;
/** The longest an image is kept, whatever the API allows (the API says a day), in ms. */
const MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The product and logo images the storefront forwards from the API (routes/images-proxy.ts),
 * kept in memory for as long as the API's `Cache-Control: max-age` allows (at most an hour), as
 * a CDN in front of the storefront would. Every page's largest image is one of them: without
 * this each request went to the API and back and took 100–300 ms on a busy machine, late for
 * the page's largest contentful paint (issue 12 §5, ADR 0054). Only 200 replies are kept.
 */
export const imageCache = new LRUCache<string, CachedImage>({ max: MAX_IMAGES });

/**
 * How long an image may be kept, from the API's Cache-Control, in ms (0: not at all — no-store,
 * no-cache, private or no max-age).
 */
export function keepForMs(cacheControl: string | null): number {
  if (!cacheControl || /no-store|no-cache|private/i.test(cacheControl)) return 0;
  const maxAge = /(?:^|[,\s])max-age=(\d+)/i.exec(cacheControl)?.[1];
  return maxAge ? Math.min(Number(maxAge) * 1000, MAX_AGE_MS) : 0;
}
