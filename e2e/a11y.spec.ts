import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, emptyCart, loginThroughModal, isCartSave, expect, test } from './support';

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
