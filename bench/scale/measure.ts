import autocannon from 'autocannon';

/** One autocannon run, reduced to what the report prints. Latencies in ms. */
export interface Figure {
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Answers with a 2xx status (an order submit's successes, to compare with the orders stored). */
  ok2xx: number;
  /** Requests autocannon gave up on (no answer within its timeout): their outcome is unknown. */
  timeouts: number;
  /** Answers by HTTP status, e.g. { "200": 980, "409": 3 }. */
  statuses: Record<string, number>;
  /** Highest resident memory of the measured server during the run, in MB (null when unknown). */
  rssMb: number | null;
}

/** A request the benchmark sends: method, path and body; `paths` spreads requests over many URLs. */
export interface Target {
  method?: 'GET' | 'POST' | 'PUT';
  /** One path, or a function giving the n-th request's path (detail pages over many ids). */
  path: string | ((n: number) => string);
  /** Headers of every request, or of the n-th (a different customer's session per request). */
  headers?: Record<string, string> | ((n: number) => Record<string, string>);
  body?: string | ((n: number) => string);
}

export interface RunOptions {
  connections: number;
  durationS: number;
  /** Offered requests per second over all connections; unset = as fast as the server answers. */
  overallRate?: number;
  /** Resident memory sampler of the server under test. */
  rss?: () => number | null;
  /**
   * A fixed number of requests instead of a duration: the run ends when every one is answered,
   * so nothing is left in flight (order submit counts its orders afterwards).
   */
  amount?: number;
}

/**
 * The request sequence, over every run of the process: a target's n-th request never repeats
 * an earlier run's n (an order repeated within seconds is refused as a duplicate).
 */
let sequence = 0;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Drives `base` + target with autocannon for `durationS` seconds and returns requests/s, the
 * p50/p95/p99 latency of every answered request (ms, from autocannon's per-response times) and
 * the errors (failed connections and non-2xx answers).
 */
export async function measure(base: string, target: Target, opts: RunOptions): Promise<Figure> {
  const latencies: number[] = [];
  let rssMax: number | null = null;
  const sampler = setInterval(() => {
    const v = opts.rss?.() ?? null;
    if (v !== null) rssMax = Math.max(rssMax ?? 0, v);
  }, 200);
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.durationS }),
        ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
        requests: [
          {
            method: target.method ?? 'GET',
            setupRequest: (req) => {
              sequence += 1;
              const n = sequence;
              const path = typeof target.path === 'function' ? target.path(n) : target.path;
              const body = typeof target.body === 'function' ? target.body(n) : target.body;
              return {
                ...req,
                path,
                headers: {
                  ...(req.headers ?? {}),
                  ...(typeof target.headers === 'function'
                    ? target.headers(n)
                    : (target.headers ?? {})),
                },
                ...(body !== undefined ? { body } : {}),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await finished;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    // Requests over the run's own duration: autocannon's `average` is the mean of its one-second
    // counts, which a run of a fixed amount ends with a partial second of (1,000 orders paced at
    // 195/s over 15 connections were reported at 167/s).
    reqPerSec: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx + result.timeouts,
    ok2xx: result['2xx'],
    timeouts: result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count ?? 0]),
    ),
    rssMb: rssMax,
  };
}

/**
 * A short unmeasured run, so caches and JIT are warm before the measured one: `durationS` (2 s
 * by default), or `amount` requests all answered (nothing left in flight to land in the measured
 * run).
 */
export async function warmUp(
  base: string,
  target: Target,
  connections: number,
  { amount, durationS = 2 }: { amount?: number; durationS?: number } = {},
): Promise<void> {
  await measure(base, target, { connections, durationS, amount });
}
