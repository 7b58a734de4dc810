import { DEMO, emptyCart, loginThroughModal, openCart, isCartSave, expect, test } from './support';

/**
 * The main job of Vitrine, as a buyer does it in a real browser (issue #2): browse a supplier's
 * branded storefront, search, fill the cart under the quantity and price rules, check out with
 * delivery or pickup, pay with Pix, land on the submission page and follow the order.
 */
test.describe.configure({ mode: 'serial' });

test('delivery order at serra-verde: search, kg and box products, Pix, follow the order', async ({
  page,
}) => {
  await page.goto(`/${DEMO.serraVerde.slug}`);
  await expect(page).toHaveTitle('Empório Serra Verde');
  await expect(page.getByRole('heading', { level: 1, name: 'Empório Serra Verde' })).toBeVisible();

  // A visitor who tries to buy is asked to log in.
  await page
    .getByRole('button', { name: /Adicionar .* ao carrinho/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('Faça login para comprar');
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();
  await emptyCart(page);

  // Search without accents finds the accented product: first as a suggestion while typing
  // (after the 1 s debounce), then on the result page.
  await page.getByRole('combobox', { name: 'Buscar produtos' }).fill('acucar');
  await expect(
    page
      .getByRole('list', { name: 'Sugestões' })
      .getByRole('link', { name: /Açúcar Refinado União 1 kg/ }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Buscar produtos' }).press('Enter');
  await expect(page.getByRole('heading', { name: /Resultados para/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Açúcar Refinado União 1 kg' })).toBeVisible();

  // A product sold by the kilo, in 0,25 kg steps: set 0,75 kg on its page.
  await page.getByRole('combobox', { name: 'Buscar produtos' }).fill('maca fuji');
  await page.getByRole('combobox', { name: 'Buscar produtos' }).press('Enter');
  await page.getByRole('link', { name: 'Maçã Fuji' }).click();
  await expect(page).toHaveTitle('Maçã Fuji');
  await page.getByRole('button', { name: /Adicionar/ }).click();
  const kg = page.getByRole('group', { name: 'Quantidade de Maçã Fuji' });
  await kg.getByRole('button', { name: 'Aumentar quantidade de Maçã Fuji' }).click();
  await expect(kg.getByRole('textbox')).toHaveValue(/0,5/);
  // The cart is saved to the server 1 s after the last change (spec §9).
  const saved = page.waitForResponse(isCartSave);
  await kg.getByRole('button', { name: 'Aumentar quantidade de Maçã Fuji' }).click();
  await expect(kg.getByRole('textbox')).toHaveValue(/0,75/);
  await saved;

  // A box of 12 that reaches the wholesale price at 5 boxes (60 units).
  await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=crystal`);
  await page.getByRole('button', { name: /Adicionar Água Mineral Crystal .* ao carrinho/ }).click();
  const box = page.getByRole('group', { name: /Quantidade de Água Mineral Crystal/ });
  const input = box.getByRole('textbox');
  await input.fill('5');
  await input.press('Tab');

  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Seu carrinho' });
  // 0,75 kg × R$ 12,90 = R$ 9,68 (half up); 5 boxes × R$ 21,90 (wholesale) = R$ 109,50.
  await expect(cart).toContainText('R$ 9,68');
  await expect(cart).toContainText('R$ 109,50');
  await expect(cart).toContainText('R$ 119,18');
  await cart.getByRole('link', { name: 'Finalizar compra' }).click();

  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await page.getByRole('radio', { name: /Entrega no endereço/ }).check();
  await page.getByRole('radio', { name: /Rua Harmonia/ }).check();
  await expect(page.getByRole('radiogroup', { name: 'Forma de entrega' })).toContainText(
    'R$ 12,90',
  );
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByLabel('Anotações para o pedido').fill('Deixar na portaria');
  await page.getByLabel('Número do seu pedido (opcional)').fill('OC-2026-11');
  // The automatic coupon SERRA5 takes 5 % of the items: R$ 119,18 − R$ 5,96 + R$ 12,90.
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText('Desconto do cupom');
  await expect(summary).toContainText('R$ 126,12');
  await page.getByRole('button', { name: 'Enviar pedido' }).first().click();

  await expect(page).toHaveURL(/\/serra-verde\/submissao\/\d+$/);
  const numpedido = page.url().split('/').pop()!;
  await expect(page.getByText(numpedido).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
  const copiaECola = await page.getByRole('textbox').first().inputValue();
  expect(copiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
  await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();

  await page.getByRole('link', { name: 'Meus pedidos' }).first().click();
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(numpedido) })
    .first()
    .click();
  await expect(page.getByText('Maçã Fuji')).toBeVisible();
  await expect(page.getByText('Rua Harmonia', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('R$ 126,12').first()).toBeVisible();
});

test('pickup order at mar-azul (pickup only), logging in by e-mail', async ({ page }) => {
  await page.goto(`/${DEMO.marAzul.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Atacado Mar Azul' })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, DEMO.marAzul.login, DEMO.marAzul.senha);
  await emptyCart(page);

  await page.goto(`/${DEMO.marAzul.slug}/produtos?q=farinha dona benta`);
  await page
    .getByRole('button', { name: /Adicionar Farinha de Trigo Tipo 1 Dona Benta 25 kg ao carrinho/ })
    .click();
  // The minimum per order is 2 sacks: the first click already asks for 2.
  await expect(
    page
      .getByRole('group', { name: /Quantidade de Farinha de Trigo Tipo 1 Dona Benta 25 kg/ })
      .getByRole('textbox'),
  ).toHaveValue('2');

  await openCart(page);
  await expect(page.getByRole('dialog', { name: 'Seu carrinho' })).toContainText('R$ 239,80');
  await page
    .getByRole('dialog', { name: 'Seu carrinho' })
    .getByRole('link', { name: 'Finalizar compra' })
    .click();

  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Entrega no endereço/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /CD Cambuci/ }).check();
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('button', { name: 'Enviar pedido' }).first().click();

  await expect(page).toHaveURL(/\/mar-azul\/submissao\/\d+$/);
  await expect(page.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
  const submissao = page.url();

  // The same order again seconds later is refused (spec §5 duplicate-order check, §8 text).
  await page.goto(`/${DEMO.marAzul.slug}/produtos?q=farinha dona benta`);
  const saved = page.waitForResponse(isCartSave);
  await page
    .getByRole('button', { name: /Adicionar Farinha de Trigo Tipo 1 Dona Benta 25 kg ao carrinho/ })
    .click();
  await saved;
  await page.goto(`/${DEMO.marAzul.slug}/checkout`);
  await page.getByRole('radio', { name: /CD Cambuci/ }).check();
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('button', { name: 'Enviar pedido' }).first().click();
  await expect(
    page
      .getByText(
        'Erro ao submeter seu pedido. Um pedido idêntico foi feito há poucos segundos. Itens: Farinha de Trigo Tipo 1 Dona Benta 25 kg',
      )
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/mar-azul\/checkout$/);
  await emptyCart(page);
  await page.goto(submissao);
  await page.getByRole('link', { name: 'Meus pedidos' }).first().click();
  await expect(page.getByText('Retirada', { exact: false }).first()).toBeVisible();
});

test('checkout with an empty cart shows the spec text and no submit button', async ({ page }) => {
  await page.goto(`/${DEMO.serraVerde.slug}`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  await expect(
    page.getByText('O carrinho está vazio. Experimente adicionar alguns produtos').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar pedido' })).toHaveCount(0);
});
