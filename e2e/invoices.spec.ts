import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, loginThroughModal, test } from './support';

/**
 * Invoice credit, faturas, payment-method change and prices by payment method (issue 10 §4–§5)
 * in a real browser: an order by invoice credit over and within the limit, the Faturas screen
 * with its credit bar, changing the method of an order awaiting payment, and a price that
 * changes after choosing Pix at a supplier tagged support-price-variance-by-payment.
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;
const SERRA = '5e7a1c2e-3b4d-4f6a-8c9d-0e1f2a3b4c5d';
const PAO = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5e';
const SHOTS = process.env.E2E_SHOTS_DIR;

interface Session {
  idcliente: number;
  headers: { authorization: string };
}

/** Ana's session at `idfornecedor`, through the API's login (for setting up carts and orders). */
async function apiLogin(request: APIRequestContext, idfornecedor: string): Promise<Session> {
  const res = await request.post(`${API}/v1/app/vitrine-web/usuario/autenticar`, {
    data: { cpf: DEMO.serraVerde.login, senha: DEMO.serraVerde.senha, idfornecedor },
  });
  expect(res.ok()).toBe(true);
  const { idcliente, token } = (await res.json()) as { idcliente: number; token: string };
  return { idcliente, headers: { authorization: `Bearer ${token}` } };
}

/** Replaces Ana's server-side cart at serra-verde. */
async function setCart(request: APIRequestContext, s: Session, cartItens: object[]) {
  const res = await request.post(
    `${API}/v2/app/vitrine-web~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${SERRA}`,
    { headers: s.headers, data: { cartItens } },
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number };
}

async function products(request: APIRequestContext, idfornecedor: string) {
  const res = await request.get(
    `${API}/v2/app/vitrine-web/listaprodutos/${idfornecedor}?limit=100`,
  );
  return (await res.json()).produtos as {
    id: number;
    nome: string;
    preco: number;
    maxporpedido: number | null;
  }[];
}

/** Checkout at serra-verde by invoice credit, delivering to Ana's address. */
async function checkoutByInvoice(page: Page) {
  await page.goto(`/${DEMO.serraVerde.slug}/checkout`);
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await page.getByRole('radio', { name: /Entrega no endereço/ }).check();
  await page.getByRole('radio', { name: /Rua Harmonia/ }).check();
  await page.getByRole('radio', { name: /^Faturado 28 dias/ }).check();
  await page.getByRole('button', { name: 'Enviar pedido' }).first().click();
}

/**
 * No serious or critical axe violation on the page as it is now. The toasts of the order just
 * placed are left out: they are the shared toaster's, not these screens'.
 */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const brlDigits = (reais: number) =>
  reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('an order above the available invoice credit is refused with the amounts', async ({
  page,
  request,
}) => {
  const ana = await apiLogin(request, SERRA);
  // The most expensive products, as many as allowed, until the cart is over R$ 1.500,00.
  const list = (await products(request, SERRA)).sort((a, b) => b.preco - a.preco);
  const itens: { id: number; quantidade: number }[] = [];
  let total = 0;
  for (const p of list) {
    if (total > 1500) break;
    const quantidade = Math.min(p.maxporpedido ?? 10, 10);
    itens.push({ id: p.id, quantidade });
    total += p.preco * quantidade;
  }
  expect((await setCart(request, ana, itens)).total).toBeGreaterThan(1401.8);

  await checkoutByInvoice(page);
  await expect(
    page.getByText(/ultrapassa o seu limite de crédito disponível/).first(),
  ).toBeVisible();
  await expect(page.getByText(/1\.401,80/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/serra-verde\/checkout$/);
});

test('an order within the limit is placed by invoice credit and its fatura is listed', async ({
  page,
  request,
}) => {
  const ana = await apiLogin(request, SERRA);
  const cafe = (await products(request, SERRA)).find((p) => p.nome.startsWith('Café Torrado'))!;
  await setCart(request, ana, [{ id: cafe.id, quantidade: 3 }]);

  await checkoutByInvoice(page);
  await expect(page).toHaveURL(/\/serra-verde\/submissao\/\d+$/);
  const numpedido = Number(page.url().split('/').pop());

  await page.getByRole('link', { name: 'Faturas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Faturas', level: 1 })).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Limite de crédito utilizado' });
  await expect(meter).toBeVisible();
  expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(29);
  const numero = `FAT-${String(numpedido).padStart(6, '0')}`;
  const row = page.getByRole('row', { name: new RegExp(numero) });
  await expect(row).toContainText('Em aberto');
  await expect(row).toContainText(`Pedido nº ${numpedido}`);
  await expect(page.getByRole('row', { name: /Vencida/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Paga/ })).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/faturas-after-order.png`, fullPage: true });
  await expectAccessible(page);
  // Phones: cards instead of the table, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: /Suas faturas/ })).toContainText(numero);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  await expectAccessible(page);
});

test('the payment method of an order awaiting payment is changed from its page', async ({
  page,
  request,
}) => {
  const ana = await apiLogin(request, SERRA);
  const enderecos = await request.get(`${API}/v1/app/vitrine-web~${ana.idcliente}/enderecos`, {
    headers: ana.headers,
  });
  const idendereco = (await enderecos.json())[0].idendereco as number;
  const vinho = (await products(request, SERRA)).find((p) => p.nome.startsWith('Vinho Tinto'))!;
  const methods = await request.get(
    `${API}/v2/app/vitrine-web/fornecedor/${SERRA}/formas-pagamento`,
  );
  const pix = ((await methods.json()) as { idformapagto: number; tipo: string }[]).find(
    (f) => f.tipo === 'PIX',
  )!;
  const placed = await request.post(`${API}/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`, {
    headers: ana.headers,
    data: {
      itens: [{ id: vinho.id, quantidade: 2 }],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco },
      formaPagamento: { idformapagto: pix.idformapagto },
      canalVenda: 'WEB',
    },
  });
  expect(placed.ok()).toBe(true);
  const { numpedido } = (await placed.json()) as { numpedido: number };

  await page.goto(`/${DEMO.serraVerde.slug}/pedidos/${numpedido}`);
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible();
  await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click();
  const panel = page.getByRole('dialog', { name: 'Alterar forma de pagamento' });
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await panel.getByLabel('Parcelas').selectOption('3');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/change-method-panel.png` });
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Salvar forma de pagamento' }).click();
  await expect(panel).toBeHidden();
  await expect(
    page.getByText('Forma de pagamento alterada para Cartão de crédito.').first(),
  ).toBeVisible();
  const payment = page.getByRole('region', { name: 'Pagamento', exact: true });
  await expect(payment).toContainText('Cartão de crédito');
  // Still awaiting the card payment: the action stays; the Pix code is gone.
  await expect(page.getByRole('heading', { name: 'Pagamento pendente: Pix' })).toHaveCount(0);
});

test('a price is shown with the Pix discount after choosing Pix at a variance supplier', async ({
  page,
  request,
}) => {
  const [produto] = await products(request, PAO);
  const base = produto!.preco;
  const comPix = Math.floor((Math.round(base * 100) * 9500 + 5000) / 10000) / 100;
  expect(comPix).toBeLessThan(base);

  await page.goto(`/casa-do-pao/produto/${produto!.id}`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  const main = page.getByRole('main');
  await expect(main.getByText(brlDigits(base)).first()).toBeVisible();
  await page
    .getByRole('button', { name: /Adicionar/ })
    .first()
    .click();

  // At checkout, "Dinheiro na entrega" keeps the regular price…
  await page.goto('/casa-do-pao/checkout');
  await page.getByRole('radio', { name: /^Dinheiro na entrega/ }).check();
  await page.goto(`/casa-do-pao/produto/${produto!.id}`);
  await expect(main.getByText(brlDigits(base)).first()).toBeVisible();

  // …and Pix shows the 5 % discount on the product page and in the listing.
  await page.goto('/casa-do-pao/checkout');
  await expect(page.getByRole('radio', { name: /^Dinheiro na entrega/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.goto(`/casa-do-pao/produto/${produto!.id}`);
  await expect(main.getByText(brlDigits(comPix)).first()).toBeVisible();
  await expect(main.getByText(brlDigits(base))).toHaveCount(0);
  await page.goto('/casa-do-pao/produtos');
  await expect(page.getByRole('main').getByText(brlDigits(comPix)).first()).toBeVisible();
});

test("a fatura's boleto is issued from the Faturas screen: its linha digitável and PDF", async ({
  page,
}) => {
  // Logged out, the screen opens the login dialog itself.
  await page.goto(`/${DEMO.serraVerde.slug}/faturas`);
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  const overdue = page.getByRole('row', { name: /Vencida/ });
  const issue = overdue.getByRole('button', { name: /Gerar boleto da fatura FAT-/ });
  await expect(issue).toBeVisible();
  await issue.click();
  const pdf = overdue.getByRole('link', { name: 'Abrir boleto' });
  await expect(pdf).toBeVisible();
  await expect(overdue.getByRole('button', { name: /Copiar linha digitável/ })).toBeVisible();
  const res = await page.request.get((await pdf.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);
});
