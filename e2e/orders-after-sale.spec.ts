import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { DEMO, loginThroughModal, expect, test } from './support';

/**
 * After-sale journeys (issue 10 §5) in a real browser: filter the order list, export it (XLSX,
 * CSV), rate a delivered order, download its DANFE (PDF) and NF-e XML (access key checked), have
 * a quote priced by the supplier's attendant (through the attendant API, as their tool would)
 * and accept it, and cancel an order that has not left the store.
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;
const MAR_AZUL_ATTENDANT = { email: 'atendente@mar-azul.demo.vitrine', senha: 'atende123' };

/** The NF-e access key's modulo-11 check digit, computed here independently of the app. */
function chaveDv(base43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = base43.length - 1; i >= 0; i--) {
    sum += Number(base43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

async function login(page: Page, slug: string, who: { login: string; senha: string }) {
  await page.goto(`/${slug}`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, who.login, who.senha);
}

/** Filters the list by one status through the form; returns the first order's number. */
async function filterByStatus(page: Page, statusLabel: string): Promise<number> {
  await page.getByLabel('Situação').selectOption({ label: statusLabel });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/status=/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const badges = table.locator('tbody tr td:nth-child(3)');
  for (const text of await badges.allInnerTexts()) expect(text.trim()).toBe(statusLabel);
  const first = await table.locator('tbody tr th a').first().innerText();
  return Number(first.replace(/\D/g, ''));
}

/** No serious or critical axe violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path!);
}

test('filters the orders, exports them and rates a delivered order with its DANFE and XML', async ({
  page,
}) => {
  await login(page, DEMO.serraVerde.slug, DEMO.serraVerde);
  await page.goto('/serra-verde/pedidos');
  await expect(page.getByRole('heading', { name: 'Meus pedidos' })).toBeVisible();
  await expectAccessible(page);
  const numpedido = await filterByStatus(page, 'Entregue');

  // Export of the filtered list: XLSX (a zip) and CSV (pt-BR headers, only delivered orders).
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^pedidos-.*\.xlsx$/);
  expect((await saved(xlsx)).subarray(0, 2).toString()).toBe('PK');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  const lines = (await saved(csv))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Pedido;Data;Situação;Canal de venda');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(';Entregue;');
  expect(lines.some((l) => l.startsWith(`${numpedido};`))).toBe(true);

  // The delivered order: documents, then the rating.
  await page.getByRole('link', { name: `nº ${numpedido}` }).click();
  await expect(page.getByRole('heading', { name: `Pedido nº ${numpedido}` })).toBeVisible();
  const chave = (await page.getByTestId('chave-nfe').innerText()).replace(/\s/g, '');
  expect(chave).toMatch(/^\d{44}$/);
  expect(chaveDv(chave.slice(0, 43))).toBe(Number(chave[43]));
  await expect(page.getByText('Emitida em homologação — sem valor fiscal')).toBeVisible();
  await expectAccessible(page);

  const [danfe] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar DANFE (PDF)' }).click(),
  ]);
  expect((await saved(danfe)).subarray(0, 5).toString()).toBe('%PDF-');
  const [xml] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar XML da NF-e' }).click(),
  ]);
  const nfe = (await saved(xml)).toString('utf8');
  expect(nfe).toContain(`Id="NFe${chave}"`);
  expect(nfe).toContain('<tpAmb>2</tpAmb>');
  expect(nfe).toContain('SEM VALOR FISCAL');

  const rating = page.getByRole('region', { name: 'Avalie o seu pedido' });
  await rating.getByRole('radio', { name: '4 estrelas' }).check({ force: true });
  await rating.getByLabel('Comentário (opcional)').fill('Chegou tudo certo, obrigado!');
  await rating.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(rating.getByRole('img', { name: 'Nota 4 de 5' })).toBeVisible();
  await expect(rating).toContainText('Chegou tudo certo, obrigado!');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Nota 4 de 5' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar avaliação' })).toHaveCount(0);
});

test('cancels an order that has not left the store', async ({ page }) => {
  await login(page, DEMO.serraVerde.slug, DEMO.serraVerde);
  await page.goto('/serra-verde/pedidos?canal=WEB_COMMERCE');
  const numpedido = await filterByStatus(page, 'Pedido recebido');
  await page.getByRole('link', { name: `nº ${numpedido}` }).click();
  const actions = page.getByRole('region', { name: 'Ações do pedido' });
  await actions.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(actions).toContainText('Tem certeza de que deseja cancelar este pedido?');
  await expect(actions.getByRole('button', { name: 'Manter pedido' })).toBeFocused();
  await expectAccessible(page);
  await actions.getByRole('button', { name: 'Cancelar pedido' }).click();
  // The page reloads the order: its status is what shows the cancellation (the action's own
  // confirmation can be replaced by that reload before it is read).
  await expect(page.locator('main h1 + span')).toHaveText('Cancelado');
  await expect(page.getByRole('region', { name: 'Histórico' })).toContainText('Cancelado');
});

/**
 * The attendant of mar-azul prices the quote's one product (read from the public catalog, as the
 * supplier's tool would) at `reais` a unit.
 */
async function priceQuote(
  request: APIRequestContext,
  numpedido: number,
  nome: string,
  reais: number,
) {
  const login = await request.post(`${API}/v4/atendente/login`, { data: MAR_AZUL_ATTENDANT });
  expect(login.ok()).toBe(true);
  const { token, atendente } = (await login.json()) as {
    token: string;
    atendente: { idfornecedor: string };
  };
  const search = await request.get(
    `${API}/v2/app/vitrine-web/listaprodutos/${atendente.idfornecedor}?sk=${encodeURIComponent(nome)}`,
  );
  expect(search.ok()).toBe(true);
  const found = (await search.json()) as { produtos: { id: number; nome: string }[] };
  const ids = found.produtos.filter((p) => p.nome === nome).map((p) => p.id);
  expect(ids).toHaveLength(1);
  const priced = await request.post(
    `${API}/v4/atendente/fornecedor/${atendente.idfornecedor}/pedido/${numpedido}/precificar`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { itens: ids.map((id) => ({ id, precoUnitario: reais })) },
    },
  );
  expect(priced.ok(), await priced.text()).toBe(true);
}

test('a quote priced by the attendant is accepted by the buyer', async ({ page, request }) => {
  await login(page, DEMO.marAzul.slug, DEMO.marAzul);
  await page.goto('/mar-azul/pedidos');
  const numpedido = await filterByStatus(page, 'Orçamento recebido, em análise');
  await page.getByRole('link', { name: `nº ${numpedido}` }).click();
  await expect(page.getByText('O fornecedor está analisando o seu orçamento.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar orçamento' })).toHaveCount(0);

  await priceQuote(request, numpedido, 'Açúcar Cristal Caravelas 5 kg', 22.5);

  await page.reload();
  await expect(page.locator('main h1 + span')).toHaveText('Orçamento precificado');
  const actions = page.getByRole('region', { name: 'Ações do pedido' });
  await actions.getByRole('button', { name: 'Aceitar orçamento' }).click();
  await expect(actions).toContainText('Orçamento aceito: agora é um pedido.');
  await expect(page.locator('main h1 + span')).toHaveText('Aguardando pagamento');
  await expect(page.getByRole('region', { name: 'Histórico' })).toContainText(
    'Orçamento precificado',
  );
});
