/**
 * Lighthouse on the storefront's pages (issue 12 §5; not part of `npm test`):
 * `npm run build && npm run build -w @vitrine/api && npm run bench:lighthouse`.
 *
 * Builds nothing itself: it starts the compiled API (`apps/api/dist`) on a fresh embedded PGlite
 * seeded with the demo suppliers and the built storefront (`apps/storefront/build`), as
 * `npm start` runs them, then runs Lighthouse (npm package, its default mobile settings:
 * Moto G Power emulation, simulated slow-4G and 4× CPU throttling) in Debian's Chromium on the
 * supplier home, the product list, a product detail and the checkout of a logged-in demo buyer
 * with a 3-line cart (lighthouse-session.ts). Each page is audited `LIGHTHOUSE_RUNS` times (3)
 * and the median run by performance score is kept, as Lighthouse's docs advise for variance.
 *
 * Prints per page: the four category scores, LCP, CLS, TBT and the initial JavaScript gzipped
 * (lighthouse-initial-js.ts), each against the issue's target; the whole results go to
 * `bench/results/lighthouse-<time>.json`, each page's full Lighthouse result (the median run) beside it
 * in `bench/results/lighthouse-<time>/<page>.json` (open it in the Lighthouse viewer). Exit code 1 when a target is missed.
 * Ports: `LIGHTHOUSE_WEB_PORT` (3400), `LIGHTHOUSE_API_PORT` (3401); `LIGHTHOUSE_PAGES=checkout,list`
 * audits only the pages whose name contains one of those texts.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer, type ServerProcess } from './scale/server-process.ts';
import { demoBuyerWithCart } from './lighthouse-session.ts';
import { initialJsGzipBytes } from './lighthouse-initial-js.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
const WEB_PORT = Number(process.env.LIGHTHOUSE_WEB_PORT ?? 3400);
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 3401);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** Attempts after a run Lighthouse could not record (see `audit`). */
const RETRIES = 2;
/** `LIGHTHOUSE_PAGES=checkout,home` audits only the pages whose name contains one of those texts. */
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
const SLUG = 'serra-verde';
/** Serra Verde's id in the demo seed (apps/api/src/db/seed). */
const SERRA_VERDE = '5e7a1c2e-3b4d-4f6a-8c9d-0e1f2a3b4c5d';
/** Debian's Chromium with the flags of ARCHITECTURE.md §4 (chrome-launcher adds its own). */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Issue 12 §5 targets. Scores are Lighthouse's 0–100; times in ms; JS in bytes. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  lcpMs: 2500,
  cls: 0.1,
  /** 100 kB read as decimal kilobytes (the stricter reading), printed in kB. */
  initialJsBytes: 100_000,
} as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageFigures {
  page: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  initialJs: { files: number; gzip: number } | null;
  /** Audits below a full score in accessibility, best practices and SEO: what to fix. */
  failing: { id: string; title: string; category: string }[];
}

for (const [what, file] of [
  ['storefront build', 'apps/storefront/build/server/index.js'],
  ['compiled API', 'apps/api/dist/server.js'],
] as const) {
  if (!existsSync(ROOT + file)) {
    console.error(
      `No ${what} (${file}): run \`npm run build && npm run build -w @vitrine/api\` first.`,
    );
    process.exit(1);
  }
}

const pgliteDir = `/tmp/vitrine-lighthouse-pglite-${API_PORT}`;
rmSync(pgliteDir, { recursive: true, force: true });
const sharedSecret = randomBytes(32).toString('hex');
const servers: ServerProcess[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;

async function stopAll() {
  await chrome?.kill();
  for (const server of servers.reverse()) await server.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
}

try {
  console.log('▶ start the compiled API on the embedded demo data, then the built storefront');
  const api = await startServer([`${ROOT}apps/api/dist/server.js`], API_PORT, {
    NODE_ENV: 'production',
    API_PORT: String(API_PORT),
    DATABASE_URL: '',
    PGLITE_DIR: pgliteDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    STOREFRONT_API_SECRET: sharedSecret,
  });
  servers.push(api);
  const web = await startServer(
    ['server.mjs'],
    WEB_PORT,
    {
      NODE_ENV: 'production',
      PORT: String(WEB_PORT),
      HOST: '127.0.0.1',
      API_URL: api.url,
      INSECURE_COOKIES: 'true',
      COOKIE_SECRET: randomBytes(32).toString('hex'),
      STOREFRONT_API_SECRET: sharedSecret,
    },
    { cwd: `${ROOT}apps/storefront`, healthPath: `/${SLUG}` },
  );
  servers.push(web);

  const listing = (await (
    await fetch(`${api.url}/v2/app/vitrine-web/listaprodutos/${SERRA_VERDE}?limit=20`)
  ).json()) as { produtos: { id: number }[] };
  const productIds = listing.produtos.map((product) => product.id);
  if (productIds.length < 3) throw new Error('the demo catalog of Serra Verde has no products');
  const buyer = await demoBuyerWithCart(web.url, api.url, SLUG, SERRA_VERDE, productIds);

  const pages = [
    { page: 'home', path: `/${SLUG}`, cookie: null },
    { page: 'product list', path: `/${SLUG}/produtos`, cookie: null },
    { page: 'product detail', path: `/${SLUG}/produto/${productIds[0]}`, cookie: null },
    { page: 'checkout', path: `/${SLUG}/checkout`, cookie: buyer.cookie },
  ];

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const figures: PageFigures[] = [];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const reports = `${RESULTS}lighthouse-${stamp}/`;
  mkdirSync(reports, { recursive: true });
  const chosen = pages.filter(
    ({ page }) => ONLY.length === 0 || ONLY.some((o) => page.includes(o)),
  );
  for (const { page, path, cookie } of chosen) {
    const url = web.url + path;
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    if (cookie) await keepCookie(chrome.port, web.url, cookie);
    const html = await (await fetch(url, { headers })).text();
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      };
      runs.push(await audit(url, flags));
      process.stdout.write('.');
    }
    const byScore = runs.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const lhr = byScore[Math.floor(byScore.length / 2)]!;
    writeFileSync(`${reports}${page.replace(/ /g, '-')}.json`, JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap(
      (category) =>
        lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 1)
          .map((audit) => ({ id: audit.id, title: audit.title, category })),
    );
    figures.push({
      page,
      url: path,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      initialJs: initialJsGzipBytes(html),
      failing,
    });
  }
  process.stdout.write('\n');
  report(figures);
  const file = `${RESULTS}lighthouse-${stamp}.json`;
  writeFileSync(file, JSON.stringify({ runs: RUNS, targets: TARGETS, pages: figures }, null, 2));
  console.log(`results: ${file} (each page's full Lighthouse report in ${reports})`);
} finally {
  await stopAll();
}

/**
 * One Lighthouse run of `url`. A run whose trace Chromium failed to record (NO_NAVSTART,
 * NO_FCP…: a busy shared machine starves the headless browser now and then) is run again, up
 * to `RETRIES` times, rather than ending the whole bench.
 * @throws Error when every attempt ends in a runtime error.
 */
async function audit(url: string, flags: Flags): Promise<Result> {
  let last = '';
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    last = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
    process.stdout.write('r');
  }
  throw new Error(`${url}: ${last}`);
}

/**
 * Puts the session cookie in the browser's own cookie jar (through the DevTools protocol), as a
 * login in that browser would have: Lighthouse clears caches and storage between runs but keeps
 * cookies, and the page's own requests (`/api/*`) then carry it and any cookie the server renews.
 * (Lighthouse's `extraHeaders` would send a fixed Cookie header on navigations only.)
 */
async function keepCookie(port: number, origin: string, cookie: string) {
  const [name, ...value] = cookie.split('=');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie({
      name: name!,
      value: value.join('='),
      domain: new URL(origin).hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
  } finally {
    await browser.disconnect();
  }
}

/** The table, each figure marked ✗ when it misses its target; sets the exit code. */
function report(figures: PageFigures[]) {
  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  const cell = (text: string, ok: boolean, width: number) => (text + mark(ok)).padStart(width);
  console.log(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated throttling; ✗ = misses the issue-12 target`,
  );
  console.log(
    'page'.padEnd(16) +
      ['perf', 'a11y', 'best', 'seo'].map((h) => h.padStart(6)).join('') +
      'LCP ms'.padStart(9) +
      'CLS'.padStart(8) +
      'TBT ms'.padStart(8) +
      'initial JS gzip'.padStart(17),
  );
  let missed = false;
  for (const f of figures) {
    const oks = CATEGORIES.map((c) => f.scores[c] >= TARGETS[c]);
    const lcpOk = f.lcpMs <= TARGETS.lcpMs;
    const clsOk = f.cls <= TARGETS.cls;
    const jsOk = f.initialJs !== null && f.initialJs.gzip <= TARGETS.initialJsBytes;
    missed ||= !oks.every(Boolean) || !lcpOk || !clsOk || !jsOk;
    console.log(
      f.page.padEnd(16) +
        CATEGORIES.map((c, i) => cell(String(f.scores[c]), oks[i]!, 6)).join('') +
        cell(String(Math.round(f.lcpMs)), lcpOk, 9) +
        cell(f.cls.toFixed(3), clsOk, 8) +
        String(Math.round(f.tbtMs)).padStart(8) +
        cell(f.initialJs ? `${(f.initialJs.gzip / 1000).toFixed(1)} kB` : 'unknown', jsOk, 17),
    );
  }
  for (const f of figures) {
    for (const audit of f.failing)
      console.log(`  ${f.page}: ${audit.category} — ${audit.id} (${audit.title})`);
  }
  if (missed) process.exitCode = 1;
}
