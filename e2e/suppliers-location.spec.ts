import { expect, test } from './support';

/**
 * Suppliers by location (issue 9 §3): the provider home's "Informe seu CEP", the access gates of
 * a supplier that needs an address and a supplier choice (horta-viva), and pickup at the nearest
 * store (store-selection modal). CEPs are located by the API's offline placeholder of São Paulo
 * CEPs until the CEP adapter is connected.
 */

test('a visitor types a CEP on the provider home and reaches the supplier they pick', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('region', { name: 'Informe seu CEP' });
  await search.getByLabel('CEP').fill('20040020');
  await search.getByRole('button', { name: 'Buscar lojas' }).click();
  await expect(
    search.getByText('Não foi possivel encontrar fornecedores para este endereço'),
  ).toBeVisible();

  await search.getByLabel('CEP').fill('01310-100');
  await search.getByRole('button', { name: 'Buscar lojas' }).click();
  const list = search.getByRole('list', { name: 'Escolha a loja' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  // Nearest store first: Casa do Pão's bakery is a few blocks from Av. Paulista.
  await expect(list.getByRole('listitem').first()).toContainText('Casa do Pão');
  await expect(list.getByRole('listitem').first()).toContainText('Entrega no endereço');
  await expect(list).toContainText(/Retirada em CD Cambuci, a \d+,\d\skm/);
  await list.getByRole('button', { name: /Casa do Pão/ }).click();
  await expect(page).toHaveURL(/\/casa-do-pao$/);
  await expect(page.getByRole('banner')).toContainText('Casa do Pão');
  await expect(page.getByText('Seu CEP: 01310-100')).toBeVisible();
});

test('a CEP outside a delivery area lists only who serves it', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('region', { name: 'Informe seu CEP' });
  await search.getByLabel('CEP').fill('05435-000');
  await search.getByRole('button', { name: 'Buscar lojas' }).click();
  const list = search.getByRole('list', { name: 'Escolha a loja' });
  await expect(list).toContainText('Empório Serra Verde');
  await expect(list).toContainText('Horta Viva Orgânicos');
  await expect(list).not.toContainText('Casa do Pão');
});

test('a gated supplier asks for the address first, then the supplier choice', async ({ page }) => {
  await page.goto('/horta-viva');
  const gate = page.getByRole('dialog', { name: 'Onde você está?' });
  await expect(gate).toBeVisible();
  // No way around it: Escape and the page behind do nothing.
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
  await expect(page.locator('#conteudo > div').first()).toHaveAttribute('inert', '');

  await gate.getByLabel('CEP').fill('20040-020');
  await gate.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    gate.getByText('Não foi possivel encontrar fornecedores para este endereço'),
  ).toBeVisible();

  await gate.getByLabel('CEP').fill('05435-000');
  await gate.getByLabel('CEP').press('Enter');
  const choose = page.getByRole('dialog', { name: 'Escolha a loja' });
  await expect(choose).toBeVisible();
  await expect(gate).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(choose).toBeVisible();
  await expect(choose.getByRole('listitem')).toHaveCount(2);
  await choose.getByRole('button', { name: /Horta Viva Orgânicos/ }).click();
  await expect(choose).toBeHidden();
  await expect(page.locator('#conteudo > div').first()).not.toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  // The choice is kept: a reload shows the storefront at once.
  await page.reload();
  await expect(page.getByText('Seu CEP: 05435-000')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('choosing another supplier in the selection modal moves to its storefront', async ({
  page,
}) => {
  await page.goto('/horta-viva');
  const gate = page.getByRole('dialog', { name: 'Onde você está?' });
  await gate.getByLabel('CEP').fill('05435-000');
  await gate.getByRole('button', { name: 'Continuar' }).click();
  const choose = page.getByRole('dialog', { name: 'Escolha a loja' });
  await choose.getByRole('button', { name: /Empório Serra Verde/ }).click();
  await expect(page).toHaveURL(/\/serra-verde$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('pickup: the stores are listed nearest first and the chosen one is kept', async ({ page }) => {
  await page.goto('/mar-azul');
  await page.getByRole('button', { name: 'Informe seu CEP' }).click();
  const where = page.getByRole('dialog', { name: 'Onde você está?' });
  await where.getByLabel('CEP').fill('03103-000');
  await where.getByRole('button', { name: 'Continuar' }).click();
  await expect(where).toBeHidden();
  await expect(page.getByText('Seu CEP: 03103-000')).toBeVisible();

  await page.getByRole('button', { name: 'Escolha a loja para retirada' }).click();
  const stores = page.getByRole('dialog', { name: 'Escolha a loja para retirada' });
  const items = stores.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Loja Mooca');
  await expect(items.nth(0)).toContainText(/a \d+\sm/);
  await expect(items.nth(1)).toContainText('CD Cambuci');
  await expect(items.nth(1)).toContainText(/a \d+,\d\skm/);
  await items.nth(0).getByRole('button').click();
  await expect(stores).toBeHidden();
  await expect(page.getByText('Retirada: Loja Mooca')).toBeVisible();
});
