import { expect, test } from './support';

// The header's account entries grow with the roles (issue 11): a customer's own entries, a
// linked user's or representative's banner. None may push the page into horizontal scroll.
const who = [
  ['a customer', 'ana.souza@exemplo.com.br', 'vitrine123', null],
  ['a linked user', 'joana.prado@serra-verde.demo.vitrine', 'vinculado123', 'Ana Souza'],
] as const;

for (const [name, login, senha, client] of who) {
  test(`the header of ${name} fits at 1440, 1280 and 390 px`, async ({ page }) => {
    await page.goto('/serra-verde');
    await page.getByRole('button', { name: 'Entrar' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail ou CPF/CNPJ').fill(login);
    await dialog.getByRole('button', { name: /continuar/i }).click();
    await dialog.getByLabel('Senha', { exact: true }).fill(senha);
    await dialog.getByRole('button', { name: /^entrar$/i }).click();
    if (client) {
      // Choosing a client reloads the page as that client: measure the page after that load,
      // not the one it replaces (whose banner may already name the client).
      const reloaded = page.waitForEvent('load');
      await page
        .getByRole('dialog', { name: 'Escolha o cliente' })
        .getByRole('button', { name: `Comprar por ${client}` })
        .click();
      await reloaded;
      await expect(page.getByRole('status').filter({ hasText: 'Comprando por' })).toContainText(
        client,
      );
    }
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
    }
  });
}
