import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, loginThroughModal, expect, test } from './support';

/**
 * Paying an order in a real browser (issue 10 §2–§3): by card (approved, declined, antifraud
 * review), by a saved card with its CVC again, by Pix paid through the sandbox gateway while the
 * page is open, and by boleto (PDF opened, linha digitável checked). Orders are placed through
 * the API (the checkout itself is journey.spec.ts); the card goes from the page to the gateway.
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;
const SERRA = '5e7a1c2e-3b4d-4f6a-8c9d-0e1f2a3b4c5d';
const CAFE = 'Café Torrado e Moído Pilão 500 g';
let quantity = 20;

interface Session {
  token: string;
  idcliente: number;
}

async function apiSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post(`${API}/v1/app/vitrine-web/usuario/autenticar`, {
    data: { cpf: DEMO.serraVerde.login, senha: DEMO.serraVerde.senha, idfornecedor: SERRA },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Session;
}

/** Places an order of coffee at serra-verde paid by `tipo` (each call a new quantity). */
async function placeOrder(request: APIRequestContext, tipo: 'CARTAO' | 'PIX' | 'BOLETO') {
  const s = await apiSession(request);
  const headers = { authorization: `Bearer ${s.token}` };
  const formas = (await (
    await request.get(`${API}/v2/app/vitrine-web/fornecedor/${SERRA}/formas-pagamento`)
  ).json()) as { idformapagto: number; tipo: string }[];
  const produtos = (await (
    await request.get(
      `${API}/v2/app/vitrine-web/listaprodutos/${SERRA}?sk=${encodeURIComponent('pilão')}`,
    )
  ).json()) as { produtos: { id: number; nome: string }[] };
  const enderecos = (await (
    await request.get(`${API}/v1/app/vitrine-web~${s.idcliente}/enderecos`, { headers })
  ).json()) as { idendereco: number }[];
  const res = await request.post(`${API}/v2/app/vitrine-web/usuario/${s.idcliente}/pedido`, {
    headers,
    data: {
      itens: [{ id: produtos.produtos.find((p) => p.nome === CAFE)!.id, quantidade: quantity++ }],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: enderecos[0]!.idendereco },
      formaPagamento: { idformapagto: formas.find((f) => f.tipo === tipo)!.idformapagto },
      canalVenda: 'WEB',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...s, numpedido: ((await res.json()) as { numpedido: number }).numpedido };
}

async function openOrder(page: Page, numpedido: number, path = 'pedidos') {
  await page.goto(`/${DEMO.serraVerde.slug}/produtos?q=cafe`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  await page.goto(`/${DEMO.serraVerde.slug}/${path}/${numpedido}`);
}

/** Fills the card modal's new-card form and pays; returns every request the page sent. */
async function payWithNewCard(
  page: Page,
  number: string,
  opts: { save?: boolean; parcelas?: string } = {},
) {
  const sent: { url: string; body: string }[] = [];
  page.on('request', (r) => sent.push({ url: r.url(), body: r.postData() ?? '' }));
  await page.getByRole('button', { name: 'Pagar com cartão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar com cartão' });
  // With saved cards, the new-card form opens from "Usar outro cartão".
  const other = dialog.getByRole('button', { name: 'Usar outro cartão' });
  await expect(dialog.getByLabel('Número do cartão').or(other)).toBeVisible();
  if (await other.isVisible()) await other.click();
  await dialog.getByLabel('Número do cartão').fill(number);
  await dialog.getByLabel('Nome impresso no cartão').fill('Ana Souza');
  await dialog.getByLabel('Validade (MM/AA)').fill('1231');
  await dialog.getByLabel('Código de segurança (CVV)').fill('123');
  if (opts.parcelas) await dialog.getByLabel('Parcelas').selectOption(opts.parcelas);
  if (opts.save) await dialog.getByLabel('Salvar cartão').check();
  await dialog.getByRole('button', { name: /^Pagar R\$/ }).click();
  return { dialog, sent };
}

test('card approved in 2 installments and saved: the order moves on; no card number reaches the storefront', async ({
  page,
  request,
}) => {
  const { numpedido } = await placeOrder(request, 'CARTAO');
  await openOrder(page, numpedido);
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible();
  const { dialog, sent } = await payWithNewCard(page, '4111 1111 1111 1111', {
    save: true,
    parcelas: '2',
  });
  await expect(page.getByText('Pagamento aprovado! Seu pedido foi confirmado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pedido recebido').first()).toBeVisible();
  const tokenise = sent.filter((r) => r.url.includes('/sandbox-psp/v1/card_tokens'));
  expect(tokenise).toHaveLength(1);
  expect(new URL(tokenise[0]!.url).origin).toBe(API);
  const toStorefront = sent.filter((r) => !r.url.startsWith(API));
  expect(toStorefront.some((r) => r.url.includes('/api/payments.confirmPayment'))).toBe(true);
  for (const r of toStorefront) {
    expect(r.body).not.toContain('4111111111111111');
    expect(r.body).not.toContain('4111 1111 1111 1111');
    expect(r.body).not.toMatch(/"(cvc|security_code)"/);
  }
});

test('card declined: the error is shown and can be cleared', async ({ page, request }) => {
  const { numpedido } = await placeOrder(request, 'CARTAO');
  await openOrder(page, numpedido);
  const { dialog } = await payWithNewCard(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Pagamento recusado pela operadora' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(page.getByText('Pagamento recusado pela operadora')).toHaveCount(0);
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible();
});

test('card held for antifraud review: a warning, the order waits', async ({ page, request }) => {
  const { numpedido } = await placeOrder(request, 'CARTAO');
  await openOrder(page, numpedido);
  await payWithNewCard(page, '4000 0000 0000 0259');
  await expect(page.getByText(/Pagamento em análise antifraude\. Avisaremos/)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Pagamento em análise antifraude' }),
  ).toBeVisible();
});

test('saved card: paid with its CVC typed again, then deleted', async ({ page, request }) => {
  const { numpedido } = await placeOrder(request, 'CARTAO');
  await openOrder(page, numpedido);
  await page.getByRole('button', { name: 'Pagar com cartão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar com cartão' });
  const saved = dialog.getByRole('list', { name: 'Cartões salvos' });
  await saved
    .getByRole('radio', { name: /\*\*\*\* 1111/ })
    .first()
    .check();
  await dialog.getByLabel('Confirme o código de segurança (CVV)').fill('321');
  await dialog.getByRole('button', { name: 'Pagar com este cartão' }).click();
  await expect(page.getByText('Pagamento aprovado! Seu pedido foi confirmado.')).toBeVisible();

  const other = await placeOrder(request, 'CARTAO');
  await page.goto(`/${DEMO.serraVerde.slug}/pedidos/${other.numpedido}`);
  await page.getByRole('button', { name: 'Pagar com cartão' }).click();
  page.once('dialog', (d) => void d.accept());
  await page
    .getByRole('button', { name: /Excluir cartão \*\*\*\* \*\*\*\* \*\*\*\* 1111/ })
    .first()
    .click();
  await expect(page.getByText('Cartão excluído')).toBeVisible();
});

test('Pix paid through the sandbox webhook while the page is open', async ({ page, request }) => {
  const order = await placeOrder(request, 'PIX');
  await openOrder(page, order.numpedido, 'submissao');
  await expect(page.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
  await expect(page.getByText('Aguardando o pagamento do Pix.')).toBeVisible();
  const receipt = await request.post(
    `${API}/v4/payment/generate-receipt/${order.numpedido}/${order.idcliente}`,
    {
      headers: { authorization: `Bearer ${order.token}` },
    },
  );
  const { txid } = (await receipt.json()) as { txid: string };
  expect((await request.post(`${API}/sandbox-psp/v1/pix/${txid}/pay`)).ok()).toBe(true);
  await expect(page.getByText('Pix recebido! Pedido confirmado.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Pedido recebido').first()).toBeVisible();
});

test('boleto: linha digitável valid, PDF opens', async ({ page, request }) => {
  const { numpedido } = await placeOrder(request, 'BOLETO');
  await openOrder(page, numpedido);
  const line = page.getByLabel('Linha digitável');
  await expect(line).toBeVisible();
  const digits = (await line.getAttribute('data-linha-digitavel'))!;
  expect(digits).toMatch(/^\d{47}$/);
  expect(isValidBoleto(digits)).toBe(true);
  expect(isValidBoleto((await line.inputValue()).replace(/\D/g, ''))).toBe(true);
  expect(getBoletoInfo(digits)?.amount).toBeGreaterThan(0);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Abrir boleto em PDF' }).click(),
  ]);
  const pdf = await page.request.get(popup.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
