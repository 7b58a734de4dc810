import pg from 'pg';
import type { ChangeListener } from './client.ts';

/** Wait before reconnecting a lost LISTEN connection, in ms. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would be handed
 * to queries and lose the subscription). A lost connection calls `listener.down()` and is
 * reopened every second until it is back (`listener.up()`) or the subscription is closed; it
 * never crashes the process.
 * @returns how to unsubscribe (ends the connection).
 */
export async function listenOnServer(
  databaseUrl: string,
  connectTimeoutMs: number,
  channel: string,
  listener: ChangeListener,
): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = (): void => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  const lost = (): void => {
    if (client === null) return;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    client = null;
    if (closed) return;
    listener.down();
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
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => undefined);
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    next.removeAllListeners('error');
    next.on('notification', (note) => listener.message(note.payload ?? ''));
    next.on('error', lost);
    next.on('end', lost);
    listener.up();
  };

  await open();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
