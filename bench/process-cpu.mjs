// CPU time of a Linux process from /proc, for the benchmarks that measure cost per request
// (bench/ssr/page-cost.mjs, bench/scale/request-cost.ts): robust to other work on the cores,
// unlike req/s.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Length of a clock tick, in ms (utime and stime count ticks). */
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** Last CPU time read of each process: one that exited meanwhile counts what it had. */
const lastCpu = new Map();

/**
 * CPU time (user + system) a process has used so far, in ms.
 * @param {number} pid
 * @returns {number}
 */
export function cpuMs(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return lastCpu.get(pid) ?? 0;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  lastCpu.set(pid, ms);
  return ms;
}
