import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Fornecedor, FormasPagamentoResposta, Rodape, TemaResposta } from '@vitrine/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clientes, formasPagamento, fornecedores } from '../../db/schema/index.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { openSession } from '../users/sessions.ts';

const A = DEMO_SUPPLIERS.serraVerde;
const B = DEMO_SUPPLIERS.marAzul;
const DOMINIO_A = 'loja.serraverde.com.br';

let t: TestApp;
let anaId: number;
let padariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The demo seed has no own domain and no inactive payment method: add them here.
  await db
    .update(fornecedores)
    .set({ dominio: DOMINIO_A })
    .where(eq(fornecedores.idfornecedor, A.idfornecedor));
  await db.insert(formasPagamento).values({
    idfornecedor: A.idfornecedor,
    descricao: 'Cheque',
    tipo: 'DINHEIRO',
    exigePagamentoAntecipado: false,
    ordem: 0,
    ativo: false,
  });
  const [b] = await db
    .select({ rodape: fornecedores.rodape })
    .from(fornecedores)
    .where(eq(fornecedores.idfornecedor, B.idfornecedor));
  const { cnpj: _cnpj, ...rodapeSemCnpj } = b!.rodape;
  await db
    .update(fornecedores)
    .set({ rodape: rodapeSemCnpj })
    .where(eq(fornecedores.idfornecedor, B.idfornecedor));
  t.suppliersChanged();
  const ids = await db.select({ id: clientes.idcliente, cpf: clientes.cpf }).from(clientes);
  anaId = ids.find((c) => c.cpf === DEMO_CUSTOMERS.ana.cpf)!.id;
  padariaId = ids.find((c) => c.cpf === DEMO_CUSTOMERS.padaria.cpf)!.id;
});

afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

describe('GET /v2/app/{apptoken}/fornecedor', () => {
  it('finds a supplier by slug, with payment methods, sort orders, delivery types, theme and default store', async () => {
    const { status, body } = await get(`/v2/app/vitrine-web/fornecedor?idfornecedor=${A.slug}`);
    expect(status).toBe(200);
    const f = body as Fornecedor;
    expect(f).toMatchObject({
      idfornecedor: A.idfornecedor,
      idempresa: 1,
      slug: A.slug,
      nome: A.nome,
      dominio: DOMINIO_A,
      tag: [
        'has-delivery',
        'has-collect',
        'uses-share-coupom',
        'restrict-not-approved-user-submission',
      ],
      modulos: ['Todos'],
      tiposEntrega: ['DELIVERY', 'RETIRADA'],
      tipoEntregaPadrao: 'DELIVERY',
      config: { tema: { corPrimaria: '#2f6b3a', corPrimariaTexto: '#ffffff' } },
      meta_info: {
        default_store: 'Loja Vila Madalena',
        descricao_endereco_loja: 'Rua Harmonia, 500 - Vila Madalena, São Paulo/SP',
      },
    });
    expect(f.formasPagamento.map((p) => p.tipo)).toEqual(['PIX', 'CARTAO', 'BOLETO', 'FATURADO']);
    expect(f.formasPagamento[0]).toMatchObject({
      descricao: 'Pix',
      exigePagamentoAntecipado: true,
    });
    expect(f.ordenacoes_produto.map((o) => o.valor)).toEqual([
      'RELEVANCIA',
      'MAIS_VENDIDOS',
      'MENOR_PRECO',
      'MAIOR_PRECO',
      'NOME_AZ',
      'NOME_ZA',
    ]);
  });

  it('finds a supplier by id (any case); a collect-only supplier defaults to RETIRADA', async () => {
    const { status, body } = await get(
      `/v2/app/vitrine-web/fornecedor?idfornecedor=${B.idfornecedor.toUpperCase()}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      idfornecedor: B.idfornecedor,
      slug: B.slug,
      tiposEntrega: ['RETIRADA'],
      tipoEntregaPadrao: 'RETIRADA',
      meta_info: { default_store: 'CD Cambuci' },
    });
    expect((body as Fornecedor).formasPagamento.map((p) => p.tipo)).toEqual([
      'PIX',
      'DINHEIRO',
      'CARTAO',
    ]);
  });

  it('uses a requested tipoEntrega as default only when the supplier offers it', async () => {
    const a = await get(
      `/v2/app/vitrine-web/fornecedor?idfornecedor=${A.slug}&tipoEntrega=RETIRADA`,
    );
    expect((a.body as Fornecedor).tipoEntregaPadrao).toBe('RETIRADA');
    const b = await get(
      `/v2/app/vitrine-web/fornecedor?idfornecedor=${B.slug}&tipoEntrega=DELIVERY`,
    );
    expect((b.body as Fornecedor).tipoEntregaPadrao).toBe('RETIRADA');
  });

  it('finds a supplier by the storefront host (case, www. and port ignored)', async () => {
    for (const dominio of [
      DOMINIO_A,
      'LOJA.SerraVerde.com.br',
      `www.${DOMINIO_A}`,
      `${DOMINIO_A}:443`,
      `https://${DOMINIO_A}/`,
    ]) {
      const { status, body } = await get(
        `/v2/app/vitrine-web/fornecedor?dominio=${encodeURIComponent(dominio)}`,
      );
      expect(status, dominio).toBe(200);
      expect((body as Fornecedor).idfornecedor).toBe(A.idfornecedor);
    }
    const unknown = await get('/v2/app/vitrine-web/fornecedor?dominio=outra-loja.com.br');
    expect(unknown).toMatchObject({ status: 404, body: { mensagem: 'Fornecedor não encontrado' } });
  });

  it('prefers idfornecedor over dominio', async () => {
    const { body } = await get(
      `/v2/app/vitrine-web/fornecedor?idfornecedor=${B.slug}&dominio=${DOMINIO_A}`,
    );
    expect((body as Fornecedor).idfornecedor).toBe(B.idfornecedor);
  });

  it("answers 404 'Fornecedor não encontrado' for an unknown slug, id or the all-zero GUID", async () => {
    for (const ref of [
      'nao-existe',
      'f0e1d2c3-b4a5-4968-8776-655443322110',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      const res = await get(`/v2/app/vitrine-web/fornecedor?idfornecedor=${ref}`);
      expect(res, ref).toMatchObject({
        status: 404,
        body: { mensagem: 'Fornecedor não encontrado' },
      });
    }
  });

  it('answers 400 with the field when no supplier is given or the reference is malformed', async () => {
    const none = await get('/v2/app/vitrine-web/fornecedor');
    expect(none).toMatchObject({ status: 400, body: { campo: 'idfornecedor' } });
    const bad = await get(
      `/v2/app/vitrine-web/fornecedor?idfornecedor=${encodeURIComponent("x' OR 1=1 --")}`,
    );
    expect(bad).toMatchObject({
      status: 400,
      body: { mensagem: 'Fornecedor inválido', campo: 'idfornecedor' },
    });
  });

  it('answers 401 for a wrong app token', async () => {
    const res = await get(`/v2/app/outro-app/fornecedor?idfornecedor=${A.slug}`);
    expect(res.status).toBe(401);
  });
});

describe('GET /v2/app/{apptoken}{sep}{idcliente}/fornecedor (customer-aware)', () => {
  it("requires the customer's session", async () => {
    const res = await get(`/v2/app/vitrine-web~${anaId}/fornecedor?idfornecedor=${A.slug}`);
    expect(res).toMatchObject({
      status: 401,
      body: { mensagem: 'Sessão expirada, efetue login novamente' },
    });
    const invalid = await get(`/v2/app/vitrine-web~${anaId}/fornecedor?idfornecedor=${A.slug}`, {
      authorization: 'Bearer nope',
    });
    expect(invalid.status).toBe(401);
  });

  it("answers the supplier with the customer's token and 403 with another customer's", async () => {
    const { token } = await openSession(t.database.db, t.app.config, anaId, A.idfornecedor);
    const ok = await get(
      `/v2/app/vitrine-web~${anaId}/fornecedor?idfornecedor=${A.slug}&idcliente=${anaId}`,
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(ok.status).toBe(200);
    expect((ok.body as Fornecedor).idfornecedor).toBe(A.idfornecedor);
    const other = await get(`/v2/app/vitrine-web~${padariaId}/fornecedor?idfornecedor=${A.slug}`, {
      authorization: `Bearer ${token}`,
    });
    expect(other.status).toBe(403);
  });

  it('answers 401 for a wrong app token and 400 for a malformed customer id', async () => {
    expect((await get(`/v2/app/outro-app~${anaId}/fornecedor?idfornecedor=${A.slug}`)).status).toBe(
      401,
    );
    expect((await get(`/v2/app/vitrine-web~abc/fornecedor?idfornecedor=${A.slug}`)).status).toBe(
      400,
    );
  });
});

describe('theme, footer and payment methods', () => {
  it('GET /v2/configuracao/fornecedor/{id}/tema by id and by slug', async () => {
    for (const id of [A.idfornecedor, A.slug]) {
      const { status, body } = await get(`/v2/configuracao/fornecedor/${id}/tema`);
      expect(status).toBe(200);
      expect((body as TemaResposta).tema).toEqual({
        corPrimaria: '#2f6b3a',
        corPrimariaTexto: '#ffffff',
        corSecundaria: '#e9b949',
        corFundo: '#f6f4ee',
        corTexto: '#1f2a1f',
        logo: '/imagens/fornecedores/serra-verde.svg',
      });
    }
    expect((await get('/v2/configuracao/fornecedor/nao-existe/tema')).status).toBe(404);
    expect((await get('/v2/configuracao/fornecedor/%20%3B/tema')).status).toBe(400);
  });

  it("GET /v2/app/config/fornecedor/{id}/rodape; the CNPJ falls back to the supplier's, formatted", async () => {
    const a = await get(`/v2/app/config/fornecedor/${A.idfornecedor}/rodape`);
    expect(a.status).toBe(200);
    expect(a.body as Rodape).toEqual({
      texto: 'Empório Serra Verde — hortifrúti, padaria e mercearia fina.',
      telefone: '(11) 3030-4040',
      email: 'contato@serraverde.com.br',
      endereco: 'Rua Harmonia, 500 - Vila Madalena, São Paulo/SP',
      cnpj: '11.444.777/0001-61',
      links: [],
    });
    const b = await get(`/v2/app/config/fornecedor/${B.slug}/rodape`);
    expect((b.body as Rodape).cnpj).toBe('45.723.174/0001-10');
    expect((await get('/v2/app/config/fornecedor/nao-existe/rodape')).status).toBe(404);
  });

  it('GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento lists active methods in order', async () => {
    const { status, body } = await get(
      `/v2/app/vitrine-web/fornecedor/${A.idfornecedor}/formas-pagamento?idcliente=${anaId}`,
    );
    expect(status).toBe(200);
    const formas = body as FormasPagamentoResposta;
    expect(formas.map((f) => f.descricao)).toEqual([
      'Pix',
      'Cartão de crédito',
      'Boleto bancário',
      'Faturado 28 dias',
    ]);
    expect(formas.every((f) => typeof f.idformapagto === 'number')).toBe(true);
    const b = await get(`/v2/app/vitrine-web/fornecedor/${B.slug}/formas-pagamento`);
    expect((b.body as FormasPagamentoResposta).map((f) => f.tipo)).toEqual([
      'PIX',
      'DINHEIRO',
      'CARTAO',
    ]);
    // Never another supplier's methods.
    const idsA = new Set(formas.map((f) => f.idformapagto));
    expect((b.body as FormasPagamentoResposta).some((f) => idsA.has(f.idformapagto))).toBe(false);
  });

  it('formas-pagamento: 401 for a wrong app token, 404 for an unknown supplier, 400 for a bad idcliente', async () => {
    expect(
      (await get(`/v2/app/outro-app/fornecedor/${A.idfornecedor}/formas-pagamento`)).status,
    ).toBe(401);
    expect((await get('/v2/app/vitrine-web/fornecedor/nao-existe/formas-pagamento')).status).toBe(
      404,
    );
    const bad = await get(
      `/v2/app/vitrine-web/fornecedor/${A.slug}/formas-pagamento?idcliente=abc`,
    );
    expect(bad).toMatchObject({ status: 400, body: { campo: 'idcliente' } });
  });
});
