import { DEMO, emptyCart, loginThroughModal, openCart, isCartSave, expect, test } from './support';

/** The storefront at a 390 px phone width: browse, log in, fill the cart, reach checkout. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone buyer browses by category, logs in, fills the cart and reaches checkout', async ({
  page,
}) => {
  await page.goto(`/${DEMO.serraVerde.slug}`);
  await page
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: 'Hortifrúti' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hortifrúti' })).toBeVisible();
  await expect(page).toHaveURL(/produtos\?categoria=\d+/);

  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await emptyCart(page);

  await page.getByRole('link', { name: 'Maçã Fuji' }).click();
  await expect(page).toHaveTitle('Maçã Fuji');
  const saved = page.waitForResponse(isCartSave);
  await page.getByRole('button', { name: 'Adicionar ao carrinho', exact: true }).click();
  await saved;
  // The minimum per order of Maçã Fuji is 0,25 kg: the first add asks for exactly that.
  await expect(
    page.getByRole('group', { name: 'Quantidade de Maçã Fuji' }).getByRole('textbox'),
  ).toHaveValue(/0,25/);

  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Seu carrinho' });
  await expect(cart).toContainText('R$ 3,23'); // 0,25 kg × R$ 12,90 = R$ 3,225 → R$ 3,23
  const box = await cart.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await cart.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar pedido' }).first()).toBeVisible();

  await page.goto(`/${DEMO.serraVerde.slug}`);
  await emptyCart(page);
});
