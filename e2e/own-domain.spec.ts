import { expect, loginThroughModal, test } from './support';

/**
 * A supplier on its own domain (spec §2 Routes and Routing rules, §3 Supplier `dominio`): the
 * demo serves Casa do Pão at casa-do-pao.localhost (Chromium resolves `*.localhost` to this
 * machine; LOCAL_OWN_DOMAINS lets the storefront use it over http). Visitors are sent there,
 * logged-in buyers are carried over through the login-token route, and `/` on that host is
 * the supplier's storefront.
 */
const PORT = Number(process.env.E2E_WEB_PORT ?? 3200);
const OWN = `http://casa-do-pao.localhost:${PORT}`;
const CASA_DO_PAO = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5e';
/** Approved at Casa do Pão only (README, gates seed). */
const CUSTOMER = 'aprovado.casadopao@exemplo.com.br';
const escaped = OWN.replace(/[.]/g, '\\.');

test('a visitor of the platform address goes to the same page on the own domain', async ({
  page,
}) => {
  await page.goto('/casa-do-pao/produtos?q=pao');
  await expect(page).toHaveURL(new RegExp(`^${escaped}/casa-do-pao/produtos\\?q=pao$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('header')).toContainText('Casa do Pão');
});

test("'/' on the own domain is the supplier's storefront; the platform's '/' stays the provider home", async ({
  page,
}) => {
  await page.goto(`${OWN}/`);
  await expect(page).toHaveURL(`${OWN}/casa-do-pao`);
  await expect(page.locator('header')).toContainText('Casa do Pão');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Informe seu CEP' })).toBeVisible();
});

test('a buyer logged in on the platform address is carried over logged in, same page and search', async ({
  page,
}) => {
  // Logged in at Casa do Pão on the platform address (as before the supplier got its domain).
  const res = await page.request.post('/casa-do-pao/entrar', {
    headers: { Origin: `http://127.0.0.1:${PORT}` },
    form: { intent: 'login', login: CUSTOMER, senha: 'vitrine123', idfornecedor: CASA_DO_PAO },
  });
  expect(res.ok()).toBe(true);
  const carried = page.waitForRequest((r) => r.url().startsWith(`${OWN}/casa-do-pao/login-token/`));
  await page.goto('/casa-do-pao/produtos?q=pao');
  const token = new URL((await carried).url());
  expect(token.searchParams.get('pagina')).toBe('/produtos?q=pao');
  await expect(page).toHaveURL(new RegExp(`^${escaped}/casa-do-pao/produtos\\?q=pao$`));
  await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();

  // The token was single-use.
  await page.context().clearCookies();
  await page.goto(token.toString());
  await expect(page.getByRole('alert')).toHaveText('Falha ao logar usuário vai token');
});

test('logging in at another supplier lands logged in on the own domain', async ({ page }) => {
  await page.goto('/serra-verde/produtos?q=cafe');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail ou CPF/CNPJ').fill(CUSTOMER);
  await dialog.getByRole('button', { name: /continuar/i }).click();
  await dialog.getByLabel('Senha', { exact: true }).fill('vitrine123');
  await dialog.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(new RegExp(`^${escaped}/casa-do-pao/produtos\\?q=cafe$`));
  await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();
});

test('the own domain has its own login', async ({ page }) => {
  await page.goto(`${OWN}/casa-do-pao`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, CUSTOMER, 'vitrine123');
  await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();
  await expect(page).toHaveURL(`${OWN}/casa-do-pao`);
});
