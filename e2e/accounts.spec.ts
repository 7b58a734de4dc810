import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, loginThroughModal, openLoginModal, registerByEmail, test } from './support';

/**
 * Accounts journeys (issue 11 §1): register a company by CNPJ with the tax-registry lookup at a
 * supplier that requires approval → pending text → the supplier's attendant approves it (API) →
 * log in; recover a password through the developer outbox → log in with the new password.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3201}`;
const DEMO_SLUGS = ['mar-azul', 'serra-verde', 'casa-do-pao', 'horta-viva'] as const;
const ATTENDANT_PASSWORD = 'atende123';
/** Sandbox registry (ADR 0027): an ATIVA company no demo customer uses. */
const CNPJ = '45.678.901/0001-75';

/** The first demo supplier whose new customers wait for approval (tags support-budget / block-not-approved-user). */
async function approvingSupplier(request: APIRequestContext) {
  for (const slug of DEMO_SLUGS) {
    const res = await request.get(`${API}/v2/app/vitrine-web/fornecedor?idfornecedor=${slug}`);
    const body = (await res.json()) as { idfornecedor: string; tag: string[] };
    if (body.tag.some((t) => t === 'support-budget' || t === 'block-not-approved-user'))
      return { slug, idfornecedor: body.idfornecedor };
  }
  throw new Error('nenhum fornecedor de demonstração exige aprovação');
}

test('register a CNPJ with the registry lookup, wait for approval, get approved, log in', async ({
  page,
  request,
}) => {
  const { slug, idfornecedor } = await approvingSupplier(request);
  const email = `compras.${Date.now()}@bomprato.com.br`;
  await page.goto(`/${slug}`);
  await openLoginModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail ou CPF/CNPJ').fill(CNPJ);
  await dialog.getByRole('button', { name: /continuar/i }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Usuário inexistente ou credenciais inválidas',
  );
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(dialog.getByRole('heading', { name: 'Criar sua conta' })).toBeVisible();

  // An inactive company is refused before anything is sent.
  await dialog.getByRole('textbox', { name: 'CNPJ', exact: true }).fill('55.666.777/0001-81');
  await dialog.getByRole('button', { name: 'Consultar CNPJ' }).click();
  await expect(dialog.getByText(/situação cadastral BAIXADA na Receita Federal/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Criar conta' })).toBeDisabled();

  await dialog.getByRole('textbox', { name: 'CNPJ', exact: true }).fill(CNPJ.replace(/\D/g, ''));
  await expect(dialog.getByRole('textbox', { name: 'CNPJ', exact: true })).toHaveValue(CNPJ);
  await dialog.getByRole('button', { name: 'Consultar CNPJ' }).click();
  await expect(dialog.getByLabel('Razão social')).toHaveValue('COZINHA INDUSTRIAL BOM PRATO LTDA');
  await expect(dialog.getByLabel('Nome fantasia')).toHaveValue('Bom Prato');
  await dialog.getByLabel('Nome do responsável').fill('Marta Compras');
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await dialog.getByLabel('Telefone (com DDD)').fill('71987654321');
  await expect(dialog.getByLabel('Telefone (com DDD)')).toHaveValue('(71) 98765-4321');
  await dialog.getByLabel('Senha', { exact: true }).fill('BomPrato2026');
  // Any required customer characteristic of the supplier: its first option.
  for (const select of await dialog.locator('select[required]').all()) {
    await select.selectOption({ index: 1 });
  }
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(
    dialog.getByText(
      'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
    ),
  ).toBeVisible();

  // The supplier's attendant approves the registration (the admin action).
  const attendant = await request.post(`${API}/v4/atendente/login`, {
    data: { email: `atendente@${slug}.demo.vitrine`, senha: ATTENDANT_PASSWORD },
  });
  expect(attendant.ok()).toBe(true);
  const { token } = (await attendant.json()) as { token: string };
  const customer = await request.post(`${API}/v1/app/vitrine-web/usuario/autenticar`, {
    data: { cpf: email, senha: 'BomPrato2026', idfornecedor },
  });
  const { idcliente, cadastro_aprovado } = (await customer.json()) as {
    idcliente: number;
    cadastro_aprovado: boolean;
  };
  expect(cadastro_aprovado).toBe(false);
  const approve = await request.post(`${API}/v4/atendente/clientes/${idcliente}/aprovar`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approve.ok()).toBe(true);

  await page.reload();
  await openLoginModal(page);
  await loginThroughModal(page, CNPJ, 'BomPrato2026', { acceptTerms: true });
  await expect(page.getByText(/Olá, Marta/)).toBeVisible();
});

test('recover a password through the outbox and log in with the new one', async ({
  page,
  request,
}) => {
  // A customer of its own (the demo logins stay as the other journeys expect them).
  const email = `esqueci.${Date.now()}@exemplo.com.br`;
  await registerByEmail(request, 'serra-verde', {
    nome: 'Ana Esquecida',
    email,
    senha: 'Antiga2026x',
  });
  await page.goto('/serra-verde');
  await openLoginModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await dialog.getByLabel('E-mail ou CPF/CNPJ').fill(email);
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /enviaremos um e-mail com o link para redefinir a senha/,
  );

  // The developer outbox page: the newest mail to Ana carries the link.
  await page.goto(`${API}/dev/caixa-de-saida?para=${encodeURIComponent(email)}`);
  const link = page.getByRole('link', { name: /redefinir-senha/ }).first();
  const href = (await link.getAttribute('href'))!;
  const path = new URL(href).pathname;
  expect(path).toMatch(/^\/serra-verde\/redefinir-senha\/[A-Za-z0-9_-]{43}$/);

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Criar uma nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha2026');
  await page.getByLabel('Confirme a nova senha').fill('NovaSenha2026');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha redefinida. Entre com a nova senha.')).toBeVisible();

  // The link is spent: a second use is refused.
  await page.goto(path);
  await page.getByLabel('Nova senha', { exact: true }).fill('OutraSenha2026');
  await page.getByLabel('Confirme a nova senha').fill('OutraSenha2026');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /link de redefinição de senha é inválido, já foi usado ou expirou/,
  );

  await page.goto('/serra-verde');
  await openLoginModal(page);
  await loginThroughModal(page, email, 'NovaSenha2026', { acceptTerms: true });
  await expect(page.getByText(/Olá, Ana/)).toBeVisible();
});

test('the account dialogs open from the header, loading their code on the first opening', async ({
  page,
}) => {
  await page.goto(`/${DEMO.serraVerde.slug}`);
  await openLoginModal(page);
  await loginThroughModal(page, DEMO.serraVerde.login, DEMO.serraVerde.senha);
  // Nothing of the dialogs is on the page before a buyer asks for one.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Atualizar cadastro' }).click();
  const profile = page.getByRole('dialog', { name: 'Atualizar cadastro' });
  await expect(profile).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await page.getByRole('button', { name: 'Alterar e-mail e senha' }).click();
  const user = page.getByRole('dialog', { name: 'Alterar e-mail e senha' });
  await expect(user).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(user).toBeHidden();
  // Opened again, the first dialog is there at once (kept mounted after its first opening).
  await page.getByRole('button', { name: 'Atualizar cadastro' }).click();
  await expect(profile).toBeVisible();
});
