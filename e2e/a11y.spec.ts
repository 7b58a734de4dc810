import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, emptyCart, loginThroughModal, isCartSave, openCart, expect, test } from './support';

/** No serious or critical axe violation on the main screens (issue #2 §6). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

for (const width of [1440, 390]) {
  test(`home, product list, product detail and checkout are accessible at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${DEMO.serraVerde.slug}`);
    await expectAccessible(page);
    await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=cafe`);
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /Café Torrado e Moído Pilão/ })
      .first()
      .click();
    await expectAccessible(page);
    await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=cafe`);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
    const saved = page.waitForResponse(isCartSave);
    await page
      .getByRole('button', { name: /Adicionar .* ao carrinho/ })
      .first()
      .click();
    await saved;
    await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
    await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar pedido' }).first()).toBeVisible();
    await expectAccessible(page);
    // Leave the cart empty for the journeys that follow.
    await emptyCart(page);
  });
}

for (const width of [1440, 390]) {
  test(`cart with a coupon, coupon modal and Cupons screen are accessible at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=vinho miolo`);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
    await emptyCart(page);
    const saved = page.waitForResponse(isCartSave);
    await page.getByRole('button', { name: /Adicionar Vinho Tinto Miolo .* ao carrinho/ }).click();
    await saved;
    await openCart(page);
    const cart = page.getByRole('dialog', { name: 'Seu carrinho' });
    await expect(cart).toContainText('Cupom SERRA5');
    await expectAccessible(page);
    await cart.getByRole('button', { name: 'Trocar cupom' }).click();
    const modal = page.getByRole('dialog', { name: 'Cupom de desconto' });
    await modal.getByLabel('Código do cupom').fill('NAOEXISTE');
    await modal.getByRole('button', { name: 'Aplicar' }).click();
    await expect(modal.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.goto(`/${DEMO.serraVerde.slug}/cupons`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meus cupons' })).toBeVisible();
    await expectAccessible(page);
    await emptyCart(page);
  });
}
