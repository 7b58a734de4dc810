import type { Page } from '@playwright/test';
import {
  DEMO,
  emptyCart,
  isCartSave,
  loginThroughModal,
  openCart,
  loggedInWithOneLine,
  expect,
  test,
} from './support';

/**
 * Defects of issue 6 §8 a buyer hit before, each checked as that buyer would meet it again.
 * Demo themes: serra-verde primary #2f6b3a, mar-azul primary #12355b (apps/api seed).
 */
test.describe.configure({ mode: 'serial' });

const PRIMARY = {
  [DEMO.serraVerde.slug]: 'rgb(47, 107, 58)',
  [DEMO.marAzul.slug]: 'rgb(18, 53, 91)',
} as const;

const background = (page: Page, selector: ReturnType<Page['getByRole']>) =>
  selector.evaluate((el) => getComputedStyle(el).backgroundColor);

for (const supplier of [DEMO.serraVerde, DEMO.marAzul]) {
  test(`${supplier.slug}: login modal, cart panel and pagination wear the supplier's theme`, async ({
    page,
  }) => {
    await page.goto(`/${supplier.slug}/produtos`);
    // The current page of the pagination is readable: its text and background differ.
    const current = page
      .getByRole('navigation', { name: 'Paginação' })
      .locator('[aria-current="page"]');
    const [bg, fg] = await current.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el).color,
    ]);
    expect(bg).toBe(PRIMARY[supplier.slug]);
    expect(fg).not.toBe(bg);

    await page.getByRole('button', { name: 'Entrar' }).click();
    const dialog = page.getByRole('dialog');
    expect(await background(page, dialog.getByRole('button', { name: 'Continuar' }))).toBe(
      PRIMARY[supplier.slug],
    );
    await loginThroughModal(page, supplier.login, supplier.senha);
    await emptyCart(page);

    const saved = page.waitForResponse(isCartSave);
    await page
      .getByRole('button', { name: /Adicionar .* ao carrinho/ })
      .first()
      .click();
    await saved;
    await openCart(page);
    const checkout = page
      .getByRole('dialog', { name: 'Seu carrinho' })
      .getByRole('link', { name: 'Finalizar compra' });
    expect(await background(page, checkout)).toBe(PRIMARY[supplier.slug]);
    await page.keyboard.press('Escape');
    await emptyCart(page);
  });
}

test('notes and the customer order number belong to one order only; limits are shown and counted', async ({
  page,
}) => {
  await loggedInWithOneLine(page, DEMO.serraVerde, 'crystal');

  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  const notes = page.getByLabel('Anotações para o pedido');
  const orderNumber = page.getByLabel('Número do seu pedido (opcional)');
  await expect(page.getByText('0/1000 caracteres')).toBeVisible();
  await expect(page.getByText('0/60 caracteres')).toBeVisible();
  await notes.fill('Entregar pela manhã');
  await expect(page.getByText('19/1000 caracteres')).toBeVisible();
  await expect(orderNumber).toHaveAttribute('maxlength', '60');
  await orderNumber.fill('OC-42');
  await page.getByRole('radio', { name: /Retirada na loja/ }).check();
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('button', { name: 'Enviar pedido' }).first().click();
  await expect(page).toHaveURL(/\/serra-verde\/submissao\/\d+$/);

  // The next order starts clean, whatever the buyer does before it.
  await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=crystal`);
  const saved = page.waitForResponse(isCartSave);
  await page
    .getByRole('button', { name: /Adicionar .* ao carrinho/ })
    .first()
    .click();
  await saved;
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  await expect(notes).toHaveValue('');
  await expect(orderNumber).toHaveValue('');
  await emptyCart(page);
});

test('a quantity typed by hand is corrected with the reason shown', async ({ page }) => {
  await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=maca fuji`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await emptyCart(page);
  await page.getByRole('link', { name: 'Maçã Fuji' }).click();
  await page.getByRole('button', { name: /Adicionar/ }).click();
  const field = page.getByRole('group', { name: 'Quantidade de Maçã Fuji' }).getByRole('textbox');
  await field.fill('0,3333');
  await field.press('Tab');
  await expect(field).toHaveValue(/0,25|0,5/);
  await expect(page.getByText(/Quantidade ajustada para .*vendido de 0,25/)).toBeVisible();
  await field.fill('abc');
  await field.press('Tab');
  await expect(page.getByText(/Digite um número/)).toBeVisible();
  await emptyCart(page);
});

test('a CEP that cannot exist is refused in the new-address form', async ({ page }) => {
  await loggedInWithOneLine(page, DEMO.serraVerde, 'crystal');
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  await page.getByRole('radio', { name: /Entrega no endereço/ }).check();
  await page.getByRole('button', { name: 'Novo endereço' }).click();
  const form = page.getByRole('dialog', { name: 'Novo endereço' });
  await form.getByLabel('CEP').fill('00000-000');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(form.getByText('CEP inválido')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await emptyCart(page);
});

test('every category is reachable, on a desktop and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/${DEMO.serraVerde.slug}`);
  const nav = page.getByRole('navigation', { name: 'Categorias' });
  const links = nav.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) await expect(links.nth(i)).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const last = links.last();
  await expect(last).not.toBeInViewport();
  const more = nav.getByRole('button', { name: 'Ver mais categorias' });
  // The arrow appears once the page is hydrated and has measured the row: wait for it.
  await expect(more).toBeVisible();
  while (await more.isVisible()) {
    await more.click();
    await page.waitForTimeout(400);
  }
  await expect(last).toBeInViewport();
});

test('wholesale hints of box products speak of boxes; the provider home lists suppliers by name and logo', async ({
  page,
}) => {
  await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=crystal`);
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Água Mineral Crystal 500 ml Caixa com 12' });
  await expect(card).toContainText(/a partir de 5 caixas/);
  await expect(card).not.toContainText(/unidades/);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Empório Serra Verde' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atacado Mar Azul' })).toBeVisible();
  await expect(page.getByText('/serra-verde')).toHaveCount(0);
  const logo = page.getByRole('link', { name: 'Empório Serra Verde' }).locator('img');
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
});

test("a supplier's pages carry its logo as their icon; /favicon.ico is a cached 404, not the provider home", async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  for (const [slug, logo] of [
    [DEMO.serraVerde.slug, '/imagens/fornecedores/serra-verde.svg'],
    [DEMO.marAzul.slug, '/imagens/fornecedores/mar-azul.svg'],
  ] as const) {
    await page.goto(`/${slug}/produtos`);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', logo);
  }
  // Until this route, the browser's own /favicon.ico request rendered the provider home.
  expect(asked).not.toContain('/');
  const icon = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(icon.status()).toBe(404);
  expect(icon.headers()['cache-control']).toBe('public, max-age=86400');
  expect(icon.headers()['location']).toBeUndefined();
});
