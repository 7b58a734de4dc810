import type { APIRequestContext } from '@playwright/test';
import { E2E_API, expect, openLoginModal, registerByEmail, submitLogin, test } from './support';

/**
 * "Confirme seu cadastro" (issue 11 §1, ADR 0029): a new customer waiting for approval at Mar
 * Azul is led from 'Cadastro em análise' to the verification page, asks for a code by e-mail,
 * reads it in the developer outbox, types a wrong one (refused), then the right one; the modal
 * then says the registration is confirmed and awaits approval.
 */
const SENHA = 'Confirma2026';

/** Registers a fresh customer at mar-azul (pending approval) and returns its e-mail. */
async function registerAtMarAzul(request: APIRequestContext): Promise<string> {
  const email = `confirma.${Date.now()}@exemplo.com.br`;
  await registerByEmail(request, 'mar-azul', {
    nome: 'Carla Confirma',
    email,
    telefone: '11987654321',
    senha: SENHA,
  });
  return email;
}

/** The newest verification code the outbox holds for `to` (e-mail or phone). */
async function newestCode(request: APIRequestContext, to: string): Promise<string> {
  const page = await request.get(`${E2E_API}/dev/caixa-de-saida?para=${encodeURIComponent(to)}`);
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
  await openLoginModal(page);
  await submitLogin(page, email, SENHA);
  await expect(page.getByRole('dialog')).toContainText('Cadastro em análise');

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
  await submitLogin(page, email, SENHA);
  await expect(page.getByRole('dialog')).toContainText('Cadastro em análise');
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
