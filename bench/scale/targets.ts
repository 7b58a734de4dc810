import type { Row } from './report.ts';

/** The measures the targets name, as scale.bench.ts names them. */
export const MEASURE = {
  bare: 'bare limit: listing page 1',
  listing: 'listing page 1',
  deepest: 'listing deepest page',
  search: 'listing search (sk=cafe)',
  searchDeepest: 'search deepest page (sk=cafe)',
  searchWords: 'listing search, two words (sk=leite integral)',
  suggestions: 'suggestions (acuc)',
  ssrProduct: 'SSR product page',
  ssrCategory: 'SSR category page',
  cart: 'cart save (3 lines, priced)',
  order: 'order submit (pickup, 2 lines)',
  detail: 'product detail',
} as const;

/** One target of issue 12 §2 at one catalog size, with the figure measured and the verdict. */
export interface Verdict {
  measure: string;
  size: string;
  target: string;
  figure: string;
  pass: boolean;
}

/** What the targets need besides the rows: the API's start time and the orders stored. */
export interface TargetInfo {
  apiStartMs: number;
  /** Per catalog size: orders stored by the order runs and their 2xx answers. */
  orders: Map<string, { stored: number; answered: number }>;
}

const n0 = (v: number) => v.toFixed(0);
const ms = (v: number) => `${v.toFixed(1)} ms`;

/**
 * The issue-12 §2 targets against the figures of one run, each PASS or FAIL (throughput at
 * saturation, latency at the fixed offered rate; "1M" targets apply to the largest size
 * measured, "100k" ones to the others).
 */
export function evaluateTargets(rows: Row[], sizes: string[], info: TargetInfo): Verdict[] {
  const out: Verdict[] = [];
  const row = (measure: string, size: string) =>
    rows.find((r) => r.measure === measure && r.size === size);
  const add = (measure: string, size: string, target: string, figure: string, pass: boolean) =>
    out.push({ measure, size, target, figure, pass });
  const smallest = sizes[0];
  for (const size of sizes) {
    const big = size === '1M';
    const bare = row(MEASURE.bare, size);
    const listing = row(MEASURE.listing, size);
    if (listing && bare) {
      const ratio = listing.saturation.reqPerSec / bare.saturation.reqPerSec;
      add(
        MEASURE.listing,
        size,
        '≥ 60 % of the bare limit',
        `${(ratio * 100).toFixed(0)} %`,
        ratio >= 0.6,
      );
    }
    if (listing?.atRate) {
      const p99 = listing.atRate.p99;
      add(MEASURE.listing, size, 'p99 ≤ 50 ms at 200 req/s offered', ms(p99), p99 <= 50);
    }
    const first = smallest ? row(MEASURE.listing, smallest) : undefined;
    if (listing && first && size !== smallest) {
      const ratio = listing.saturation.reqPerSec / first.saturation.reqPerSec;
      add(MEASURE.listing, size, `req/s ≥ 2/3 of ${smallest}'s`, ratio.toFixed(2), ratio >= 2 / 3);
    }
    const deepest = row(MEASURE.deepest, size);
    if (deepest && listing) {
      const ratio = listing.saturation.reqPerSec / deepest.saturation.reqPerSec;
      add(MEASURE.deepest, size, 'no worse than 2× page 1', `${ratio.toFixed(2)}×`, ratio <= 2);
    }
    const search = row(MEASURE.search, size);
    const searchDeepest = row(MEASURE.searchDeepest, size);
    if (searchDeepest && search) {
      const ratio = search.saturation.reqPerSec / searchDeepest.saturation.reqPerSec;
      const figure = `${ratio.toFixed(2)}×`;
      add(MEASURE.searchDeepest, size, 'no worse than 2× its page 1', figure, ratio <= 2);
    }
    for (const [measure, p95Goal] of [
      [MEASURE.search, big ? 30 : 20],
      [MEASURE.searchWords, big ? 30 : 20],
      [MEASURE.suggestions, big ? 25 : 15],
    ] as const) {
      const r = row(measure, size);
      if (r?.atRate) {
        add(
          measure,
          size,
          `p95 ≤ ${p95Goal} ms at 100 req/s offered`,
          ms(r.atRate.p95),
          r.atRate.p95 <= p95Goal,
        );
      }
      if (r && big) {
        add(
          measure,
          size,
          '≥ 300 req/s at saturation',
          n0(r.saturation.reqPerSec),
          r.saturation.reqPerSec >= 300,
        );
      }
    }
    for (const [measure, rate, p95Goal] of [
      [MEASURE.cart, 500, 30],
      [MEASURE.order, 200, 100],
    ] as const) {
      const r = row(measure, size);
      if (!r?.atRate) continue;
      // The offered rate must actually be served (97 %: autocannon's pacing is not exact).
      const served = r.atRate.reqPerSec >= rate * 0.97 && r.atRate.errors === 0;
      add(
        measure,
        size,
        `p95 ≤ ${p95Goal} ms at ≥ ${rate}/s`,
        `${ms(r.atRate.p95)} at ${n0(r.atRate.reqPerSec)}/s, ${r.atRate.errors} errors`,
        served && r.atRate.p95 <= p95Goal,
      );
    }
    const orders = info.orders.get(size);
    if (orders) {
      add(
        MEASURE.order,
        size,
        'exactly once: orders stored = 2xx answers',
        `${orders.stored} / ${orders.answered}`,
        orders.stored === orders.answered,
      );
    }
    for (const measure of [MEASURE.ssrProduct, MEASURE.ssrCategory]) {
      const r = row(measure, size);
      if (!r) continue;
      add(
        measure,
        size,
        '≥ 200 pages/s at saturation',
        n0(r.saturation.reqPerSec),
        r.saturation.reqPerSec >= 200,
      );
      if (r.atRate) {
        add(measure, size, 'TTFB p95 ≤ 80 ms at 50 pages/s', ms(r.atRate.p95), r.atRate.p95 <= 80);
      }
    }
  }
  const apiRss = rows
    .filter((r) => !r.measure.startsWith('bare') && !r.measure.startsWith('SSR'))
    .flatMap((r) => [r.saturation.rssMb, r.atRate?.rssMb ?? null])
    .filter((v): v is number => v !== null);
  if (apiRss.length > 0) {
    const peak = Math.max(...apiRss);
    add('API memory', 'all', 'RSS ≤ 150 MB under load', `${n0(peak)} MB`, peak <= 150);
  }
  add(
    'API start',
    '–',
    'start ≤ 2 s (until /health answers)',
    `${info.apiStartMs} ms`,
    info.apiStartMs <= 2000,
  );
  return out;
}

/** Prints the verdicts as a table: measure, size, target, figure, PASS/FAIL. */
export function printTargets(verdicts: Verdict[]): void {
  console.log('\nissue-12 targets (this run)');
  for (const v of verdicts) {
    console.log(
      [
        v.measure.padEnd(30),
        v.size.padStart(4),
        v.target.padEnd(42),
        v.figure.padStart(28),
        v.pass ? 'PASS' : 'FAIL',
      ].join('  '),
    );
  }
}
