import type { Page } from '@playwright/test';
import { DEMO, emptyCart, isCartSave, loginThroughModal, openCart, test } from './support';

const WINE = 'Vinho Tinto Miolo Seleção 750 ml';
for (const width of [1440, 390]) {
  test(`screens ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const shot = (name: string) => page.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
    await page.goto('/serra-verde/produtos?q=vinho miolo');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
    await emptyCart(page);
    await page.getByRole('button', { name: `Adicionar ${WINE} ao carrinho` }).click();
    const field = page.getByRole('group', { name: `Quantidade de ${WINE}` }).getByRole('textbox');
    await field.fill('2');
    await field.press('Tab');
    await page.waitForResponse(isCartSave);
    await page.goto('/serra-verde/produtos?q=chocolate fino');
    await page.getByRole('button', { name: /Adicionar Chocolate Fino/ }).first().click();
    await page.waitForResponse(isCartSave);
    await openCart(page);
    const cart = page.getByRole('dialog', { name: 'Seu carrinho' });
    await cart.getByRole('checkbox').first().check();
    await page.waitForResponse(isCartSave);
    await cart.getByRole('button', { name: 'Trocar cupom' }).click();
    const modal = page.getByRole('dialog', { name: 'Cupom de desconto' });
    await modal.getByLabel('Código do cupom').fill('SERRA10');
    await shot('coupon-modal');
    await modal.getByRole('button', { name: 'Aplicar' }).click();
    await cart.getByText('Cupom SERRA10').waitFor();
    await page.waitForTimeout(600);
    await shot('cart-coupon');
    await cart.getByRole('button', { name: 'Trocar cupom' }).click();
    await modal.getByLabel('Código do cupom').fill('SERRA15OFF');
    await modal.getByRole('button', { name: 'Aplicar' }).click();
    await modal.getByRole('alert').waitFor();
    await shot('coupon-modal-refused');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.goto('/serra-verde/checkout');
    await page.getByRole('region', { name: 'Resumo' }).getByText('Cupom SERRA10').waitFor();
    await page.screenshot({ path: `/tmp/shots/checkout-${width}.png`, fullPage: true });
    // Locked: the real cart reply, as the attendant would have sent it.
    await page.route('**/api/cart.get', async (route) => {
      const response = await route.fetch();
      const cartJson = await response.json();
      cartJson.bloqueio_atendimento = true;
      cartJson.canalVenda = 'MANUAL';
      cartJson.atendente = { nome: 'Carla Souza' };
      cartJson.codigoCupom = null;
      cartJson.totalDescontoEspecifico = 0;
      for (const l of cartJson.produtosSelecionados) {
        l.precoatendente = Math.round(l.precoUnitario * 0.85 * 100) / 100;
        l.precoUnitario = l.precoatendente;
        l.regraPreco = 'ATENDENTE';
        l.total = Math.round(l.precoUnitario * l.quantidade * 100) / 100 + l.totalEmbalagem;
      }
      await route.fulfill({ response, json: cartJson });
    });
    await page.reload();
    await openCart(page);
    await page.waitForTimeout(800);
    await shot('cart-locked');
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `/tmp/shots/checkout-locked-${width}.png`, fullPage: true });
    await page.unroute('**/api/cart.get');
    await page.goto('/serra-verde/cupons');
    await page.screenshot({ path: `/tmp/shots/cupons-${width}.png`, fullPage: true });
    await page.goto('/serra-verde/pedidos');
    await page.screenshot({ path: `/tmp/shots/pedidos-${width}.png`, fullPage: true });
    await openCart(page);
    await cleanup(page);
  });
}

async function cleanup(page: Page) {
  const cart = page.getByRole('dialog', { name: 'Seu carrinho' });
  await cart.getByRole('button', { name: 'Trocar cupom' }).click();
  await page.getByRole('dialog', { name: 'Cupom de desconto' }).getByRole('button', { name: 'Remover cupom' }).click();
  await cart.getByText('Cupom SERRA5').waitFor();
  await page.keyboard.press('Escape');
  await emptyCart(page);
}
