import { expect, test } from './support';
import { DEMO, loggedInWithOneLine } from './support';

/**
 * Quote requests (issue 10 §5): at a supplier tagged support-budget (mar-azul) the checkout also
 * offers "Solicitar orçamento", which sends the cart as a quote; the order starts "Orçamento
 * recebido, em análise". A supplier without the tag (serra-verde) does not offer it.
 */
test('the buyer sends the cart as a quote request where the supplier takes quotes', async ({
  page,
}) => {
  await loggedInWithOneLine(page, DEMO.marAzul, 'farinha');
  await page.goto('/mar-azul/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await page.getByRole('radio', { name: /^Dinheiro na retirada/ }).check();
  const quote = page.getByRole('button', { name: 'Solicitar orçamento' });
  await expect(quote).toHaveAccessibleDescription(/O fornecedor define os preços/);
  await quote.click();
  await expect(page).toHaveURL(/\/mar-azul\/submissao\/\d+$/);
  await expect(page.getByText('Orçamento recebido, em análise').first()).toBeVisible();
});

test('a supplier that takes no quotes offers only the order', async ({ page }) => {
  await loggedInWithOneLine(page, DEMO.serraVerde, 'cafe');
  await page.goto('/serra-verde/checkout');
  await expect(page.getByRole('button', { name: 'Enviar pedido' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar orçamento' })).toHaveCount(0);
});
