import type { Page } from '@playwright/test';
import {
  DEMO,
  emptyCart,
  expect,
  isCartSave,
  loggedInWithOneLine,
  openCart,
  test,
} from './support';

/**
 * Issue 9 §1 in a real Chromium: the cart's fee by CEP before checkout (and its error modal,
 * which offers to change the CEP or switch to pickup), a delivery window chosen at checkout and
 * booked with the order, and the delivery type kept across a reload.
 */

/** Boxes of 12 bottles of water (R$ 21,90 wholesale from 5 boxes). */
const BOXES = 'Água Mineral Crystal 500 ml Caixa com 12';
const BOX_QUANTITY = /Quantidade de Água Mineral Crystal 500 ml Caixa com 12/;

/**
 * Ana with `boxes` boxes of water in her cart (5 by default: R$ 109,50, above the scheduled
 * delivery's minimum).
 */
async function anaWithBoxes(page: Page, boxes = 5): Promise<void> {
  await loggedInWithOneLine(page, DEMO.serraVerde, BOXES);
  const input = page.getByRole('group', { name: BOX_QUANTITY }).getByRole('textbox');
  const saved = page.waitForResponse(isCartSave);
  await input.fill(String(boxes));
  await input.press('Tab');
  await saved;
}

test('the cart shows the fee for a CEP; a CEP not served opens the modal, which switches to pickup', async ({
  page,
}) => {
  await loggedInWithOneLine(page, DEMO.serraVerde, BOXES);
  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Seu carrinho' });
  const cep = cart.getByLabel('CEP de entrega');

  // One box reaches no delivery form's minimum: the server's message, in a modal.
  await cep.pressSequentially('05435000');
  await expect(cep).toHaveValue('05435-000');
  const modal = page.getByRole('dialog', { name: 'Não conseguimos calcular a entrega' });
  await expect(modal).toContainText(
    'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
  );
  // "Alterar CEP" goes back to the cart with the focus on the CEP.
  await modal.getByRole('button', { name: 'Alterar CEP' }).click();
  await expect(modal).toBeHidden();
  await expect(cart).toBeVisible();
  await expect(cep).toBeFocused();

  // Five boxes: the scheduled delivery by CEP range, R$ 12,90 in Pinheiros.
  const line = cart.getByRole('group', { name: BOX_QUANTITY }).getByRole('textbox');
  const saved = page.waitForResponse(isCartSave);
  await line.fill('5');
  await line.press('Tab');
  await saved;
  await expect(cart).toContainText('Entrega programada: R$ 12,90 · 1 dia');

  // Rio de Janeiro is not served: the modal says so and offers pickup instead.
  await cep.fill('');
  await cep.pressSequentially('20040020');
  await expect(modal).toContainText('Infelizmente ainda não atendemos este endereço');
  await modal.getByRole('button', { name: 'Retirar na loja' }).click();
  await expect(modal).toBeHidden();
  await expect(cart).toContainText('Retirada na loja: Grátis');
  await page.keyboard.press('Escape');
  await emptyCart(page);
});

test('checkout: a delivery window is chosen and booked; the fee is in every total; the type survives a reload', async ({
  page,
}) => {
  await anaWithBoxes(page);
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  await page.getByRole('radio', { name: /Entrega no endereço/ }).check();
  await page.getByRole('radio', { name: /Rua Harmonia/ }).check();
  const forms = page.getByRole('radiogroup', { name: 'Forma de entrega' });
  await expect(forms).toContainText('Entrega programada');
  await expect(forms).toContainText('Grátis a partir de R$ 300,00');
  await forms.getByRole('radio', { name: /Entrega programada/ }).check();

  // The first date and its first window come preselected; choose the second date's afternoon.
  const date = page.getByLabel('Data de entrega');
  const second = await date.locator('option').nth(1).getAttribute('value');
  await date.selectOption(second!);
  const windows = page.getByRole('radiogroup', { name: 'Horário de entrega' });
  await expect(windows.getByRole('radio', { name: /08:00 às 12:00/ })).toBeChecked();
  await windows.getByRole('radio', { name: /13:00 às 18:00/ }).check();

  // The summary and the cart panel carry the fee (the cart is priced for the chosen delivery).
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText('Taxa de entregaR$ 12,90');
  await openCart(page);
  await expect(page.getByRole('dialog', { name: 'Seu carrinho' })).toContainText(
    'Taxa de entrega (Entrega programada)R$ 12,90',
  );
  await page.keyboard.press('Escape');

  // The type survives a reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Entrega no endereço/ })).toBeChecked();
  await page.getByRole('radio', { name: /Rua Harmonia/ }).check();
  await page.getByLabel('Data de entrega').selectOption(second!);
  await page
    .getByRole('radiogroup', { name: 'Horário de entrega' })
    .getByRole('radio', { name: /13:00 às 18:00/ })
    .check();
  await page.getByRole('radio', { name: /^Boleto/ }).check();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page).toHaveURL(/\/submissao\/\d+$/);

  // The order keeps the window.
  await page.getByRole('link', { name: 'Ver detalhes do pedido' }).click();
  await expect(page.getByText(/13:00 às 18:00/)).toBeVisible();
});

test('checkout arrives with the billing address of the preselected address and the order characteristics, read by the server', async ({
  page,
}) => {
  await loggedInWithOneLine(page, DEMO.serraVerde, BOXES);
  // The server's HTML already holds the billing fields, filled from Ana's address, and the
  // supplier's order characteristics.
  const html = await (await page.request.get(`/${DEMO.serraVerde.slug}/checkout`)).text();
  expect(html).toContain('Endereço de faturamento');
  expect(html).toMatch(/value="Rua Harmonia"/);
  expect(html).toContain('Horário para recebimento');

  const serverReadRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(addresses\.billing|accounts\.orderCharacteristics)$/.test(request.url()))
      serverReadRequests.push(request.url());
  });
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  const billing = page.getByRole('group', { name: 'Endereço de faturamento' });
  await expect(billing.getByLabel('Rua')).toHaveValue('Rua Harmonia');
  await expect(billing.getByLabel('CEP')).toHaveValue('05435-000');
  // Still editable after hydration, and no browser request was needed for it.
  await billing.getByLabel('Número').fill('456');
  await expect(billing.getByLabel('Número')).toHaveValue('456');
  await page.getByLabel('Horário para recebimento').selectOption('Tarde (13h–18h)');
  await expect(page.getByLabel('Horário para recebimento')).toHaveValue('Tarde (13h–18h)');
  expect(serverReadRequests).toEqual([]);
});

test('checkout refuses an order with no pickup store: the message and the focus go to the store, and a new choice clears them', async ({
  page,
}) => {
  // Six boxes: the journey above orders five for delivery, and the same order again within 10 s
  // is refused as placed twice (spec §5), which a fast machine reaches.
  await anaWithBoxes(page, 6);
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  // The store lookup fails, so no store can be preselected.
  await page.route('**/api/delivery.forms', (route) =>
    route.request().postData()?.includes('RETIRADA')
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
      : route.fallback(),
  );
  await page.getByRole('radio', { name: /Retirada na loja/ }).check();
  await expect(page.getByText('Falha ao consultar agendamentos')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Escolha a loja para retirada.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loja para retirada' })).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);

  // Another delivery type is a new choice: its messages start afresh.
  await page.getByRole('radio', { name: /Entrega no endereço/ }).check();
  await expect(page.getByText('Escolha a loja para retirada.')).toBeHidden();
  await page.getByRole('radio', { name: /Rua Harmonia/ }).check();
  await expect(page.getByRole('radiogroup', { name: 'Forma de entrega' })).toContainText(
    'Entrega programada',
  );
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page).toHaveURL(/\/submissao\/\d+$/);
});
