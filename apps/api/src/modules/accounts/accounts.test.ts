import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_MSG, MSG } from '@vitrine/domain';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { DEMO_CONFIRMED_PENDING } from '../../db/seed/accounts-seed.ts';
import {
  cadastrosCliente,
  caracteristicas,
  clientes,
  enderecos,
  tokensRedefinicaoSenha,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo } from '../../../test/session.ts';
import { loginAttendant } from '../../../test/attendant-session.ts';
import { readOutbox } from '../../../test/outbox.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;
let t: TestApp;
let ramoSerra: number;
let estabelecimentoMar: number;

beforeAll(async () => {
  t = await createTestApp();
  const defs = await t.database.db.select().from(caracteristicas);
  ramoSerra = defs.find(
    (d) => d.idfornecedor === SERRA && d.nome === 'Ramo de atividade',
  )!.idcaracteristica;
  estabelecimentoMar = defs.find(
    (d) => d.idfornecedor === MAR && d.nome === 'Tipo de estabelecimento',
  )!.idcaracteristica;
});
afterAll(() => t.close());

const register = (payload: object, segment = 'vitrine-web', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/v1/app/${segment}/usuario`, payload, headers });
const login = (cpf: string, senha: string, idfornecedor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar',
    payload: { cpf, senha, idfornecedor },
  });
const receita = (doc: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/app/~/usuario/dados-receita/${encodeURIComponent(doc)}`,
  });
const countClientes = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(clientes))[0]!.n;

describe('tax registry lookup (GET /v1/app/{sep}/usuario/dados-receita/{doc})', () => {
  it('fills an active company from the registry', async () => {
    const res = await receita('22.333.444/0001-81');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tipo: 'CNPJ',
      documento: '22333444000181',
      razao_social: 'PADARIA PAO DOURADO EIRELI',
      nome_fantasia: 'Pão Dourado',
      situacao: 'ATIVA',
      ativa: true,
      endereco: { municipio: 'São Paulo', uf: 'SP', cep: '01452000' },
    });
  });

  it('refuses a BAIXADA or SUSPENSA company naming its status, 404 unknown, 400 invalid', async () => {
    const baixada = await receita('55666777000181');
    expect(baixada.statusCode).toBe(422);
    expect(baixada.json().mensagem).toBe(ACCOUNTS_MSG.companyInactive('BAIXADA'));
    expect((await receita('66777888000181')).json().mensagem).toBe(
      ACCOUNTS_MSG.companyInactive('SUSPENSA'),
    );
    const unknown = await receita('56.789.012/9999-72');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().mensagem).toBe(ACCOUNTS_MSG.companyNotFound);
    const invalid = await receita('11.111.111/1111-11');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().mensagem).toBe(ACCOUNTS_MSG.documentInvalid);
  });

  it('only validates a CPF', async () => {
    const res = await receita('390.533.447-05');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tipo: 'CPF',
      documento: '39053344705',
      mensagem: ACCOUNTS_MSG.cpfLookupOk,
    });
  });
});

describe('characteristics', () => {
  it('lists each supplier its own customer and order characteristics, in order', async () => {
    const cliente = await t.app.inject({
      method: 'GET',
      url: `/v4/caracteristica-cliente/todas/${SERRA}`,
    });
    expect(cliente.json().map((c: { nome: string }) => c.nome)).toEqual([
      'Ramo de atividade',
      'Número de funcionários',
    ]);
    expect(cliente.json()[0]).toMatchObject({ tipo: 'selecao', obrigatoria: true });
    const pedido = await t.app.inject({
      method: 'GET',
      url: `/v4/caracteristica-pedido/todas/${MAR}`,
    });
    expect(pedido.json().map((c: { nome: string }) => c.nome)).toEqual([
      'Responsável pelo recebimento',
      'Aceita substituição de itens',
    ]);
  });
});

describe('registration (POST /v1/app/{apptoken}{sep}{idcliente}/usuario)', () => {
  const cpfBody = {
    idfornecedor: SERRA,
    tipo_documento: 'CPF',
    documento: '153.509.460-56',
    nome: 'Carla Nova Cliente',
    email: 'Carla.Nova@Exemplo.com.br',
    telefone: '(11) 98765-4321',
    senha: 'Segura2026',
  };

  it('registers by CPF at a supplier without approval and logs in', async () => {
    const res = await register({
      ...cpfBody,
      caracteristicas: [{ id: ramoSerra, valor: 'Cafeteria' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      nome: 'Carla Nova Cliente',
      email: 'carla.nova@exemplo.com.br',
      cpf: '15350946056',
      cpf_length: 11,
      cadastro_aprovado: true,
      message_after_create: null,
      mensagem: ACCOUNTS_MSG.registered,
    });
    expect(body.token).toEqual(expect.any(String));
    const session = await t.app.inject({
      method: 'GET',
      url: `/v1/app/vitrine-web~${body.idcliente}/cliente`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(session.statusCode).toBe(200);
    expect((await login('carla.nova@exemplo.com.br', 'Segura2026', SERRA)).statusCode).toBe(200);
  });

  it('refuses bad fields with the field named, changing nothing', async () => {
    const before = await countClientes();
    const cases: [object, string, string][] = [
      [{ documento: '153.509.460-57' }, 'documento', ACCOUNTS_MSG.cpfInvalid],
      [{ tipo_documento: 'CNPJ', documento: '1234' }, 'documento', ACCOUNTS_MSG.cnpjInvalid],
      [
        { tipo_documento: 'ESTRANGEIRO', documento: '!' },
        'documento',
        ACCOUNTS_MSG.foreignDocumentInvalid,
      ],
      [{ email: 'sem-arroba' }, 'email', ACCOUNTS_MSG.emailInvalid],
      [{ senha: 'fraca' }, 'senha', ACCOUNTS_MSG.passwordLength],
      [{ senha: 'somenteletras' }, 'senha', ACCOUNTS_MSG.passwordLettersDigits],
      [{ telefone: '123' }, 'telefone', ACCOUNTS_MSG.phoneInvalid],
      [
        { caracteristicas: [] },
        'caracteristicas',
        ACCOUNTS_MSG.characteristicRequired('Ramo de atividade'),
      ],
      [
        { caracteristicas: [{ id: ramoSerra, valor: 'Padaria' }] },
        'caracteristicas',
        ACCOUNTS_MSG.characteristicInvalid('Ramo de atividade'),
      ],
      [
        { caracteristicas: [{ id: estabelecimentoMar, valor: 'Padaria' }] },
        'caracteristicas',
        ACCOUNTS_MSG.characteristicUnknown,
      ],
    ];
    for (const [over, campo, mensagem] of cases) {
      const res = await register({
        ...cpfBody,
        documento: '714.602.380-01',
        email: 'x@exemplo.com.br',
        caracteristicas: [{ id: ramoSerra, valor: 'Cafeteria' }],
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ campo, mensagem });
    }
    expect(await countClientes()).toBe(before);
  });

  it('refuses an inactive or unknown CNPJ server-side', async () => {
    const base = {
      ...cpfBody,
      tipo_documento: 'CNPJ',
      email: 'baixada@exemplo.com.br',
      caracteristicas: [{ id: ramoSerra, valor: 'Mercado' }],
    };
    const baixada = await register({ ...base, documento: '55.666.777/0001-81' });
    expect(baixada.statusCode).toBe(422);
    expect(baixada.json().mensagem).toBe(ACCOUNTS_MSG.companyInactive('BAIXADA'));
    const unknown = await register({ ...base, documento: '56.789.012/9999-72' });
    expect(unknown.statusCode).toBe(404);
  });

  it('registers any CNPJ the registry knows, with the company the registry gives', async () => {
    const lookup = (await receita('31.415.926/0001-71')).json();
    expect(lookup).toMatchObject({ tipo: 'CNPJ', situacao: 'ATIVA', ativa: true });
    const res = await register({
      ...cpfBody,
      tipo_documento: 'CNPJ',
      documento: '31.415.926/0001-71',
      email: 'compras@cnpj-novo.exemplo.com.br',
      caracteristicas: [{ id: ramoSerra, valor: 'Mercado' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(clientes)
      .where(eq(clientes.cpf, '31415926000171'));
    expect(stored).toBeDefined();
  });

  it('registers a CNPJ at a supplier that requires approval: pending, no session, registry data stored', async () => {
    const res = await register({
      idfornecedor: MAR,
      tipo_documento: 'CNPJ',
      documento: '33.444.555/0001-81',
      nome: 'Rita Compras',
      email: 'compras@sabordaserra.com.br',
      senha: 'Sabor2026',
      razao_social: 'Nome digitado que não vale',
      caracteristicas: [{ id: estabelecimentoMar, valor: 'Restaurante' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      cpf_length: 14,
      cadastro_aprovado: false,
      message_after_create: MSG.registrationCreatedAwaitingApproval,
      token: null,
      jwttoken: null,
    });
    const [row] = await t.database.db
      .select()
      .from(clientes)
      .where(eq(clientes.idcliente, body.idcliente));
    expect(row).toMatchObject({
      razaoSocial: 'RESTAURANTE SABOR DA SERRA LTDA',
      nomeFantasia: 'Sabor da Serra',
      tipoDocumento: 'CNPJ',
    });
    const [address] = await t.database.db
      .select()
      .from(enderecos)
      .where(eq(enderecos.idcliente, body.idcliente));
    expect(address).toMatchObject({ cidade: 'Blumenau', uf: 'SC', primario: true });
  });

  it('registers by foreign document and by e-mail only', async () => {
    const foreign = await register({
      ...cpfBody,
      tipo_documento: 'ESTRANGEIRO',
      documento: 'ab 1234567',
      email: 'john@example.com',
      caracteristicas: [{ id: ramoSerra, valor: 'Hotel' }],
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json()).toMatchObject({ cpf: null, cpf_length: 0 });
    const emailOnly = await register({
      ...cpfBody,
      tipo_documento: 'EMAIL',
      documento: undefined,
      email: 'so.email@exemplo.com.br',
      caracteristicas: [{ id: ramoSerra, valor: 'Outro' }],
    });
    expect(emailOnly.statusCode, emailOnly.body).toBe(200);
  });

  it('reuses an identity only with its password; never twice at one supplier', async () => {
    const ana = DEMO_CUSTOMERS.ana;
    const base = {
      idfornecedor: MAR,
      tipo_documento: 'CPF',
      documento: ana.login,
      nome: ana.nome,
      email: ana.email,
      caracteristicas: [{ id: estabelecimentoMar, valor: 'Outro' }],
    };
    const before = await countClientes();
    const wrong = await register({ ...base, senha: 'Errada2026' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().mensagem).toBe(ACCOUNTS_MSG.identityTaken);
    const right = await register({ ...base, senha: DEMO_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().idcliente).toBe((await loginDemo(t, 'ana')).idcliente);
    expect(await countClientes()).toBe(before);
    const again = await register({ ...base, senha: DEMO_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagem).toBe(ACCOUNTS_MSG.alreadyRegistered);
  });

  it('updates the profile with the own session: Cadastro atualizado; 401/403 otherwise', async () => {
    const ana = await loginDemo(t, 'ana');
    const seg = `vitrine-web~${ana.idcliente}`;
    const update = {
      idfornecedor: SERRA,
      nome: 'Ana Souza Lima',
      telefone: '11 3333-4444',
      caracteristicas: [{ id: ramoSerra, valor: 'Restaurante' }],
    };
    const res = await register(update, seg, ana.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'Ana Souza Lima',
      mensagem: MSG.profileUpdated,
      token: null,
    });
    expect((await register(update, seg)).statusCode).toBe(401);
    const padaria = await loginDemo(t, 'padaria');
    expect((await register(update, seg, padaria.headers)).statusCode).toBe(403);
    expect((await register({ ...update, idfornecedor: MAR }, seg, ana.headers)).statusCode).toBe(
      403,
    );
    const settings = await t.app.inject({
      method: 'GET',
      url: `/v2/app/${seg}/get-configuracoes-cliente`,
      headers: ana.headers,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      nome: 'Ana Souza Lima',
      telefone: '1133334444',
      requer_aprovacao: false,
      cadastro_aprovado: true,
      exibir_precos: true,
      caracteristicas: [
        { id: ramoSerra, valor: 'Restaurante' },
        { nome: 'Número de funcionários', valor: null },
      ],
    });
  });
});

describe('PUT /v1/app/usuario/{a}: e-mail and password', () => {
  it('needs the current password; a new one revokes the other sessions', async () => {
    const email = 'troca.senha@exemplo.com.br';
    const created = await register({
      idfornecedor: SERRA,
      tipo_documento: 'EMAIL',
      nome: 'Troca Senha',
      email,
      senha: 'Antiga2026',
      caracteristicas: [{ id: ramoSerra, valor: 'Mercado' }],
    });
    const { idcliente, token } = created.json();
    const headers = { authorization: `Bearer ${token}` };
    const other = (await login(email, 'Antiga2026', SERRA)).json().token as string;
    const put = (dadosUsuario: object, h = headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/app/usuario/${idcliente}`,
        headers: h,
        payload: { dadosUsuario },
      });

    const wrong = await put({ senha: 'Errada2026', novaSenha: 'Nova2026x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().mensagem).toBe(ACCOUNTS_MSG.currentPasswordWrong);
    expect((await put({ senha: 'Antiga2026', novaSenha: 'curta' })).json().mensagem).toBe(
      ACCOUNTS_MSG.passwordLength,
    );
    expect((await put({ senha: 'Antiga2026', email: DEMO_CUSTOMERS.ana.email })).statusCode).toBe(
      409,
    );

    const ok = await put({
      senha: 'Antiga2026',
      novaSenha: 'Nova2026x',
      email: 'Troca.Nova@exemplo.com.br',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      mensagem: MSG.profileUpdated,
      email: 'troca.nova@exemplo.com.br',
      senha_alterada: true,
    });
    const check = (tk: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/app/vitrine-web~${idcliente}/cliente`,
        headers: { authorization: `Bearer ${tk}` },
      });
    expect((await check(token)).statusCode).toBe(200);
    expect((await check(other)).statusCode).toBe(401);
    expect((await login('troca.nova@exemplo.com.br', 'Nova2026x', SERRA)).statusCode).toBe(200);
    // Another customer's id: refused by the session check.
    const ana = await loginDemo(t, 'ana');
    const forbidden = await put({ senha: DEMO_PASSWORD, novaSenha: 'Invasao2026' }, ana.headers);
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('password recovery', () => {
  const recover = (loginValue: string, idfornecedor = SERRA) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/app/vitrine-web/cliente/senha/recuperar/${encodeURIComponent(loginValue)}?idfornecedor=${idfornecedor}`,
    });
  const reset = (token: string, novaSenha: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/app/vitrine-web/cliente/senha/redefinir',
      payload: { token, novaSenha },
    });
  const tokenOf = (texto: string) => /redefinir-senha\/([A-Za-z0-9_-]+)/.exec(texto)![1]!;

  it('answers the same for unknown, other-supplier and known logins; mails only the known one', async () => {
    const padaria = DEMO_CUSTOMERS.padaria;
    const replies = await Promise.all([
      recover('ninguem@exemplo.com.br'),
      recover(padaria.email),
      recover(DEMO_CUSTOMERS.ana.login),
    ]);
    for (const r of replies) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ mensagem: ACCOUNTS_MSG.resetRequested });
    }
    expect(await readOutbox(t.app, 'ninguem@exemplo.com.br')).toHaveLength(0);
    expect(await readOutbox(t.app, padaria.email)).toHaveLength(0);
    const [mail] = await readOutbox(t.app, DEMO_CUSTOMERS.ana.email);
    expect(mail!.assunto).toBe('Empório Serra Verde: redefinição de senha');
    expect(mail!.texto).toContain('/serra-verde/redefinir-senha/');
  });

  it('sets a new password once, revoking sessions; a used or expired link is refused', async () => {
    const email = 'esqueci@exemplo.com.br';
    const created = await register({
      idfornecedor: SERRA,
      tipo_documento: 'EMAIL',
      nome: 'Esqueci Senha',
      email,
      senha: 'Lembro2026',
      caracteristicas: [{ id: ramoSerra, valor: 'Mercado' }],
    });
    const { idcliente, token: session } = created.json();
    await recover(email);
    const first = tokenOf((await readOutbox(t.app, email))[0]!.texto);
    await recover(String(idcliente));
    const link = tokenOf((await readOutbox(t.app, email))[0]!.texto);
    // A newer request spends the older link.
    expect((await reset(first, 'Nova2026abc')).json().mensagem).toBe(
      ACCOUNTS_MSG.resetTokenInvalid,
    );
    expect((await reset(link, 'fraca')).json().mensagem).toBe(ACCOUNTS_MSG.passwordLength);
    const ok = await reset(link, 'Nova2026abc');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().mensagem).toBe(ACCOUNTS_MSG.passwordChanged);
    const again = await reset(link, 'Outra2026abc');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      campo: 'token',
      mensagem: ACCOUNTS_MSG.resetTokenInvalid,
    });
    expect((await login(email, 'Lembro2026', SERRA)).statusCode).toBe(401);
    expect((await login(email, 'Nova2026abc', SERRA)).statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: `/v1/app/vitrine-web~${idcliente}/cliente`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(check.statusCode).toBe(401);

    await recover(email);
    const expiring = tokenOf((await readOutbox(t.app, email))[0]!.texto);
    await t.database.db
      .update(tokensRedefinicaoSenha)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(tokensRedefinicaoSenha.idcliente, idcliente));
    expect((await reset(expiring, 'Expirou2026')).statusCode).toBe(400);
  });
});

describe('verification codes', () => {
  const send = (q: string) =>
    t.app.inject({ method: 'GET', url: `/v4/verificacao/enviar-verificacao?${q}` });
  const confirm = (idcliente: number, idfornecedor: string, codigo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v4/verificacao/confirmar',
      payload: { idcliente, idfornecedor, codigo },
    });

  it('mails a 6-digit code; wrong codes count; the right one confirms the registration', async () => {
    const email = 'verifica@exemplo.com.br';
    const created = await register({
      idfornecedor: MAR,
      tipo_documento: 'EMAIL',
      nome: 'Verifica Email',
      email,
      telefone: '11999998888',
      senha: 'Verifica2026',
      caracteristicas: [{ id: estabelecimentoMar, valor: 'Padaria' }],
    });
    const { idcliente } = created.json();
    const res = await send(`canal=email&idcliente=${idcliente}&idfornecedor=${MAR}&fonte=cadastro`);
    expect(res.json()).toEqual({ mensagem: ACCOUNTS_MSG.verificationSent });
    const code = /é (\d{6})\./.exec((await readOutbox(t.app, email))[0]!.texto)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await confirm(idcliente, MAR, wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().mensagem).toBe(ACCOUNTS_MSG.verificationCodeWrong);
    // Another supplier: no code there.
    expect((await confirm(idcliente, SERRA, code)).json().mensagem).toBe(
      ACCOUNTS_MSG.verificationCodeExpired,
    );
    const ok = await confirm(idcliente, MAR, code);
    expect(ok.statusCode, ok.body).toBe(200);
    const [cadastro] = await t.database.db
      .select()
      .from(cadastrosCliente)
      .where(
        and(eq(cadastrosCliente.idcliente, idcliente), eq(cadastrosCliente.idfornecedor, MAR)),
      );
    expect(cadastro!.cadastroConfirmadoEm).not.toBeNull();
    expect((await confirm(idcliente, MAR, code)).json().mensagem).toBe(
      ACCOUNTS_MSG.verificationCodeExpired,
    );

    // SMS: the sandbox writes to the outbox as tipo 'sms'.
    await send(`canal=sms&idcliente=${idcliente}&idfornecedor=${MAR}`);
    const [sms] = await readOutbox(t.app, '11999998888');
    expect(sms).toMatchObject({ tipo: 'sms' });
    expect(sms!.texto).toMatch(/Atacado Mar Azul: seu código de verificação é \d{6}/);
  });

  it('spends a code after 5 wrong attempts and answers the same for an unknown customer', async () => {
    const ana = await loginDemo(t, 'ana');
    await send(`canal=email&idcliente=${ana.idcliente}&idfornecedor=${SERRA}`);
    const code = /é (\d{6})\./.exec(
      (await readOutbox(t.app, DEMO_CUSTOMERS.ana.email))[0]!.texto,
    )![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await confirm(ana.idcliente, SERRA, wrong)).json().mensagem).toBe(
        ACCOUNTS_MSG.verificationCodeWrong,
      );
    // Even the right code: the wrong attempts spent it, and the buyer is told so.
    expect((await confirm(ana.idcliente, SERRA, code)).json().mensagem).toBe(
      ACCOUNTS_MSG.verificationAttemptsExhausted,
    );
    const unknown = await send(`canal=email&idcliente=999999&idfornecedor=${SERRA}`);
    expect(unknown.json()).toEqual({ mensagem: ACCOUNTS_MSG.verificationSent });
  });
});

describe('approval by the attendant', () => {
  it("approves a pending registration at the attendant's supplier only, idempotently", async () => {
    const [pending] = await t.database.db
      .select()
      .from(clientes)
      .where(eq(clientes.email, DEMO_CONFIRMED_PENDING.email));
    const url = `/v4/atendente/clientes/${pending!.idcliente}/aprovar`;
    const serra = await loginAttendant(t, 'serraVerde');
    expect((await t.app.inject({ method: 'POST', url, headers: serra.headers })).statusCode).toBe(
      404,
    );
    const customer = await loginDemo(t, 'ana');
    expect(
      (await t.app.inject({ method: 'POST', url, headers: customer.headers })).statusCode,
    ).toBe(401);
    const before = await login(DEMO_CONFIRMED_PENDING.email, DEMO_CONFIRMED_PENDING.senha, MAR);
    expect(before.json().cadastro_aprovado).toBe(false);
    const mar = await loginAttendant(t, 'marAzul');
    const first = await t.app.inject({ method: 'POST', url, headers: mar.headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      cadastro_aprovado: true,
      idfornecedor: MAR,
      mensagem: ACCOUNTS_MSG.approved,
    });
    const second = await t.app.inject({ method: 'POST', url, headers: mar.headers });
    expect(second.json().aprovado_em).toBe(first.json().aprovado_em);
    const after = await login(DEMO_CONFIRMED_PENDING.email, DEMO_CONFIRMED_PENDING.senha, MAR);
    expect(after.json().cadastro_aprovado).toBe(true);
  });
});

describe('dev outbox page', () => {
  it('lists the mails as HTML with clickable links, no-store, escaped', async () => {
    await t.app.inject({
      method: 'GET',
      url: `/v2/app/vitrine-web/cliente/senha/recuperar/${DEMO_CUSTOMERS.ana.email}?idfornecedor=${SERRA}`,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/caixa-de-saida?para=${DEMO_CUSTOMERS.ana.email}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(
      /<a href="http:\/\/127\.0\.0\.1:3000\/serra-verde\/redefinir-senha\/[A-Za-z0-9_-]+"/,
    );
  });
});
