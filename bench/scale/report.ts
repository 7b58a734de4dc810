import type { Figure } from './measure.ts';

/** One measure at one catalog size: saturation figures, and latency at a fixed offered rate. */
export interface Row {
  measure: string;
  size: string;
  saturation: Figure;
  /** Offered req/s of the latency run, null when the measure has none. */
  rate: number | null;
  atRate: Figure | null;
}

const BARE = 'bare limit: listing page 1';

function cell(v: string, width: number): string {
  return v.padStart(width);
}

/**
 * Prints the benchmark as two tables: every figure with its ratio to the bare limit at the same
 * size, then how each measure's throughput grows with the catalog (sizes side by side, and the
 * ratio of each size to the smallest).
 */
export function printTable(rows: Row[], sizes: string[], info: { apiStartMs: number }): void {
  const bareBySize = new Map(rows.filter((r) => r.measure === BARE).map((r) => [r.size, r]));
  console.log(`\nAPI start: ${info.apiStartMs} ms`);
  console.log(
    '\n' +
      [
        'measure'.padEnd(30),
        cell('size', 5),
        cell('req/s', 7),
        cell('p50', 6),
        cell('p99', 6),
        cell('errors', 7),
        cell('RSS MB', 7),
        cell('÷bare', 6),
        cell('offered', 8),
        cell('p50', 6),
        cell('p95', 6),
        cell('p99', 6),
      ].join(' '),
  );
  for (const r of rows) {
    const bare = bareBySize.get(r.size);
    const ratio =
      bare && r.measure !== BARE ? r.saturation.reqPerSec / bare.saturation.reqPerSec : null;
    console.log(
      [
        r.measure.padEnd(30),
        cell(r.size, 5),
        cell(r.saturation.reqPerSec.toFixed(0), 7),
        cell(r.saturation.p50.toFixed(0), 6),
        cell(r.saturation.p99.toFixed(0), 6),
        cell(String(r.saturation.errors), 7),
        cell(r.saturation.rssMb === null ? '–' : r.saturation.rssMb.toFixed(0), 7),
        cell(ratio === null ? '' : ratio.toFixed(2), 6),
        cell(r.rate === null ? '' : `${r.rate}/s`, 8),
        cell(r.atRate ? r.atRate.p50.toFixed(1) : '', 6),
        cell(r.atRate ? r.atRate.p95.toFixed(1) : '', 6),
        cell(r.atRate ? r.atRate.p99.toFixed(1) : '', 6),
      ].join(' '),
    );
  }
  console.log('\nreq/s by catalog size (and ratio to the smallest)');
  console.log(['measure'.padEnd(30), ...sizes.map((s) => cell(s, 16))].join(' '));
  for (const measure of [...new Set(rows.map((r) => r.measure))]) {
    const bySize = sizes.map((s) => rows.find((r) => r.measure === measure && r.size === s));
    const first = bySize[0]?.saturation.reqPerSec ?? 0;
    console.log(
      [
        measure.padEnd(30),
        ...bySize.map((r) =>
          cell(
            r
              ? `${r.saturation.reqPerSec.toFixed(0)} (${first ? (r.saturation.reqPerSec / first).toFixed(2) : '–'})`
              : '–',
            16,
          ),
        ),
      ].join(' '),
    );
  }
}
