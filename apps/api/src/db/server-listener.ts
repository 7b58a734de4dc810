import pg from 'pg';
import type { ChangeListener } from './client.ts';

/** Wait before reconnecting a lost LISTEN connection, in ms. */
const RECONNECT_DELAY_MS = 1_000;

/** Subscribes a listener to a channel; resolves to how to unsubscribe. */
export type ServerListen = (
  channel: string,
  listener: ChangeListener,
) => Promise<() => Promise<void>>;

const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;
const unlistenSql = (channel: string) => `UNLISTEN ${pg.escapeIdentifier(channel)}`;

/**
 * LISTEN on a PostgreSQL server through one dedicated connection shared by every channel and
 * subscriber of a Database (a pooled one would be handed to queries and lose its
 * subscriptions): the supplier cache and the search totals cost one connection per API
 * instance, not one each. The connection opens with the first subscription and ends with the
 * last. A lost connection calls every subscriber's `down()` and is reopened every second, with
 * every channel listened again, until it is back (`up()`) or nothing is subscribed; it never
 * crashes the process.
 */
export function serverFeed(databaseUrl: string, connectTimeoutMs: number): ServerListen {
  const channels = new Map<string, Set<ChangeListener>>();
  /** The live connection, listening on every channel of `channels`. */
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;

  const subscribers = (): ChangeListener[] => [...channels.values()].flatMap((set) => [...set]);
  const end = (c: pg.Client): Promise<void> => c.end().catch(() => undefined);
  /** Stops hearing the live connection and ends it (a late error on it is ignored). */
  const discard = (): Promise<void> => {
    const current = client;
    client = null;
    if (current === null) return Promise.resolve();
    current.removeAllListeners();
    current.on('error', () => undefined);
    return end(current);
  };

  const reconnectLater = (): void => {
    if (channels.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  const lost = (): void => {
    if (client === null) return;
    void discard();
    for (const listener of subscribers()) listener.down();
    reconnectLater();
  };

  const open = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    next.on('error', () => undefined);
    try {
      await next.connect();
      // Channels subscribed while this connection opened are listened too.
      const listened = new Set<string>();
      for (let missing = [...channels.keys()]; missing.length > 0;) {
        for (const channel of missing) {
          await next.query(listenSql(channel));
          listened.add(channel);
        }
        missing = [...channels.keys()].filter((channel) => !listened.has(channel));
      }
    } catch {
      await end(next);
      reconnectLater();
      return;
    }
    if (channels.size === 0) {
      await end(next);
      return;
    }
    client = next;
    next.removeAllListeners('error');
    next.on('notification', (note) => {
      for (const listener of channels.get(note.channel) ?? []) listener.message(note.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', lost);
    for (const listener of subscribers()) listener.up();
  };

  const connect = (): Promise<void> =>
    (connecting ??= open().finally(() => {
      connecting = null;
    }));

  const unsubscribe = async (channel: string, listener: ChangeListener): Promise<void> => {
    const set = channels.get(channel);
    if (!set?.delete(listener) || set.size > 0) return;
    channels.delete(channel);
    if (channels.size === 0) {
      clearTimeout(retry);
      retry = undefined;
      await discard();
    } else if (client) {
      await client.query(unlistenSql(channel)).catch(() => undefined);
    }
  };

  return async (channel, listener) => {
    const set = channels.get(channel) ?? new Set<ChangeListener>();
    const first = set.size === 0;
    set.add(listener);
    channels.set(channel, set);
    if (client === null) {
      // Told `up()` with every other subscriber once the connection listens on every channel.
      await connect();
    } else {
      try {
        if (first) await client.query(listenSql(channel));
        listener.up();
      } catch {
        // The connection failed under this LISTEN: `lost` reconnects and listens again.
      }
    }
    return () => unsubscribe(channel, listener);
  };
}
