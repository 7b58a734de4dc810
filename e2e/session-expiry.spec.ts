import { hkdfSync } from 'node:crypto';
import { jwtDecrypt } from 'jose';
import { E2E_COOKIE_SECRET } from './playwright.config';
import { DEMO, expect, loginThroughModal, test } from './support';

/**
 * Spec §4 Session check: when the session's customer is gone (here: the session was ended on
 * the API, as a logout elsewhere or a revocation does), the next page logs the buyer out and
 * warns 'Sessão expirada, efetue login novamente' — at 1440 and 390 px.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;

/** The API session token inside the storefront's encrypted cookie (test-only key). */
async function sessionToken(cookieValue: string): Promise<string> {
  const sealed = JSON.parse(
    Buffer.from(decodeURIComponent(cookieValue), 'base64').toString('utf8'),
  ) as string;
  const key = new Uint8Array(
    hkdfSync('sha256', E2E_COOKIE_SECRET, 'vitrine-storefront', 'commerce-auth-token A256GCM', 32),
  );
  const { payload } = await jwtDecrypt(sealed, key);
  return String(payload.token);
}

for (const width of [1440, 390]) {
  test(`a session ended on the server logs the buyer out with a warning (${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${DEMO.serraVerde.slug}/produtos`);
    await page.getByRole('button', { name: 'Entrar' }).first().click();
    await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
    await expect(page.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'commerce-auth-token');
    const token = await sessionToken(cookie!.value);
    const ended = await request.get(`${API}/v1/app/vitrine-web/cliente/logout`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.ok(), await ended.text()).toBe(true);

    await page.reload();
    await expect(page.getByText('Sessão expirada, efetue login novamente')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Meus pedidos' })).toHaveCount(0);
    // The cookie went with the session: the next page is a visitor's, without the warning.
    expect((await context.cookies()).some((c) => c.name === 'commerce-auth-token')).toBe(false);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeVisible();
    await expect(page.getByText('Sessão expirada, efetue login novamente')).toHaveCount(0);
  });
}
