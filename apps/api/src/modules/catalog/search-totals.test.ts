import { describe, expect, it } from 'vitest';
import type { ChangeListener } from '../../db/client.ts';
import {
  openSearchTotals,
  rememberedTotal,
  searchCountKey,
  SEARCH_TERMS_CHANGE_CHANNEL,
  type RememberedTotal,
} from './search-totals.ts';

/**
 * The search totals an API instance remembers (ADR 0103), with the change feed driven by hand:
 * served only while the feed is live, a supplier's dropped when it changes, and never a total
 * counted before a change that came while it was being counted.
 */
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

/** A total as a count gives it (uncapped, no small range). */
const t = (total: number): RememberedTotal => ({ total, capped: false, smallRange: false });

async function openWithManualFeed(options: { max?: number; ttlMs?: number } = {}) {
  let feed: ChangeListener | undefined;
  const channels: string[] = [];
  let closed = false;
  const totals = await openSearchTotals(async (channel, listener) => {
    channels.push(channel);
    feed = listener;
    return async () => {
      closed = true;
    };
  }, options);
  return { totals, channels, feed: () => feed!, closed: () => closed };
}

/** Remembers `total` for a text the way a search does: looked up, counted, handed back. */
function count(
  totals: Awaited<ReturnType<typeof openSearchTotals>>,
  id: string,
  texto: string,
  total: number,
) {
  const { generation } = totals.lookup(id, texto);
  totals.remember(id, texto, t(total), generation);
}

describe('search totals', () => {
  it('remembers nothing until the feed is live, then serves what a search counted', async () => {
    const { totals, channels, feed } = await openWithManualFeed();
    expect(channels).toEqual([SEARCH_TERMS_CHANGE_CHANNEL]);
    count(totals, A, 'leite integral', 1001);
    expect(totals.lookup(A, 'leite integral').total).toBeNull();

    feed().up();
    count(totals, A, 'leite integral', 1001);
    expect(totals.lookup(A, 'leite integral').total).toEqual(t(1001));
    expect(totals.lookup(A, 'leite desnatado').total).toBeNull();
    expect(totals.lookup(B, 'leite integral').total).toBeNull();
  });

  it("drops only the changed supplier's totals; an empty payload drops every one", async () => {
    const { totals, feed } = await openWithManualFeed();
    feed().up();
    count(totals, A, 'leite integral', 1001);
    count(totals, A, 'cafe torrado', 12);
    count(totals, B, 'leite integral', 7);
    feed().message(A);
    expect(totals.lookup(A, 'leite integral').total).toBeNull();
    expect(totals.lookup(A, 'cafe torrado').total).toBeNull();
    expect(totals.lookup(B, 'leite integral').total).toEqual(t(7));
    feed().message('');
    expect(totals.lookup(B, 'leite integral').total).toBeNull();
  });

  it('does not remember a total whose count a change overtook', async () => {
    const { totals, feed } = await openWithManualFeed();
    feed().up();
    const before = totals.lookup(A, 'leite integral');
    // The count read the catalog before the change committed; its answer may be stale.
    feed().message(B);
    totals.remember(A, 'leite integral', t(1001), before.generation);
    expect(totals.lookup(A, 'leite integral').total).toBeNull();
  });

  it('forgets everything and serves nothing while the feed is down, until it is back', async () => {
    const { totals, feed } = await openWithManualFeed();
    feed().up();
    count(totals, A, 'leite integral', 1001);
    feed().down();
    expect(totals.lookup(A, 'leite integral').total).toBeNull();
    count(totals, A, 'leite integral', 1001);
    expect(totals.lookup(A, 'leite integral').total).toBeNull();
    // Back up: what was missed meanwhile is unknown, so it starts empty.
    feed().up();
    expect(totals.lookup(A, 'leite integral').total).toBeNull();
  });

  it('keeps at most `max` totals, each for at most `ttlMs`, and unsubscribes on close', async () => {
    const { totals, feed, closed } = await openWithManualFeed({ max: 2, ttlMs: 50 });
    feed().up();
    count(totals, A, 'um dois', 1);
    count(totals, A, 'tres quatro', 2);
    count(totals, A, 'cinco seis', 3);
    expect(totals.lookup(A, 'um dois').total).toBeNull();
    expect(totals.lookup(A, 'cinco seis').total).toEqual(t(3));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(totals.lookup(A, 'cinco seis').total).toBeNull();
    await totals.close();
    expect(closed()).toBe(true);
  });

  it('counts a search once, then serves it until its supplier changes', async () => {
    const { totals, feed } = await openWithManualFeed();
    feed().up();
    let counts = 0;
    const count = async () => {
      counts += 1;
      return { total: 1000, capped: true, smallRange: false };
    };
    const key = searchCountKey({ raiz: 'leit', otherStems: ['integr'], idcategoria: 7 });
    expect(await rememberedTotal(totals, A, key, count)).toEqual({
      total: 1000,
      capped: true,
      smallRange: false,
    });
    await rememberedTotal(totals, A, key, count);
    expect(counts).toBe(1);
    feed().message(A);
    await rememberedTotal(totals, A, key, count);
    expect(counts).toBe(2);
  });

  it('keeps a count that failed out of the totals', async () => {
    const { totals, feed } = await openWithManualFeed();
    feed().up();
    const key = searchCountKey({ raiz: 'cafe' });
    await expect(
      rememberedTotal(totals, A, key, () => Promise.reject(new Error('statement timeout'))),
    ).rejects.toThrow('statement timeout');
    expect(totals.lookup(A, key).total).toBeNull();
  });

  it('keys a count by every input besides the catalog', () => {
    const base = { raiz: 'leit', otherStems: ['integr'], prefixQuery: null, idcategoria: 7 };
    const keys = new Set([
      searchCountKey(base),
      searchCountKey({ ...base, raiz: 'leite' }),
      searchCountKey({ ...base, otherStems: ['integr', 'light'] }),
      searchCountKey({ ...base, otherStems: [] }),
      searchCountKey({ ...base, prefixQuery: "'leit':* & 'integr':*" }),
      searchCountKey({ ...base, idcategoria: 8 }),
      searchCountKey({ ...base, idcategoria: undefined }),
    ]);
    expect(keys.size).toBe(7);
    expect(searchCountKey({ raiz: 'leit' })).toBe(searchCountKey({ raiz: 'leit', otherStems: [] }));
    // The one-statement search keys its totals by its words' array literal.
    expect(searchCountKey(base).startsWith('{')).toBe(false);
  });
});
