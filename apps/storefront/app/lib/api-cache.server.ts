import { LRUCache } from 'lru-cache';

/** One API reply kept for visitors: the validated value, its ETag and until when it is fresh. */
export interface CachedReply {
  /** The reply as the contract's schema parsed it, frozen: shared by every request that reads it. */
  value: unknown;
  /** The reply's `ETag`, sent back as `If-None-Match` once the reply is stale; null when none. */
  etag: string | null;
  /** Epoch ms until which the reply is served without asking the API. */
  freshUntil: number;
}

/** Replies kept at most (a layout or a listing page is 5–30 kB of JSON). */
const MAX_REPLIES = 1_000;
/** Bytes of JSON text kept at most, all replies together: a bound on the cache's memory. */
const MAX_JSON_BYTES = 16 * 1024 * 1024;
/** The longest a reply is served without asking the API, whatever its max-age says, in ms. */
const MAX_FRESH_MS = 5 * 60 * 1000;

// Each entry's size is its JSON length, given on insert.
const replies = new LRUCache<string, CachedReply>({ max: MAX_REPLIES, maxSize: MAX_JSON_BYTES });

/**
 * How long a reply may be served without asking the API, from its `Cache-Control`, in ms: its
 * `max-age` (at most five minutes) when the API says any cache may keep it (`public`); 0 for
 * anything else (private, no-store, no-cache, no max-age). Only `public` replies are the same
 * for every visitor (ADR 0043): a reply that may depend on the caller is never kept.
 */
export function freshForMs(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl.toLowerCase();
  if (!/(?:^|[,\s])public(?:$|[,\s])/.test(directives)) return 0;
  if (/no-store|no-cache|private/.test(directives)) return 0;
  const maxAge = /(?:^|[,\s])max-age=(\d+)/.exec(directives)?.[1];
  return maxAge ? Math.min(Number(maxAge) * 1000, MAX_FRESH_MS) : 0;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The anonymous API replies of the storefront server (ADR 0060): what every visitor reads on
 * every page — the layout (supplier, theme, categories, footer), category listings, product
 * details of a supplier that hides no price — kept for as long as the API's `Cache-Control`
 * lets any cache keep it, then revalidated with its `ETag` (`304 Not Modified`: kept again, no
 * body to parse). A CDN in front of the API would do the same; this keeps one storefront
 * instance from asking the API again for each page. Bounded by count and JSON size (LRU).
 * Never for a call with a session: only {@link callApi}'s anonymous GETs come here.
 */
export const apiReplyCache = {
  /** The kept reply of `url`, fresh or stale; undefined when none is kept. */
  get(url: string): CachedReply | undefined {
    return replies.get(url);
  },

  /**
   * Keeps `value` (the validated reply of `url`, `jsonBytes` long) when its `cacheControl`
   * allows; drops what was kept for `url` otherwise. The value is frozen: callers share it.
   */
  store(
    url: string,
    value: unknown,
    headers: { cacheControl: string | null; etag: string | null },
    jsonBytes: number,
  ): void {
    const freshMs = freshForMs(headers.cacheControl);
    if (freshMs === 0) {
      replies.delete(url);
      return;
    }
    replies.set(
      url,
      { value: deepFreeze(value), etag: headers.etag, freshUntil: Date.now() + freshMs },
      { size: Math.max(1, jsonBytes) },
    );
  },

  /** After a `304 Not Modified`: the kept reply is fresh again for the new `cacheControl`. */
  refresh(url: string, kept: CachedReply, cacheControl: string | null): void {
    const freshMs = freshForMs(cacheControl);
    if (freshMs === 0) replies.delete(url);
    else kept.freshUntil = Date.now() + freshMs;
  },

  /** Forgets every reply (tests). */
  clear(): void {
    replies.clear();
  },
};
