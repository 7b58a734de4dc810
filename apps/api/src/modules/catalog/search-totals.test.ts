import { describe, expect, it } from 'vitest';
import type { ChangeListener } from '../../db/client.ts';
import { openSearchTotals, SEARCH_TERMS_CHANGE_CHANNEL } from './search-totals.ts';

/**
 * The search totals an API instance remembers (ADR 0103), with the change feed driven by hand:
 * served only while the feed is live, a supplier's dropped when it changes, and never a total
 * counted before a change that came while it was being counted.
 */
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

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
  totals.remember(id, texto, total, generation);
}

describe('search totals', () => {
  it('remembers nothing until the feed is live, then serves what a search counted', async () => {
    const { totals, channels, feed } = await openWithManualFeed();
    expect(channels).toEqual([SEARCH_TERMS_CHANGE_CHANNEL]);
    count(totals, A, 'leite integral', 1001);
    expect(totals.lookup(A, 'leite integral').total).toBeNull();

    feed().up();
    count(totals, A, 'leite integral', 1001);
    expect(totals.lookup(A, 'leite integral').total).toBe(1001);
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
    expect(totals.lookup(B, 'leite integral').total).toBe(7);
    feed().message('');
    expect(totals.lookup(B, 'leite integral').total).toBeNull();
  });

  it('does not remember a total whose count a change overtook', async () => {
    const { totals, feed } = await openWithManualFeed();
    feed().up();
    const before = totals.lookup(A, 'leite integral');
    // The count read the catalog before the change committed; its answer may be stale.
    feed().message(B);
    totals.remember(A, 'leite integral', 1001, before.generation);
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
    expect(totals.lookup(A, 'cinco seis').total).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(totals.lookup(A, 'cinco seis').total).toBeNull();
    await totals.close();
    expect(closed()).toBe(true);
  });
});
