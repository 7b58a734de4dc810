import type pg from 'pg';

/** A statement that ran longer than the slow-query threshold: its duration and its SQL text. */
export interface SlowQuery {
  /** Wall time from sending to the reply (or the error), in ms. */
  ms: number;
  /** The statement's text (parameters are never included: they may carry personal data). */
  sql: string;
}

/** What a slow-query report keeps of a statement's text, in characters. */
const MAX_SQL_CHARS = 500;

/**
 * Times every statement of `client` and calls `report` for those that take `thresholdMs` or
 * more, whether they succeed or fail (a statement cancelled by `statement_timeout` is the
 * slowest kind). node-postgres has no query hook, so the client's own `query` is wrapped, once,
 * when the pool opens the connection; promise and callback forms both pass through unchanged.
 * @param thresholdMs - 0 turns the timing off.
 */
export function reportSlowQueries(
  client: pg.PoolClient,
  thresholdMs: number,
  report: (query: SlowQuery) => void,
): void {
  if (thresholdMs <= 0) return;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]): unknown => {
    const started = performance.now();
    const done = (): void => {
      const ms = performance.now() - started;
      if (ms >= thresholdMs) report({ ms: Math.round(ms), sql: statementText(args[0]) });
    };
    const callback = args.findIndex((a) => typeof a === 'function');
    if (callback >= 0) {
      const original = args[callback] as (...r: unknown[]) => void;
      args[callback] = (...r: unknown[]) => {
        done();
        original(...r);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  client.query = timed as typeof client.query;
}

function statementText(first: unknown): string {
  const text =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null && 'text' in first
        ? String((first as { text: unknown }).text)
        : '';
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_SQL_CHARS);
}
