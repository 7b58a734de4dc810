import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ChangeListener } from '../../db/client.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { fornecedores } from '../../db/schema/index.ts';
import { openSupplierCache, SUPPLIER_CHANGE_CHANNEL } from './supplier-cache.ts';

/**
 * The in-process supplier cache (issue 12 §3): served from memory while its change feed is
 * live, dropped on a change notification, bypassed while the feed is down. The feed here is
 * driven by hand, so the database's own notifications do not reach this cache.
 */
let t: TestApp;
const SERRA = DEMO_SUPPLIERS.serraVerde;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function rename(nome: string): Promise<void> {
  await t.database.db
    .update(fornecedores)
    .set({ nome })
    .where(eq(fornecedores.idfornecedor, SERRA.idfornecedor));
}

async function openWithManualFeed(ttlMs: number) {
  let feed: ChangeListener | undefined;
  const channels: string[] = [];
  const cache = await openSupplierCache(
    {
      db: t.database.db,
      listen: async (channel, listener) => {
        channels.push(channel);
        feed = listener;
        return async () => undefined;
      },
    },
    { ttlMs },
  );
  return { cache, channels, feed: () => feed! };
}

describe('supplier cache', () => {
  it('serves from memory until told of a change, and reads through while the feed is down', async () => {
    const { cache, channels, feed } = await openWithManualFeed(60_000);
    expect(channels).toEqual([SUPPLIER_CHANGE_CHANNEL]);
    // Not live yet: every call reads the database.
    await rename('Antes do feed');
    expect((await cache.supplier({ slug: SERRA.slug }))?.nome).toBe('Antes do feed');

    feed().up();
    expect((await cache.supplier({ slug: SERRA.slug }))?.nome).toBe('Antes do feed');
    await rename('Sem aviso');
    // Nobody told this cache: it still serves what it read, by slug and by tenant id alike.
    expect((await cache.supplier({ slug: SERRA.slug }))?.nome).toBe('Antes do feed');
    feed().message(SERRA.idfornecedor);
    expect((await cache.supplier({ slug: SERRA.slug }))?.nome).toBe('Sem aviso');

    feed().down();
    await rename('Feed caído');
    expect((await cache.supplier({ slug: SERRA.slug }))?.nome).toBe('Feed caído');
    await rename(SERRA.nome);
  });

  it('shares one read between concurrent misses and remembers unknown suppliers', async () => {
    const { cache, feed } = await openWithManualFeed(60_000);
    feed().up();
    const [a, b] = await Promise.all([
      cache.tenant(SERRA.idfornecedor),
      cache.tenant(SERRA.idfornecedor),
    ]);
    expect(a).toEqual({ idfornecedor: SERRA.idfornecedor, tags: expect.any(Array) });
    expect(b).toEqual(a);
    expect(await cache.supplier({ slug: 'nao-existe' })).toBeNull();
    expect((await cache.paymentMethods(SERRA.idfornecedor)).length).toBeGreaterThan(0);
  });

  it('reads through when turned off (ttl 0)', async () => {
    const { cache, channels } = await openWithManualFeed(0);
    expect(channels).toEqual([]);
    await rename('Sem cache');
    expect((await cache.supplier({ idfornecedor: SERRA.idfornecedor }))?.nome).toBe('Sem cache');
    await rename(SERRA.nome);
  });
});
