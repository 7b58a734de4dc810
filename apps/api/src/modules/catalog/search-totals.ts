import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';

/** The channel migration 0020's triggers notify, with the supplier, when what a search counts changes. */
export const SEARCH_TERMS_CHANGE_CHANNEL = 'termos_alterados';

/** How long a total may be served without a change notification (the safety net), in ms. */
export const SEARCH_TOTAL_TTL_MS = 10 * 60_000;

/** Most totals kept per API instance (least recently used dropped first): about 1 MB. */
export const SEARCH_TOTALS_KEPT = 10_000;

/**
 * A search's total as the listing replies it: the count up to its cap (`capped` past it), and
 * whether the walked range was small enough to read whole (`smallRange`, which picks how a page
 * in another order is read; false where the count does not tell).
 */
export interface RememberedTotal {
  total: number;
  capped: boolean;
  smallRange: boolean;
}

/**
 * Where a search's total is read from before it is counted: the time a count started
 * (`generation`) goes back with the total, so a count that a catalog change overtook is not
 * remembered.
 */
export interface SearchTotalLookup {
  /** The remembered total, or null when it must be counted. */
  total: RememberedTotal | null;
  /** Hand back to {@link SearchTotals.remember} with the counted total. */
  generation: number;
}

/**
 * The totals of the searches an API instance answered, by supplier and search text (ADR 0103):
 * counting the products that hold every word of a search is most of its database time ("leite
 * integral" merges 2,503 + 6,483 term entries at 100k products), and buyers repeat searches.
 *
 * Invalidation: PostgreSQL `NOTIFY termos_alterados` (migration 0020) at the commit of any change
 * to a product's terms, activity or category reaches every instance (LISTEN), which drops that
 * supplier's totals; entries also expire after SEARCH_TOTAL_TTL_MS. While the LISTEN connection
 * is down nothing is served or remembered, so a missed notification never serves a stale total.
 */
export interface SearchTotals {
  /** The remembered total of the search `key` names at the supplier (see searchCountKey). */
  lookup(idfornecedor: string, key: string): SearchTotalLookup;
  /** Remembers a total counted since `generation` (from lookup), unless a change came meanwhile. */
  remember(idfornecedor: string, key: string, total: RememberedTotal, generation: number): void;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/** Search totals that are never remembered: every search counts (no change feed). */
export const UNREMEMBERED_TOTALS: SearchTotals = {
  lookup: () => ({ total: null, generation: 0 }),
  remember: () => undefined,
  close: async () => undefined,
};

const keyOf = (idfornecedor: string, key: string): string => `${idfornecedor}/${key}`;

/**
 * Opens the totals and subscribes to catalog changes; nothing is served until the subscription
 * is live.
 * @param options.max most entries (SEARCH_TOTALS_KEPT); options.ttlMs entry lifetime (SEARCH_TOTAL_TTL_MS)
 */
export async function openSearchTotals(
  listen: Database['listen'],
  options: { max?: number; ttlMs?: number } = {},
): Promise<SearchTotals> {
  const entries = new LRUCache<string, RememberedTotal>({
    max: options.max ?? SEARCH_TOTALS_KEPT,
    ttl: options.ttlMs ?? SEARCH_TOTAL_TTL_MS,
  });
  let live = false;
  // Bumped by every change heard: a count that started before it may predate the change.
  let generation = 0;

  const forget = (idfornecedor: string): void => {
    generation += 1;
    const prefix = keyOf(idfornecedor, '');
    const stale = [...entries.keys()].filter((key) => key.startsWith(prefix));
    for (const key of stale) entries.delete(key);
  };
  const forgetAll = (): void => {
    generation += 1;
    entries.clear();
  };

  const unlisten = await listen(SEARCH_TERMS_CHANGE_CHANNEL, {
    message: (idfornecedor) => (idfornecedor ? forget(idfornecedor) : forgetAll()),
    up: () => {
      forgetAll();
      live = true;
    },
    down: () => {
      live = false;
      forgetAll();
    },
  });

  return {
    lookup(idfornecedor, key) {
      const total = live ? entries.get(keyOf(idfornecedor, key)) : undefined;
      return { total: total ?? null, generation };
    },
    remember(idfornecedor, key, total, since) {
      if (live && since === generation) entries.set(keyOf(idfornecedor, key), total);
    },
    close: unlisten,
  };
}

/**
 * The key of a term search's count among the supplier's remembered totals: everything the count
 * depends on besides the catalog (whose changes drop the supplier's totals): the walked stem,
 * the other words' stems, the prefix query a corrected or stop-word search checks, and the
 * category. Keys of the one-statement several-word search start with `{` (its words' array
 * literal) and those of deep merges with `deep:` (deepMergeKey), so none of them meet.
 */
export function searchCountKey(search: {
  raiz: string;
  otherStems?: readonly string[];
  prefixQuery?: string | null;
  idcategoria?: number;
}): string {
  return JSON.stringify([
    search.raiz,
    search.otherStems ?? [],
    search.prefixQuery ?? null,
    search.idcategoria ?? null,
  ]);
}

/**
 * The key, beside a search's count key (searchCountKey), of what its deep merge found (ADR 0105):
 * its matches up to MATCHES_RANKED_DEEP, or that there are more (capped).
 */
export function deepMergeKey(countKey: string): string {
  return `deep:${countKey}`;
}

/**
 * The total `key` names at the supplier: remembered, or counted by `count` and remembered
 * (unless a catalog change came while it counted).
 *
 * @param count the count itself (a database read); its errors propagate and nothing is kept
 */
export async function rememberedTotal(
  totals: SearchTotals,
  idfornecedor: string,
  key: string,
  count: () => Promise<RememberedTotal>,
): Promise<RememberedTotal> {
  const known = totals.lookup(idfornecedor, key);
  if (known.total) return known.total;
  const { total, capped, smallRange } = await count();
  // Only the three figures are kept, whatever else the count's result carries.
  const counted = { total, capped, smallRange };
  totals.remember(idfornecedor, key, counted, known.generation);
  return counted;
}
