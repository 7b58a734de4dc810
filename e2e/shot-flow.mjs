import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3500';
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
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(base + '/serra-verde/produtos?q=cafe');
await page.getByRole('button', { name: 'Entrar' }).click();
const d = page.getByRole('dialog');
await d.getByLabel('E-mail ou CPF/CNPJ').fill('52998224725');
await d.getByRole('button', { name: 'Continuar' }).click();
await d.getByLabel('Senha', { exact: true }).fill('vitrine123');
await page.screenshot({ path: '/tmp/shots/login-m.png' });
await d.getByRole('button', { name: /^Entrar$/ }).click();
await d.waitFor({ state: 'hidden' });
const saved = page.waitForResponse(
  (r) => r.url().includes('/cart?') && r.request().method() === 'POST',
);
await page
  .getByRole('button', { name: /Adicionar .* ao carrinho/ })
  .first()
  .click();
await saved;
await page.getByRole('button', { name: /Carrinho/ }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/cart-m.png' });
await page.goto(base + '/serra-verde/checkout');
await page.waitForLoadState('networkidle');
await page.getByRole('radio', { name: /Entrega no endereço/ }).check();
await page.getByRole('radio', { name: /Rua Harmonia/ }).check();
await page.getByRole('radio', { name: /^Pix/ }).check();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/checkout-m.png', fullPage: true });
await page.getByRole('button', { name: 'Enviar pedido' }).first().click();
await page.waitForURL(/submissao/);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: '/tmp/shots/submissao-m.png', fullPage: true });
await page.setViewportSize({ width: 1440, height: 900 });
await page.goto(page.url().replace(/submissao\/(\d+)/, 'pedidos/$1'));
await page.waitForLoadState('networkidle');
await page.screenshot({ path: '/tmp/shots/pedido-d.png', fullPage: true });
await browser.close();
