import { DEMO, expect, loggedInWithOneLine, test } from './support';

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
