import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support';

/**
 * "Confirme seu cadastro" (issue 11 §1, ADR 0029): a new customer waiting for approval at Mar
 * Azul is led from 'Cadastro em análise' to the verification page, asks for a code by e-mail,
 * reads it in the developer outbox, types a wrong one (refused), then the right one; the modal
 * then says the registration is confirmed and awaits approval.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;
const SENHA = 'Confirma2026';

/** Registers a fresh customer at mar-azul (pending approval) and returns its e-mail. */
async function registerAtMarAzul(request: APIRequestContext): Promise<string> {
  const email = `confirma.${Date.now()}@exemplo.com.br`;
  const supplier = (await (
    await request.get(`${API}/v2/app/vitrine-web/fornecedor?idfornecedor=mar-azul`)
  ).json()) as { idfornecedor: string };
  const traits = (await (
    await request.get(`${API}/v4/caracteristica-cliente/todas/${supplier.idfornecedor}`)
  ).json()) as { id: number; obrigatoria: boolean; opcoes: string[] }[];
  const registered = await request.post(`${API}/v1/app/vitrine-web/usuario`, {
    data: {
      idfornecedor: supplier.idfornecedor,
      tipo_documento: 'EMAIL',
      nome: 'Carla Confirma',
      email,
      telefone: '11987654321',
      senha: SENHA,
      caracteristicas: traits
        .filter((c) => c.obrigatoria)
        .map((c) => ({ id: c.id, valor: c.opcoes[0] ?? 'sim' })),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return email;
}

/** The newest verification code the outbox holds for `to` (e-mail or phone). */
async function newestCode(request: APIRequestContext, to: string): Promise<string> {
  const page = await request.get(`${API}/dev/caixa-de-saida?para=${encodeURIComponent(to)}`);
  const code = /código de verificação[^0-9]*é (\d{6})/.exec(await page.text());
  expect(code, 'código na caixa de saída').not.toBeNull();
  return code![1]!;
}

test('a pending customer confirms the registration with a code from the outbox', async ({
  page,
  request,
}) => {
  const email = await registerAtMarAzul(request);
  await page.goto('/mar-azul');
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail ou CPF/CNPJ').fill(email);
  await dialog.getByRole('button', { name: /continuar/i }).click();
  await dialog.getByLabel('Senha', { exact: true }).fill(SENHA);
  await dialog.getByRole('button', { name: /^entrar$/i }).click();
  await expect(dialog).toContainText('Cadastro em análise');

  await page.reload();
  const review = page.getByRole('dialog', { name: 'Cadastro em análise' });
  await review.getByRole('link', { name: 'Confirmar cadastro' }).click();
  await expect(page).toHaveURL(/\/mar-azul\/confirmar-cadastro$/);
  await expect(page.getByRole('heading', { name: 'Confirme seu cadastro' })).toBeVisible();
  // The modal does not cover the page it leads to.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Enviamos um código de verificação.')).toBeVisible();
  const code = await newestCode(request, email);

  const field = page.getByLabel('Código de verificação');
  await field.fill('12a');
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(page.getByText('Digite os 6 números do código.')).toBeVisible();
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(page.getByText('Código de verificação incorreto.')).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cadastro confirmado.' })).toBeVisible();

  await page.goto('/mar-azul');
  await expect(page.getByRole('dialog', { name: 'Cadastro em análise' })).toContainText(
    'Seu cadastro já foi confirmado e aguarda aprovação',
  );
});

test('a code by SMS; five wrong codes spend it, and the page says so', async ({
  page,
  request,
}) => {
  const email = await registerAtMarAzul(request);
  await page.goto('/mar-azul/confirmar-cadastro');
  await expect(page.getByText('Entre na sua conta para confirmar o cadastro.')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para o login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail ou CPF/CNPJ').fill(email);
  await dialog.getByRole('button', { name: /continuar/i }).click();
  await dialog.getByLabel('Senha', { exact: true }).fill(SENHA);
  await dialog.getByRole('button', { name: /^entrar$/i }).click();
  await expect(dialog).toContainText('Cadastro em análise');
  await page.reload();

  await page.getByRole('radio', { name: 'SMS no celular' }).check();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Enviamos um código de verificação.')).toBeVisible();
  const code = await newestCode(request, '11987654321');
  const wrong = code === '000000' ? '111111' : '000000';
  const field = page.getByLabel('Código de verificação');
  for (let i = 0; i < 5; i++) {
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(page.getByText('Código de verificação incorreto.')).toBeVisible();
  }
  await field.fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(
    page.getByText(
      'Você errou o código muitas vezes e ele foi cancelado. Solicite um novo código.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar outro código' })).toBeVisible();
});
