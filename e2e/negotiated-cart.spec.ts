import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, emptyCart, isCartSave, loginThroughModal, openCart, expect, test } from './support';

/**
 * The cart an attendant negotiated (spec §4 Cart flow, §6 Attendant), seen by the buyer in a real
 * browser: the attendant (through the API, as their own tool would) sets a special price and
 * sends the cart; the buyer sees it read-only with the negotiated price and who negotiated it,
 * and either orders it (channel MANUAL) or unlocks it (regular prices again).
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;
const ATTENDANT = { email: 'atendente@serra-verde.demo.vitrine', senha: 'atende123' };
const WINE = 'Vinho Tinto Miolo Seleção 750 ml';
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Seu carrinho' });

/** Ana logged in at serra-verde with 2 bottles of wine; returns her id and the wine's. */
async function wineInCart(page: Page): Promise<{ idcliente: number; idproduto: number }> {
  await page.goto('/serra-verde/produtos?q=vinho miolo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await emptyCart(page);
  await page.getByRole('button', { name: `Adicionar ${WINE} ao carrinho` }).click();
  const field = page.getByRole('group', { name: `Quantidade de ${WINE}` }).getByRole('textbox');
  await field.fill('2');
  const saved = page.waitForResponse(isCartSave);
  await field.press('Tab');
  const response = await saved;
  const sent = response.request().postDataJSON() as { params: { idcliente: number } };
  const reply = (await response.json()) as { produtosSelecionados: { id: number }[] };
  return { idcliente: sent.params.idcliente, idproduto: reply.produtosSelecionados[0]!.id };
}

/** The attendant prices the wine at R$ 45,00 and sends the cart: it is locked for the buyer. */
async function negotiate(
  request: APIRequestContext,
  ids: { idcliente: number; idproduto: number },
): Promise<string> {
  const login = await request.post(`${API}/v4/atendente/login`, { data: ATTENDANT });
  expect(login.ok()).toBe(true);
  const { token, atendente } = (await login.json()) as {
    token: string;
    atendente: { nome: string; idfornecedor: string };
  };
  const path = `${API}/v4/atendente/fornecedor/${atendente.idfornecedor}/cliente/${ids.idcliente}/carrinho`;
  const headers = { authorization: `Bearer ${token}` };
  const put = await request.put(path, {
    headers,
    data: { itens: [{ id: ids.idproduto, quantidade: 2, precoatendente: 45 }] },
  });
  expect(put.ok()).toBe(true);
  expect((await request.post(`${path}/enviar`, { headers })).ok()).toBe(true);
  return atendente.nome;
}

/** The buyer sees the negotiated cart read-only, with the price and the attendant's name. */
async function expectLocked(page: Page, atendente: string) {
  await page.reload();
  await openCart(page);
  const cart = cartDialog(page);
  await expect(cart).toContainText(`Atendimento: ${atendente}.`);
  await expect(cart).toContainText('Negociado');
  await expect(cart).toContainText('R$ 45,00 / un');
  await expect(cart).toContainText('R$ 90,00');
  await expect(cart.getByRole('button', { name: /^Remover / })).toHaveCount(0);
  await expect(cart.getByRole('group', { name: `Quantidade de ${WINE}` })).toHaveCount(0);
  await expect(cart.getByRole('checkbox')).toHaveCount(0);
  await expect(cart.getByRole('button', { name: /cupom/i })).toHaveCount(0);
}

test('a negotiated cart is read-only and its order goes through the MANUAL channel', async ({
  page,
  request,
}) => {
  const ids = await wineInCart(page);
  const atendente = await negotiate(request, ids);
  await expectLocked(page, atendente);

  await cartDialog(page).getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByText(`Atendimento: ${atendente}.`)).toBeVisible();
  // Rendered by the server too: the banner's own chunk loads before the page hydrates.
  await page.reload();
  await expect(page.getByText(`Atendimento: ${atendente}.`)).toBeVisible();
  await page.getByRole('radio', { name: /Entrega no endereço/ }).check();
  await page.getByRole('radio', { name: /Rua Harmonia/ }).check();
  await page.getByRole('radio', { name: /^Pix/ }).check();
  const order = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/serra-verde/checkout'),
  );
  await page.getByRole('button', { name: 'Enviar pedido' }).first().click();
  expect((await order).postData()).toContain('"canalVenda":"MANUAL"');
  await expect(page).toHaveURL(/\/serra-verde\/submissao\/\d+$/);
  const numpedido = page.url().split('/').pop()!;
  await page.goto(`/serra-verde/pedidos/${numpedido}`);
  await expect(page.getByText(WINE)).toBeVisible();
  await expect(page.getByText('R$ 90,00').first()).toBeVisible();
});

test('the buyer unlocks a negotiated cart: regular prices, and the cart can be changed', async ({
  page,
  request,
}) => {
  const ids = await wineInCart(page);
  const atendente = await negotiate(request, ids);
  await expectLocked(page, atendente);

  const cart = cartDialog(page);
  await cart.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(
    page.getByText('Carrinho desbloqueado: os preços voltaram ao normal.'),
  ).toBeVisible();
  await expect(cart).not.toContainText(`Atendimento: ${atendente}`);
  await expect(cart).toContainText('R$ 54,90 / un');
  await expect(cart.getByRole('button', { name: `Remover ${WINE}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await emptyCart(page);
});
