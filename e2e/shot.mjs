import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3500';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const [w, h, tag] of [
  [1440, 900, 'd'],
  [390, 844, 'm'],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const [name, path] of JSON.parse(process.env.PAGES)) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: `/tmp/shots/${name}-${tag}.png`,
      fullPage: process.env.FULL === '1',
    });
  }
  await page.close();
}
await browser.close();
