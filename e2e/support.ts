import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Response,
} from '@playwright/test';

/**
 * Playwright's `test`, failing any test during which a page reported a Content-Security-Policy
 * violation (issue 7 §9: the nonce-based CSP must let the app's own scripts run, and only them)
 * or a hydration mismatch (ADR 0070: Preact, unlike React, does not re-render a mismatched tree,
 * so a page whose first render in the browser differs from the server's HTML is broken).
 */
export const test = base.extend<{ cspViolations: string[]; hydrationMismatches: string[] }>({
  page: async ({ page }, use) => {
    // A person reads a page before typing into it; a journey types at once. Each `goto` and
    // `reload` therefore returns when the storefront's page has hydrated (`<html data-hydrated>`,
    // ADR 0073): a field typed into earlier would keep text its component's state never saw.
    // Early clicks on buttons need no wait (the page replays them); a page without the app's
    // scripts (a file, an API reply) is not waited for.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => hydrated(page, await goto(...args));
    page.reload = async (...args) => hydrated(page, await reload(...args));
    await use(page);
  },
  hydrationMismatches: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Hydration mismatch')) {
          mismatches.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        }
      });
      await use(mismatches);
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as Window & { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Waits until the page, if it runs the storefront's scripts, has hydrated; returns `response`. */
async function hydrated<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      // The app's module script, or the server's held copy of it before the first paint (ADR 0091).
      !document.querySelector('script[type="module"], script[type="vitrine/module"]'),
  );
  return response;
}

/** Demo logins (README): serra-verde by CPF, mar-azul by e-mail; same password. */
export const DEMO = {
  serraVerde: { slug: 'serra-verde', login: '529.982.247-25', senha: 'vitrine123' },
  marAzul: { slug: 'mar-azul', login: 'compras@padariaboasorte.com.br', senha: 'vitrine123' },
} as const;

/** Opens the login modal with the header's 'Entrar'. */
export async function openLoginModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/**
 * Types the login, then the password, into the open login modal and submits, as a person would.
 * The modal may stay open afterwards (a registration under review, a refused password); the
 * caller says what it expects.
 */
export async function submitLogin(page: Page, login: string, senha: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail ou CPF/CNPJ').fill(login);
  await dialog.getByRole('button', { name: /continuar/i }).click();
  await dialog.getByLabel('Senha', { exact: true }).fill(senha);
  await dialog.getByRole('button', { name: /^entrar$/i }).click();
}

/** Logs in through the open login modal and waits for it to close. */
export async function loginThroughModal(
  page: Page,
  login: string,
  senha: string,
  options: { acceptTerms?: boolean } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await submitLogin(page, login, senha);
  // A customer who has not accepted the supplier's current terms is asked first (spec §5).
  if (options.acceptTerms) {
    const terms = page.getByRole('dialog', { name: 'Termos de uso' });
    await terms.getByRole('button', { name: 'Li e aceito' }).click();
  }
  await expect(dialog).toBeHidden();
}

/** True for the cart save the browser sends through the storefront's typed API endpoint. */
export function isCartSave(r: Response): boolean {
  return new URL(r.url()).pathname === '/api/cart.save' && r.request().method() === 'POST';
}

/** Opens the cart panel from the header. */
export async function openCart(page: Page): Promise<void> {
  const cart = page.getByRole('dialog', { name: 'Seu carrinho' });
  // A click that lands before the page is hydrated does nothing: click again until it opens.
  await expect(async () => {
    if (await cart.isVisible()) return;
    await page
      .getByRole('button', { name: /carrinho/i })
      .first()
      .click();
    await expect(cart).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Empties the logged-in customer's cart through the cart panel (tests share the demo
 * customers, so each journey starts from an empty cart), then closes the panel.
 */
export async function emptyCart(page: Page): Promise<void> {
  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Seu carrinho' });
  const remove = cart.getByRole('button', { name: /^Remover / });
  while ((await remove.count()) > 0) {
    const saved = page.waitForResponse(isCartSave);
    await remove.first().click();
    await saved;
  }
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
}

/**
 * A logged-in customer of `supplier` with exactly one line in the cart: the first product that
 * `query` finds, added from the product list (the cart save awaited).
 */
export async function loggedInWithOneLine(
  page: Page,
  supplier: { slug: string; login: string; senha: string },
  query: string,
): Promise<void> {
  await page.goto(`/${supplier.slug}/produtos?q=${encodeURIComponent(query)}`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, supplier.login, supplier.senha);
  await emptyCart(page);
  await addFirstResult(page);
}

/**
 * Adds the first product of the list the page shows to the cart (at `path` when given) and
 * waits for the cart's save.
 */
export async function addFirstResult(page: Page, path?: string): Promise<void> {
  if (path) await page.goto(path);
  const saved = page.waitForResponse(isCartSave);
  await page
    .getByRole('button', { name: /Adicionar .* ao carrinho/ })
    .first()
    .click();
  await saved;
}

/** The journeys' API (the storefront's own backend, ports from E2E_API_PORT). */
export const E2E_API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;

/**
 * Registers a new customer by e-mail at `slug` through the API (answering the supplier's
 * required customer characteristics with their first option), so a journey has a customer of
 * its own. @returns the supplier's id.
 */
export async function registerByEmail(
  request: APIRequestContext,
  slug: string,
  who: { nome: string; email: string; senha: string; telefone?: string },
): Promise<string> {
  const supplier = (await (
    await request.get(`${E2E_API}/v2/app/vitrine-web/fornecedor?idfornecedor=${slug}`)
  ).json()) as { idfornecedor: string };
  const traits = (await (
    await request.get(`${E2E_API}/v4/caracteristica-cliente/todas/${supplier.idfornecedor}`)
  ).json()) as { id: number; obrigatoria: boolean; opcoes: string[] }[];
  const registered = await request.post(`${E2E_API}/v1/app/vitrine-web/usuario`, {
    data: {
      idfornecedor: supplier.idfornecedor,
      tipo_documento: 'EMAIL',
      ...who,
      caracteristicas: traits
        .filter((c) => c.obrigatoria)
        .map((c) => ({ id: c.id, valor: c.opcoes[0] ?? 'sim' })),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return supplier.idfornecedor;
}

/** Horta Viva asks for an address and a supplier choice first (spec §2 access gates). */
export async function passHortaVivaGates(page: Page): Promise<void> {
  const gate = page.getByRole('dialog', { name: 'Onde você está?' });
  await gate.getByLabel('CEP').fill('05435-000');
  await gate.getByLabel('CEP').press('Enter');
  const choose = page.getByRole('dialog', { name: 'Escolha a loja' });
  await choose.getByRole('button', { name: /Horta Viva Orgânicos/ }).click();
  await expect(choose).toBeHidden();
}
