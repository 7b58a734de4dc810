import type { Page } from '@playwright/test';
import {
  DEMO,
  emptyCart,
  expect,
  isCartSave,
  openCart,
  openLoginModal,
  passHortaVivaGates,
  submitLogin,
  test,
} from './support';

/**
 * Access gates (issue 11 §2; spec §4 Login 3–4, Logout, §5 terms, §6 tags): prices hidden from
 * visitors in the HTML itself, 'Cadastro em análise' on page load, the terms modal and its
 * acceptance before ordering, a new terms version asking again, and logout resetting the buyer.
 * Logins are the gates seed's (README): every password is 'vitrine123'.
 */
const SENHA = 'vitrine123';
/** A BRL amount as the HTML carries it ('R$&nbsp;34,89' or 'R$ 34,89'). */
const PRICE = /R\$(?:\s|&nbsp;|\u00a0)*\d/;

/** Logs in through the login modal; the modal may stay open to say the registration waits. */
async function login(page: Page, email: string): Promise<void> {
  await openLoginModal(page);
  await submitLogin(page, email, SENHA);
}

test('a visitor gets no price in the HTML where the supplier hides prices', async ({ page }) => {
  const res = await page.goto('/horta-viva/produtos');
  // The page varies by buyer: no shared cache may keep it.
  expect(res?.headers()['cache-control']).toBe('private, no-cache');
  await passHortaVivaGates(page);
  await expect(page.getByText('Faça login para ver os preços').first()).toBeVisible();
  const html = await page.content();
  expect(html).not.toMatch(PRICE);
  expect(html).not.toMatch(/"preco":\d/);
  await expect(page.getByRole('button', { name: /Adicionar .* ao carrinho/ })).toHaveCount(0);
  // The buy control asks for a login instead.
  await page.getByRole('button', { name: 'Faça login para comprar' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Faça login para comprar');
  await page.keyboard.press('Escape');

  const produto = page.locator('article a[href*="/produto/"]').nth(1);
  await produto.click();
  await expect(page).toHaveURL(/\/horta-viva\/produto\/\d+$/);
  await expect(page.getByText('Faça login para ver os preços').first()).toBeVisible();
  expect(await page.content()).not.toMatch(PRICE);
});

test("an unapproved customer sees 'Cadastro em análise' on every page load and cannot order", async ({
  page,
}) => {
  await page.goto('/mar-azul/produtos');
  await login(page, 'pendente.marazul@exemplo.com.br');
  await expect(page.getByRole('dialog')).toContainText('Cadastro em análise');
  await page.keyboard.press('Escape');

  await page.reload();
  const modal = page.getByRole('dialog', { name: 'Cadastro em análise' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('está sendo analisado pelo fornecedor');
  await modal.getByRole('button', { name: 'Entendi' }).click();
  await expect(modal).toBeHidden();
  // support-budget: no prices until approval; block-not-approved-user: no ordering.
  await expect(
    page.getByRole('status').filter({ hasText: 'ainda não foi aprovado' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Adicionar .* ao carrinho/ })).toHaveCount(0);
  await expect(
    page.getByText('Os preços aparecem assim que seu cadastro for aprovado').first(),
  ).toBeVisible();
  expect(await page.content()).not.toMatch(/"preco":\d/);
});

test('a confirmed but unapproved customer reads that the registration awaits approval', async ({
  page,
}) => {
  await page.goto('/mar-azul');
  await login(page, 'confirmado.marazul@exemplo.com.br');
  await expect(page.getByRole('dialog')).toContainText('Cadastro em análise');
  await page.reload();
  const modal = page.getByRole('dialog', { name: 'Cadastro em análise' });
  await expect(modal).toContainText('Seu cadastro já foi confirmado e aguarda aprovação');
});

test('the terms modal shows at login; once accepted, the customer orders', async ({ page }) => {
  await page.goto('/mar-azul/produtos?q=farinha');
  await login(page, 'termos.marazul@exemplo.com.br');
  const terms = page.getByRole('dialog', { name: 'Termos de uso' });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText('Para comprar nesta loja, leia e aceite os termos de uso.');
  await expect(terms.getByRole('document', { name: 'Termos de uso' })).toContainText(
    'Termos de uso — versão 1',
  );
  await terms.getByRole('button', { name: 'Li e aceito' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByText('Termos de uso aceitos')).toBeVisible();

  await emptyCart(page);
  const saved = page.waitForResponse(isCartSave);
  await page
    .getByRole('button', { name: /Adicionar .* ao carrinho/ })
    .first()
    .click();
  await saved;
  await page.goto('/mar-azul/checkout');
  await page.getByRole('radio', { name: /^Dinheiro na retirada/ }).check();
  await page.getByRole('button', { name: 'Enviar pedido' }).first().click();
  await expect(page).toHaveURL(/\/mar-azul\/submissao\/\d+$/);
  // Accepted: no modal on the next page load.
  await page.goto('/mar-azul');
  await expect(page.getByRole('dialog', { name: 'Termos de uso' })).toHaveCount(0);
});

test('a new terms version asks an existing customer again', async ({ page }) => {
  await page.goto('/horta-viva');
  await passHortaVivaGates(page);
  await login(page, 'aprovado.hortaviva@exemplo.com.br');
  const terms = page.getByRole('dialog', { name: 'Termos de uso' });
  await expect(terms).toContainText('Os termos de uso foram atualizados');
  await expect(terms).toContainText('Trocas e devoluções');
  // Closed without accepting: the notice stays and reopens the terms.
  await page.keyboard.press('Escape');
  const notice = page.getByRole('status').filter({ hasText: 'aceitar a versão atual' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Termos de uso' }).click();
  await terms.getByRole('button', { name: 'Li e aceito' }).click();
  await expect(notice).toBeHidden();
  // Logged in, the prices the visitor could not see are there.
  await page.goto('/horta-viva/produtos');
  await expect(page.getByText('Faça login para ver os preços')).toHaveCount(0);
  expect(await page.content()).toMatch(PRICE);
});

test('logout clears the buyer, the cart and the session', async ({ page }) => {
  await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=cafe`);
  await login(page, DEMO.serraVerde.login);
  await expect(page.getByRole('dialog')).toBeHidden();
  await emptyCart(page);
  const saved = page.waitForResponse(isCartSave);
  await page
    .getByRole('button', { name: /Adicionar .* ao carrinho/ })
    .first()
    .click();
  await saved;
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/serra-verde$/);
  await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeVisible();
  await openCart(page);
  await expect(page.getByRole('dialog', { name: 'Seu carrinho' })).not.toContainText('Café');
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  expect(stored.filter((k) => /:\d+$/.test(k) && k.includes('carrinho'))).toEqual([]);
});
