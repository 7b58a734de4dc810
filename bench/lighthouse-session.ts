/**
 * The demo buyer the Lighthouse run visits checkout as (Ana, CPF 529.982.247-25 at Serra Verde):
 * a storefront session cookie and a server-side cart, made without a browser.
 *
 * - The cookie comes from the storefront's own login action (`POST /serra-verde/entrar`,
 *   intent=login, with the storefront's Origin as its CSRF guard asks): its `Set-Cookie` is the
 *   encrypted `commerce-auth-token` a browser would keep; lighthouse.ts puts it in the audited
 *   browser's cookie jar (no login script in the browser needed).
 * - The cart is saved first, through the API (its own login, the same customer): carts are per
 *   customer and server-side, so the storefront session made after it sees the cart at checkout.
 */
export interface DemoBuyer {
  /** `name=value` of the storefront's session cookie, for a `Cookie` header. */
  cookie: string;
}

const LOGIN = '529.982.247-25';
const PASSWORD = 'vitrine123';

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Logs Ana (or another demo buyer's `buyerLogin`, password `vitrine123`) in at `slug` (storefront at
 * `webUrl`, API at `apiUrl`) and fills her cart with the first `lines` products of `productIds`
 * (3 of each).
 * @throws Error when a login or the cart save is refused.
 */
export async function demoBuyerWithCart(
  webUrl: string,
  apiUrl: string,
  slug: string,
  idfornecedor: string,
  productIds: number[],
  lines = 3,
  buyerLogin = LOGIN,
): Promise<DemoBuyer> {
  const api = (await (
    await ok(
      await fetch(`${apiUrl}/v1/app/vitrine-web/usuario/autenticar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cpf: buyerLogin, senha: PASSWORD, idfornecedor }),
      }),
      'API login',
    )
  ).json()) as { idcliente: number; token: string };
  const cartItens = productIds.slice(0, lines).map((id) => ({ id, quantidade: 3 }));
  await ok(
    await fetch(
      `${apiUrl}/v2/app/vitrine-web~${api.idcliente}/usuario/${api.idcliente}/cart?idfornecedor=${idfornecedor}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
        body: JSON.stringify({ cartItens }),
      },
    ),
    'cart save',
  );
  // The storefront's login last: its session is the one the audited pages use.
  const form = new URLSearchParams({
    intent: 'login',
    login: buyerLogin,
    senha: PASSWORD,
    idfornecedor,
  });
  const login = await ok(
    await fetch(`${webUrl}/${slug}/entrar`, {
      method: 'POST',
      body: form,
      headers: { Origin: webUrl },
      redirect: 'manual',
    }),
    'storefront login',
  );
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('commerce-auth-token='));
  if (!cookie) throw new Error('storefront login set no commerce-auth-token cookie');

  return { cookie };
}
