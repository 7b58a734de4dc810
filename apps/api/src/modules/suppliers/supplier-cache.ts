import { LRUCache } from 'lru-cache';
import type { Database, DbOrTx } from '../../db/client.ts';
import {
  findSupplier,
  listActiveStores,
  listPaymentMethods,
  type PaymentMethodRow,
  type StoreRow,
  type SupplierRef,
  type SupplierRow,
  type Tenant,
} from './suppliers-repository.ts';

/** The channel migration 0009's triggers notify on any change of a supplier, its payment methods or stores. */
export const SUPPLIER_CHANGE_CHANNEL = 'fornecedor_alterado';

/**
 * The per-supplier configuration every request reads (issue 12 §3: "an in-process cache with
 * invalidation for per-supplier configuration read on every request"): the supplier row by id,
 * slug or domain, its tenant (id + tags), its active payment methods and stores. Values are
 * shared between requests: callers must not mutate them.
 *
 * Invalidation: PostgreSQL `NOTIFY fornecedor_alterado` from triggers (migration 0009) reaches
 * every API instance (LISTEN), which drops everything it holds; entries also expire after
 * `ttlMs` as a safety net. While the LISTEN connection is down the cache is bypassed, so a
 * missed notification never serves stale data.
 */
export interface SupplierCache {
  /** The supplier by UUID, slug or domain; null when none (also remembered, bounded by the LRU). */
  supplier(ref: SupplierRef): Promise<SupplierRow | null>;
  /** The supplier as a request's tenant; null when it does not exist. */
  tenant(idfornecedor: string): Promise<Tenant | null>;
  /** Active payment methods in display order. */
  paymentMethods(idfornecedor: string): Promise<PaymentMethodRow[]>;
  /** Active pickup stores. */
  stores(idfornecedor: string): Promise<StoreRow[]>;
  /** Drops every entry (a supplier changed). */
  clear(): void;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/** How long an entry may be served without a change notification, and how many are kept. */
export interface SupplierCacheOptions {
  /** Entry lifetime in ms; 0 turns the cache off (every call reads the database). */
  ttlMs: number;
  /** Most entries kept (least recently used dropped first). */
  max?: number;
}

type Entry = Promise<unknown>;

function refKey(ref: SupplierRef): string {
  if ('idfornecedor' in ref) return `id:${ref.idfornecedor}`;
  if ('slug' in ref) return `slug:${ref.slug}`;
  return `dominio:${ref.dominio}`;
}

/**
 * Opens the cache over `database` and subscribes to supplier changes. The cache stays bypassed
 * until the subscription is live.
 */
export async function openSupplierCache(
  database: Pick<Database, 'db' | 'listen'>,
  options: SupplierCacheOptions,
): Promise<SupplierCache> {
  const { db } = database;
  const entries = new LRUCache<string, Entry>({
    max: options.max ?? 2_000,
    ttl: options.ttlMs || 1,
  });
  let live = false;

  const cached = <T>(key: string, load: (db: DbOrTx) => Promise<T>): Promise<T> => {
    if (!live || options.ttlMs === 0) return load(db);
    const hit = entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    // The promise is kept, so concurrent misses share one query; a failure is not remembered.
    const pending = load(db);
    entries.set(key, pending);
    pending.catch(() => {
      if (entries.get(key) === pending) entries.delete(key);
    });
    return pending;
  };

  const unlisten =
    options.ttlMs === 0
      ? async () => undefined
      : await database.listen(SUPPLIER_CHANGE_CHANNEL, {
          message: () => entries.clear(),
          up: () => {
            entries.clear();
            live = true;
          },
          down: () => {
            live = false;
            entries.clear();
          },
        });

  const supplier = (ref: SupplierRef) => cached(refKey(ref), (d) => findSupplier(d, ref));
  return {
    supplier,
    async tenant(idfornecedor) {
      const row = await supplier({ idfornecedor });
      return row && { idfornecedor: row.idfornecedor, tags: row.tags };
    },
    paymentMethods: (id) => cached(`pagamentos:${id}`, (d) => listPaymentMethods(d, id)),
    stores: (id) => cached(`lojas:${id}`, (d) => listActiveStores(d, id)),
    clear: () => entries.clear(),
    close: unlisten,
  };
}
