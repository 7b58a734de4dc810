// Summarises a V8 .cpuprofile (node --cpu-prof): self time by package or file, by function, and
// the total (self + callees) time of the heaviest functions, to find what a server spends its CPU on.
// Usage: node bench/ssr/profile-summary.mjs <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/ssr/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the samples and their time deltas (µs).
const self = new Map();
profile.samples.forEach((id, i) =>
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The package (node_modules/<name>) or the app-relative file a frame comes from. */
function where(url) {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
}
const label = (cf) => `${cf.functionName || '(anonymous)'} ${where(cf.url)}:${cf.lineNumber + 1}`;

function ranked(map) {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}
function print(title, map) {
  console.log(`\n${title}`);
  for (const [name, us] of ranked(map))
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
}

const byWhere = new Map();
const byFunction = new Map();
const inclusive = new Map();
for (const [id, us] of self) {
  const cf = nodes.get(id).callFrame;
  byWhere.set(where(cf.url), (byWhere.get(where(cf.url)) ?? 0) + us);
  byFunction.set(label(cf), (byFunction.get(label(cf)) ?? 0) + us);
  // Total time: each function on the stack once (recursion counted once).
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) {
    const l = label(nodes.get(n).callFrame);
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + us);
  }
}
console.log(`profile: ${(total / 1000).toFixed(0)} ms sampled`);
print('self time by package / file', byWhere);
print('self time by function', byFunction);
print('total time (self + callees) by function', inclusive);
