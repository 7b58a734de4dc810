import { hkdfSync } from 'node:crypto';
import { jwtDecrypt } from 'jose';
import { E2E_COOKIE_SECRET } from './playwright.config';
import { DEMO, expect, loggedInWithOneLine, test } from './support';

/**
 * The storefront as an attacker meets it (issue 7, "Web"): security headers and CSP on every
 * route, no session token anywhere page JavaScript or a cache could read it, only same-origin
 * redirects, and every action refused from another origin.
 */

const SV = DEMO.serraVerde.slug;
const ROUTES = [
  '/',
  `/${SV}`,
  `/${SV}/produtos?q=cafe`,
  `/${SV}/checkout`,
  `/${SV}/pedidos`,
  `/${SV}/erro/too-many-request`,
  `/${SV}.data`,
  `/${SV}/produtos.data?q=cafe`,
  '/imagens/fornecedores/serra-verde.svg',
  '/favicon.ico',
  '/pagina-que-nao-existe/produtos',
];

test('every route sends the security headers and a nonce-based CSP', async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ROUTES) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('camera=()');
    const csp = h['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
  }
  // A fresh nonce per response, never reused.
  expect(nonces.size).toBe(ROUTES.length);
});

test('no session token in any HTML, data response, script or page-readable cookie', async ({
  page,
  context,
}) => {
  await loggedInWithOneLine(page, DEMO.serraVerde, 'cafe');
  const cookie = (await context.cookies()).find((c) => c.name === 'commerce-auth-token');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  // The cookie holds an encrypted JWT: open it with the test-only key to learn the tokens.
  const sealed = JSON.parse(
    Buffer.from(decodeURIComponent(cookie!.value), 'base64').toString('utf8'),
  ) as string;
  expect(sealed.split('.')).toHaveLength(5);
  const key = new Uint8Array(
    hkdfSync('sha256', E2E_COOKIE_SECRET, 'vitrine-storefront', 'commerce-auth-token A256GCM', 32),
  );
  const { payload } = await jwtDecrypt(sealed, key);
  const secrets = [String(payload.token), String(payload.jwttoken)];
  expect(secrets.every((s) => s.length > 20)).toBe(true);
  expect(Buffer.from(cookie!.value, 'utf8').toString()).not.toContain(secrets[0]);

  const bodies: string[] = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (/html|javascript|json|x-script|turbo/.test(type) || res.url().includes('.data')) {
      bodies.push(await res.text().catch(() => ''));
    }
  });
  for (const path of [`/${SV}`, `/${SV}/checkout`, `/${SV}/pedidos`, `/${SV}/produtos?q=cafe`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page
    .getByRole('link', { name: /Café Torrado e Moído Pilão/ })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.cookie)).not.toContain('commerce-auth-token');
  expect(bodies.length).toBeGreaterThan(5);
  for (const body of bodies)
    for (const secret of secrets) expect(body.includes(secret)).toBe(false);
});

test('page JavaScript cannot reach the login calls, the attendant API or anything outside the route table', async ({
  request,
}) => {
  const same = { origin: 'http://127.0.0.1', 'content-type': 'text/plain' };
  for (const call of [
    'users.login',
    'users.logout',
    'users.candidate',
    'attendants.login',
    'attendants.cart',
    'attendants.saveCart',
    'attendants.sendCart',
    'attendants.logout',
    'docs',
    'cart.nope',
    '..%2Fdocs',
  ]) {
    const res = await request.post(`/api/${call}`, { headers: same, data: '{}' });
    expect(res.status(), call).toBe(404);
  }
});

test('every redirect stays on this origin', async ({ request, baseURL }) => {
  const attempts = [
    '/commerce//evil.example',
    '/commerce/%2F%2Fevil.example',
    '/commerce/%2f%2fevil.example',
    '/commerce/%5Cevil.example',
    '/commerce/%5C%5Cevil.example',
    '/commerce/\\/evil.example',
    '/commerce/https:%2F%2Fevil.example',
    '/%2F%2Fevil.example',
  ];
  for (const path of attempts) {
    const res = await request.get(path, { maxRedirects: 0 });
    const location = res.headers()['location'];
    if (location === undefined) continue;
    expect(new URL(location, baseURL).origin, `${path} → ${location}`).toBe(
      new URL(baseURL!).origin,
    );
    expect(location.startsWith('//') || location.startsWith('/\\'), `${path} → ${location}`).toBe(
      false,
    );
  }
});

test('every action refuses a request from another origin', async ({ request }) => {
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  const actions: [string, Record<string, string> | string][] = [
    [`/${SV}/entrar`, { intent: 'lookup', login: DEMO.serraVerde.login }],
    [`/${SV}/sair`, {}],
    [`/${SV}/checkout`, JSON.stringify({ payload: {} })],
    ['/api/cart.save', JSON.stringify({ params: { idcliente: 1 }, body: { cartItens: [] } })],
    ['/api/addresses.create', JSON.stringify({ body: {} })],
  ];
  for (const [path, data] of actions) {
    const res =
      typeof data === 'string'
        ? await request.post(path, {
            headers: { ...evil, 'content-type': 'text/plain' },
            data,
            maxRedirects: 0,
          })
        : await request.post(path, { headers: evil, form: data, maxRedirects: 0 });
    // 403 from the storefront's same-origin guard, or 400 from React Router's own origin check
    // on document actions: either way refused before the action runs.
    expect([400, 403], path).toContain(res.status());
  }
});

test('a session belongs to the supplier it was opened at', async ({ page }) => {
  await loggedInWithOneLine(page, DEMO.serraVerde, 'cafe');
  await page.goto(`/${SV}/pedidos`);
  await expect(page.getByRole('heading', { name: 'Meus pedidos' })).toBeVisible();
  // Another storefront treats the visitor as logged out: no orders under the other brand.
  await page.goto(`/${DEMO.marAzul.slug}/pedidos`);
  await expect(
    page.getByText('Entre na sua conta para ver os seus pedidos.').first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Entrar em Atacado Mar Azul' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Meus pedidos' })).toHaveCount(0);
});

test('hand-edited list URLs never give a server error', async ({ request }) => {
  const long = 'a'.repeat(300);
  for (const query of [
    `q=${long}`,
    'q=%00',
    'categoria=99999999999999',
    'categoria=1e3',
    'pagina=99999999',
    'pagina=-3',
    // Past a search's depth (ADR 0094): the storefront clamps to the search's last page.
    'q=arroz&pagina=51',
  ]) {
    const res = await request.get(`/${SV}/produtos?${query}`);
    expect(res.status(), query).toBe(200);
  }
});
