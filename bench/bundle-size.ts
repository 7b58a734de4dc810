/**
 * Initial JavaScript per storefront page (not part of `npm test`): what a first visit to each
 * page downloads before it is interactive — the client entry, then every route module of the
 * matched branch (root, supplier layout, page) with all their static imports — raw and gzip
 * (node:zlib, default level, each file compressed on its own as a server sends it).
 * Reads React Router's client manifest from `apps/storefront/build/client`; it lists, per route,
 * the module and the transitive closure of its static imports, exactly what the server-rendered
 * page preloads. Each page is compared with the issue-12 §5 budget, 100 kB gzipped per route, read
 * as decimal kilobytes (100,000 bytes, the stricter reading; the figures are printed in kB); the
 * shared part (the client entry and its imports: Preact, React Router and the shell chunk of
 * what the root and supplier layout import, ADR 0070), which
 * every page loads, is printed apart (a page over budget is marked, not an error: `npm run bench`
 * goes on to the other benchmarks).
 * Under each page, its lazy parts (ADR 0040, 0083) with what each adds when it renders: after a
 * click, or before hydration when the server rendered it for the page's data (an order's Pix code
 * or after-sale sections), so a page's JavaScript for given data is its row plus those parts.
 * Run after `npm run build`: `npm run bench` (or `npx tsx bench/bundle-size.ts`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue 12 §5: initial JavaScript per route, gzipped: 100 kB, decimal kilobytes. */
const BUDGET_BYTES = 100_000;
const CLIENT_BUILD = fileURLToPath(new URL('../apps/storefront/build/client', import.meta.url));
const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/** The pages to measure, by their URL pattern (spec §2); a `:` segment is any parameter. */
const PAGES = [
  { page: 'home', url: '/:fornecedor' },
  { page: 'product list', url: '/:fornecedor/produtos' },
  { page: 'product detail', url: '/:fornecedor/produto/:idproduto' },
  { page: 'checkout', url: '/:fornecedor/checkout' },
  { page: 'orders', url: '/:fornecedor/pedidos' },
  { page: 'order detail', url: '/:fornecedor/pedidos/:numpedido' },
  { page: 'submission', url: '/:fornecedor/submissao/:numpedido' },
] as const;

type ManifestChunk = { module: string; imports?: string[] };
type ManifestRoute = ManifestChunk & {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
};
type ClientManifest = { entry: ManifestChunk; routes: Record<string, ManifestRoute> };

function readClientManifest(): ClientManifest {
  const assets = path.join(CLIENT_BUILD, 'assets');
  let candidates: string[];
  try {
    candidates = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  } catch {
    candidates = [];
  }
  if (candidates.length === 0) {
    throw new Error(`No storefront build in ${CLIENT_BUILD}: run \`npm run build\` first.`);
  }
  // The newest build wins if an older manifest was left beside it.
  const newest = candidates
    .map((name) => path.join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const text = readFileSync(newest, 'utf8').trim();
  if (!text.startsWith(MANIFEST_PREFIX)) throw new Error(`Unexpected manifest format in ${newest}`);
  return JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, '')) as ClientManifest;
}

/** The route chain from the root to `route`. */
function branchOf(manifest: ClientManifest, route: ManifestRoute): ManifestRoute[] {
  const branch: ManifestRoute[] = [];
  for (let current: ManifestRoute | undefined = route; current;) {
    branch.unshift(current);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  return branch;
}

/** A URL pattern with parameter names dropped, so a renamed parameter still matches. */
function normalise(url: string): string {
  const segments = url.split('/').filter(Boolean);
  return '/' + segments.map((segment) => (segment.startsWith(':') ? ':' : segment)).join('/');
}

function urlOf(branch: ManifestRoute[]): string {
  return normalise(branch.map((route) => route.path ?? '').join('/'));
}

/** The page route whose full URL is `url`: the deepest one, so an index page beats its layout. */
function routeFor(manifest: ClientManifest, url: string): ManifestRoute[] | undefined {
  return Object.values(manifest.routes)
    .map((route) => branchOf(manifest, route))
    .filter((branch) => urlOf(branch) === normalise(url))
    .sort((a, b) => b.length - a.length)[0];
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(CLIENT_BUILD, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(file, size);
  }
  return size;
}

/**
 * The lazy components (`lazyNamed`, ADR 0040/0083) that the page's modules declare, each with the
 * files it adds to `loaded` when it renders: its chunk and the chunk's imports the page has not
 * loaded. Read from the build's dynamic imports, `import("./x.js"),__vite__mapDeps([…])),"Name"`,
 * and the `__vite__mapDeps` file table of the module that declares them.
 */
function lazyParts(loaded: Set<string>): { name: string; adds: string[] }[] {
  const parts = new Map<string, string[]>();
  for (const file of loaded) {
    const code = readFileSync(path.join(CLIENT_BUILD, file), 'utf8');
    const table = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(code)?.[1];
    const deps = table ? (JSON.parse(table) as string[]) : [];
    const lazy = /import\("\.\/([^"]+)"\)(?:,__vite__mapDeps\(\[([\d,]*)\]\))?\),"(\w+)"\)/g;
    for (const [, chunk, indices = '', name] of code.matchAll(lazy)) {
      const needed = [
        `assets/${chunk}`,
        ...indices
          .split(',')
          .filter(Boolean)
          .map((i) => deps[+i]!),
      ];
      parts.set(
        name!,
        [...new Set(needed.map((f) => `/${f}`))].filter((f) => !loaded.has(f)),
      );
    }
  }
  return [...parts].map(([name, adds]) => ({ name, adds }));
}

/** Bytes as decimal kilobytes (1 kB = 1,000 bytes), as the budget is stated. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);
const total = (files: Iterable<string>, key: 'raw' | 'gzip') =>
  [...files].reduce((sum, file) => sum + sizeOf(file)[key], 0);

const manifest = readClientManifest();
console.log('Initial JS per page, kB: entry + root, layout and page routes + their static imports');
console.log('("page only": what the page adds to the JS every page shares; largest of it named)');
const shell = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
console.log(
  `Budget ${BUDGET_BYTES / 1000} kB gzip per page; the client entry alone (Preact, React Router and ` +
    `the shell every page shares, ADR 0070) is ${kb(total(shell, 'gzip')).trim()} kB of it.`,
);
console.log(
  `${'page'.padEnd(16)}${'route'.padEnd(26)}${'files'.padStart(5)}${'raw'.padStart(8)}${'gzip'.padStart(8)}` +
    `${'budget'.padStart(8)}${'page only'.padStart(11)}  largest page-only chunk`,
);
for (const { page, url } of PAGES) {
  const branch = routeFor(manifest, url);
  if (!branch) {
    console.log(`${page.padEnd(16)}${url.padEnd(26)}  no route with this URL in the build`);
    process.exitCode = 1;
    continue;
  }
  const leaf = branch[branch.length - 1]!;
  const shared = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of branch.slice(0, -1)) {
    for (const file of [route.module, ...(route.imports ?? [])]) shared.add(file);
  }
  const own = [leaf.module, ...(leaf.imports ?? [])].filter((file) => !shared.has(file));
  const files = new Set([...shared, ...own]);
  const largest = own.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)[0];
  const gzip = total(files, 'gzip');
  console.log(
    `${page.padEnd(16)}${leaf.id.padEnd(26)}${String(files.size).padStart(5)}` +
      `${kb(total(files, 'raw'))}${kb(gzip)}${(gzip > BUDGET_BYTES ? 'over' : 'ok').padStart(8)}` +
      `${kb(total(own, 'gzip')).padStart(11)}  ` +
      (largest ? `${path.basename(largest)} (${kb(sizeOf(largest).gzip).trim()} gzip)` : '-'),
  );
  // What a lazy part adds when it renders: after a click (dialogs, panels), or at once when the
  // server rendered it for this page's data (an order's Pix code or after-sale sections).
  const parts = lazyParts(files).map(
    ({ name, adds }) => `${name} +${kb(total(adds, 'gzip')).trim()}`,
  );
  if (parts.length > 0) console.log(`${''.padEnd(16)}lazy parts, kB gzip: ${parts.join(', ')}`);
}
