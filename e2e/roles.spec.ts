import {
  DEMO,
  E2E_API,
  emptyCart,
  isCartSave,
  loginThroughModal,
  expect,
  openLoginModal,
  submitLogin,
  test,
} from './support';

/**
 * Roles (spec §6): a sales representative serves a client of the portfolio and orders for it;
 * a linked user chooses and switches clients and orders ('Pedido emitido por …'); the main
 * customer manages linked users; an ERP integration logs in by api key in the URL.
 * Demo credentials: apps/api/src/db/seed/roles-seed.ts (README).
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.ROLES_SHOTS_DIR;

async function shot(page: import('@playwright/test').Page, name: string) {
  if (!SHOTS) return;
  const current = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (current) await page.setViewportSize(current);
}

/** The journeys of representatives and linked users run on a desktop and on a phone. */
const WIDTHS = [1440, 390] as const;
/** A product per width: the same order again within seconds is refused as a duplicate. */
const QUERY = { 1440: 'crystal', 390: 'cafe' } as const;

/** Pix as the payment: a radio on wider screens, a bottom panel behind a button on phones. */
async function choosePix(page: import('@playwright/test').Page) {
  if ((page.viewportSize()?.width ?? 1440) >= 640) {
    await page.getByRole('radio', { name: /^Pix/ }).check();
    await expect(page.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    return;
  }
  const payment = page.getByRole('region', { name: 'Forma de pagamento' });
  await payment.getByRole('button').click();
  const panel = page.getByRole('dialog', { name: 'Forma de pagamento' });
  await panel.getByRole('radio', { name: /^Pix/ }).click();
  // Choosing closes the panel; choosing the method already chosen leaves it open.
  if (await panel.isVisible()) await page.keyboard.press('Escape');
  await expect(payment.getByRole('button')).toHaveText(/^Pix/);
}

/** Adds the first product of `query` at serra-verde and submits a pickup order paid by Pix. */
async function pickupOrder(page: import('@playwright/test').Page, query: string) {
  await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=${encodeURIComponent(query)}`);
  // A click before the page is hydrated does nothing: click again until the cart is saved.
  await expect(async () => {
    const saved = page.waitForResponse(isCartSave, { timeout: 3_000 });
    await page
      .getByRole('button', { name: /Adicionar .* ao carrinho/ })
      .first()
      .click();
    await saved;
  }).toPass({ timeout: 30_000 });
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  await page
    .getByRole('radio', { name: /Retirada na loja/ })
    .first()
    .check();
  await expect(page.getByRole('radiogroup', { name: 'Horário de retirada' })).toBeVisible();
  await choosePix(page);
  await page.getByRole('button', { name: 'Enviar pedido' }).first().click();
  await expect(page).toHaveURL(/\/serra-verde\/submissao\/\d+$/);
}

for (const width of WIDTHS)
  test(`a representative logs in, chooses a client and orders for it (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${DEMO.serraVerde.slug}/consultor`);
    await expect(page.getByRole('heading', { name: 'Área do consultor' })).toBeVisible();
    await page.getByLabel('E-mail do consultor').fill('consultor@serra-verde.demo.vitrine');
    await page.getByLabel('Senha').fill('errada-123');
    await page.getByRole('button', { name: 'Entrar como consultor' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Usuário inexistente ou credenciais inválidas',
    );
    await page.getByLabel('Senha').fill('consultor123');
    await page.getByRole('button', { name: 'Entrar como consultor' }).click();
    await expect(page.getByRole('heading', { name: 'Escolha o cliente' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Escolha o cliente' }).getByRole('listitem'),
    ).toHaveCount(2);
    await shot(page, 'representative-portfolio');

    await page.getByRole('button', { name: 'Atender Mercearia Bom Preço' }).click();
    await expect(page).toHaveURL(/\/serra-verde$/);
    await expect(page.getByRole('status').filter({ hasText: 'Atendendo' })).toContainText(
      'Mercearia Bom Preço',
    );
    await emptyCart(page);
    await pickupOrder(page, QUERY[width]);
    await page.goto(`/${DEMO.serraVerde.slug}/pedidos`);
    await expect(
      page.getByText('Pedido emitido por Paulo Consultor').filter({ visible: true }).first(),
    ).toBeVisible();

    // 'Trocar cliente' goes back to the portfolio; the client being served is marked.
    await page.getByRole('link', { name: 'Trocar cliente' }).click();
    await expect(page.getByRole('heading', { name: 'Escolha o cliente' })).toBeVisible();
    await page.getByRole('button', { name: 'Sair da área do consultor' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

for (const width of WIDTHS)
  test(`a linked user logs in, chooses and switches clients, and orders (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${DEMO.serraVerde.slug}`);
    await openLoginModal(page);
    // The login modal, then the customer-selection modal right after it (several clients).
    await submitLogin(page, 'joana.prado@serra-verde.demo.vitrine', 'vinculado123');
    const chooser = page.getByRole('dialog', { name: 'Escolha o cliente' });
    await expect(chooser).toBeVisible();
    await shot(page, 'customer-selection-modal');
    await chooser.getByRole('button', { name: 'Comprar por Mercearia Bom Preço' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Comprando por' });
    await expect(banner).toContainText('Mercearia Bom Preço');

    await page.getByRole('button', { name: 'Trocar cliente' }).click();
    await page
      .getByRole('dialog', { name: 'Escolha o cliente' })
      .getByRole('button', { name: 'Comprar por Ana Souza' })
      .click();
    await expect(banner).toContainText('Ana Souza');
    await emptyCart(page);
    await pickupOrder(page, QUERY[width]);
    await page.goto(`/${DEMO.serraVerde.slug}/pedidos`);
    await expect(
      page.getByText('Pedido emitido por Joana Prado').filter({ visible: true }).first(),
    ).toBeVisible();

    // A linked user cannot manage linked users.
    await page.goto(`/${DEMO.serraVerde.slug}/usuarios`);
    await expect(page.getByRole('alert')).toHaveText(
      'Somente o cliente principal pode gerenciar usuários vinculados',
    );
  });

test('the main customer registers a linked user by e-mail', async ({ page }) => {
  await page.goto(`/${DEMO.serraVerde.slug}/usuarios`);
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await expect(page.getByRole('heading', { name: 'Usuários vinculados' })).toBeVisible();
  await expect(page.getByText('joana.prado@serra-verde.demo.vitrine')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill('compras.novo@exemplo.com.br');
  await page.getByLabel('Nome (opcional)').fill('Comprador Novo');
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'convite' })).toBeVisible();
  await expect(page.getByText('compras.novo@exemplo.com.br')).toBeVisible();
  await shot(page, 'linked-users');

  // The invitation in the outbox sets the new linked user's password, once.
  const outbox = page.context().request;
  const mail = await (
    await outbox.get(`${E2E_API}/dev/caixa-de-saida?para=compras.novo%40exemplo.com.br`)
  ).text();
  const link = /https?:\/\/[^\s"<]+\/serra-verde\/convite\/[A-Za-z0-9_-]+/.exec(mail);
  expect(link, 'convite na caixa de saída').not.toBeNull();
  await page.context().clearCookies();
  await page.goto(new URL(link![0]).pathname);
  await expect(page.getByRole('heading', { name: 'Definir sua senha' })).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('Comprador2026');
  await page.getByLabel('Confirme a nova senha').fill('Comprador2026');
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Senha definida. Você já pode entrar com seu e-mail e senha.',
  );
});

test('an ERP integration logs in by api key in the URL', async ({ page }) => {
  await page.goto(
    `/${DEMO.serraVerde.slug}/produtos?q=cafe&api_key=demo-serra-verde-chave-api-somente-demonstracao&id_erp_usuario=ERP-ANA`,
  );
  await expect(page).toHaveURL(/\/serra-verde\/produtos\?q=cafe$/);
  await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`/${DEMO.serraVerde.slug}?api_key=chave-errada&id_erp_usuario=ERP-ANA`);
  await expect(page).toHaveURL(/\/serra-verde\/integracao/);
  await expect(page.getByRole('alert')).toHaveText('Chave de API inválida ou revogada');
});
