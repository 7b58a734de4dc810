import { addFirstResult, DEMO, expect, loggedInWithOneLine, test } from './support';

/**
 * How a page loads (issue 12 §5, ADR 0091): its server HTML is painted before any of its module
 * scripts is requested, and then the scripts load, run once and hydrate the page.
 */
const PAGES = [
  `/${DEMO.serraVerde.slug}`,
  `/${DEMO.serraVerde.slug}/produtos`,
  `/${DEMO.marAzul.slug}`,
];

/** The start of each script request and the first contentful paint, in the page's clock (ms). */
async function scriptStartsAndFirstPaint(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
}

for (const path of PAGES) {
  test(`${path}: the page is painted before its scripts load, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const { scripts, firstPaint } = await scriptStartsAndFirstPaint(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint);
    // What the server held is back as React Router wrote it; nothing is left inert.
    await expect(page.locator('script[type="vitrine/module"]')).toHaveCount(0);
    await expect(page.locator('link[rel="vitrine-modulepreload"]')).toHaveCount(0);
  });
}

test('the checkout of a logged-in buyer is painted before its scripts load, then hydrates', async ({
  page,
}) => {
  await loggedInWithOneLine(page, DEMO.serraVerde, 'café');
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  const { scripts, firstPaint } = await scriptStartsAndFirstPaint(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint);
});

/**
 * Counts, in the page, every `Intl` object made and every locale-aware method called (ADR 0093):
 * a page's first one loads ICU's services, one long step of the main thread.
 */
const COUNT_INTL = `
  window.__intlUses = [];
  const note = (what) => window.__intlUses.push(what);
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const made = Intl[name];
    if (typeof made !== 'function') continue;
    Intl[name] = new Proxy(made, {
      construct: (target, args) => (note('Intl.' + name), Reflect.construct(target, args)),
      apply: (target, self, args) => (note('Intl.' + name), Reflect.apply(target, self, args)),
    });
  }
  for (const [owner, method] of [
    [Number.prototype, 'toLocaleString'], [BigInt.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'], [String.prototype, 'localeCompare'],
    [Array.prototype, 'toLocaleString'],
  ]) {
    const original = owner[method];
    owner[method] = function (...args) { note(method); return original.apply(this, args); };
  }
`;

test('no page of a first visit makes an Intl object while it loads and hydrates', async ({
  page,
}) => {
  // A cart of two lines: the checkout and the header show both, and a sort of them would
  // need a collator.
  await loggedInWithOneLine(page, DEMO.serraVerde, 'café');
  await addFirstResult(page, `/${DEMO.serraVerde.slug}/produtos?q=arroz`);
  const product = await page.locator('a[href*="/produto/"]').first().getAttribute('href');
  const checkout = `/${DEMO.serraVerde.slug}/checkout`;
  await page.addInitScript({ content: COUNT_INTL });
  for (const path of [...PAGES, product!, checkout]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    if (path === checkout)
      await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
    const uses = await page.evaluate(() => (window as { __intlUses?: string[] }).__intlUses);
    expect(uses, path).toEqual([]);
  }
});

test('the scripts are sent as the build compressed them, in the encoding the browser accepts', async ({
  request,
}) => {
  const html = await (await request.get(`/${DEMO.serraVerde.slug}`)).text();
  // The shell chunk every page loads (vite/shell-chunk.ts).
  const href = /<link rel="vitrine-modulepreload" href="(\/assets\/shell-[^"]+\.js)"/.exec(
    html,
  )?.[1];
  expect(href).toBeTruthy();
  const plain = await request.get(href!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const source = await plain.body();
  for (const [accepted, encoding] of [
    ['br, gzip', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
  ] as const) {
    const res = await request.get(href!, { headers: { 'accept-encoding': accepted } });
    expect(res.headers()['content-encoding'], accepted).toBe(encoding);
    expect(res.headers()['vary']).toMatch(/accept-encoding/i);
    expect(Number(res.headers()['content-length'])).toBeLessThan(source.length / 2);
    expect((await res.body()).equals(source), accepted).toBe(true);
  }
});
