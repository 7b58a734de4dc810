import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCESS_MSG, MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { GATES_CUSTOMERS } from '../../db/seed/gates-seed.ts';
import {
  cadastrosCliente,
  enderecos,
  formasPagamento,
  pedidos,
  termosUso,
  termosUsoAceites,
} from '../../db/schema/index.ts';

/**
 * Access gates through the HTTP API (spec §4 Login 3–4, §5 terms, §6 tags and modulos):
 * prices hidden from visitors and unapproved customers in every catalog reply, the ordering
 * gate inside the order transaction, terms acceptance and file, the access state, modules.
 */
let t: TestApp;
const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;
const PAO = DEMO_SUPPLIERS.casaDoPao.idfornecedor;
const HORTA = DEMO_SUPPLIERS.hortaViva.idfornecedor;

async function login(email: string, idfornecedor: string): Promise<DemoSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/app/vitrine-web/usuario/autenticar',
    payload: { cpf: email, senha: DEMO_PASSWORD, idfornecedor },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { idcliente: number; token: string };
  return {
    idcliente: body.idcliente,
    idfornecedor,
    token: body.token,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

const get = (url: string, s?: DemoSession) =>
  t.app.inject({ method: 'GET', url, headers: s?.headers ?? {} });
const listing = (idfornecedor: string, s?: DemoSession) =>
  get(`/v2/app/vitrine-web/listaprodutos/${idfornecedor}?limit=100`, s);
const suggestions = (idfornecedor: string, query: string, s?: DemoSession) =>
  get(
    `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${idfornecedor}&query=${query}`,
    s,
  );
const acesso = (s: DemoSession, idcliente = s.idcliente, idfornecedor = s.idfornecedor) =>
  get(`/v4/client/${idcliente}/supplier/${idfornecedor}/acesso`, s);
const acceptTerms = (
  s: DemoSession,
  versaoArquivo: number,
  idcliente = s.idcliente,
  idfornecedor = s.idfornecedor,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/v4/client/${idcliente}/supplier/${idfornecedor}/termos-uso`,
    headers: s.headers,
    payload: { versaoArquivo },
  });

/** Asserts a catalog reply body has no price anywhere (every price field null). */
function expectNoPrices(body: unknown) {
  const json = JSON.stringify(body);
  expect(json).not.toMatch(/"preco":\d/);
  expect(json).not.toMatch(/"preconf":\d/);
  expect(json).not.toMatch(/"precovendaatacado":\d/);
  expect(json).not.toMatch(/"preco_embalagem":\d/);
  expect(json).not.toMatch(/"descontoProgressivo":\{/);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('prices (spec §6 hide-price-for-logged-out-customers, support-budget)', () => {
  it('hides every price from a visitor where hide-price-for-logged-out-customers is set', async () => {
    const list = await listing(HORTA);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    expect(list.headers.vary).toMatch(/Authorization/);
    const body = list.json() as {
      listaTemPrecos: boolean;
      produtos: { id: number; preco: null }[];
    };
    expect(body.listaTemPrecos).toBe(false);
    expect(body.produtos.length).toBeGreaterThan(0);
    expectNoPrices(body);

    const detail = await get(
      `/v2/app/vitrine-web/fornecedor/${HORTA}/produto/${body.produtos[0]!.id}`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().produto.preco).toBeNull();
    expectNoPrices(detail.json());

    const sugg = await suggestions(HORTA, 'alface');
    expect(sugg.statusCode).toBe(200);
    expectNoPrices(sugg.json());
  });

  it('shows them to a logged-in customer there, and a foreign or stale token is a visitor', async () => {
    const aprovado = await login(GATES_CUSTOMERS.hortaVivaApproved.email, HORTA);
    const body = (await listing(HORTA, aprovado)).json();
    expect(body.listaTemPrecos).toBe(true);
    expect(body.produtos.every((p: { preco: number | null }) => typeof p.preco === 'number')).toBe(
      true,
    );
    const ana = await loginDemo(t, 'ana');
    expect((await listing(HORTA, ana)).json().listaTemPrecos).toBe(false);
    expect(
      (await listing(HORTA, { ...ana, headers: { authorization: 'Bearer nada' } })).json()
        .listaTemPrecos,
    ).toBe(false);
  });

  it('support-budget hides prices from an unapproved customer until approval', async () => {
    const visitor = (await listing(MAR)).json();
    expect(visitor.listaTemPrecos).toBe(true);
    const pendente = await login(GATES_CUSTOMERS.marAzulPending.email, MAR);
    const list = (await listing(MAR, pendente)).json();
    expect(list.listaTemPrecos).toBe(false);
    expectNoPrices(list);
    const farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
    const detail = await get(
      `/v2/app/vitrine-web/fornecedor/${MAR}/produto/${farinha.idproduto}`,
      pendente,
    );
    expectNoPrices(detail.json());
    expectNoPrices((await suggestions(MAR, 'farinha', pendente)).json());

    const aprovado = await login(GATES_CUSTOMERS.marAzulApproved.email, MAR);
    expect((await listing(MAR, aprovado)).json().listaTemPrecos).toBe(true);
    const hits = (await suggestions(MAR, 'farinha', aprovado)).json().data.resultset.hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(typeof hits[0].preco).toBe('number');
  });
});

describe('access state (spec §4 Login 3–4)', () => {
  it("tells 'Cadastro em análise', confirmation, prices, the ordering gate and terms", async () => {
    const pendente = await login(GATES_CUSTOMERS.marAzulPending.email, MAR);
    const res = await acesso(pendente);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      cadastro_aprovado: false,
      cadastro_confirmado: false,
      aguardando_aprovacao: true,
      precos: 'approval-required',
      bloqueioPedido: 'approval-required',
      termos: { versaoArquivo: 1, versaoAceita: null, pendente: true },
    });
    const confirmado = await login(GATES_CUSTOMERS.marAzulConfirmed.email, MAR);
    expect((await acesso(confirmado)).json()).toMatchObject({
      cadastro_confirmado: true,
      aguardando_aprovacao: true,
    });
    const velho = await login(GATES_CUSTOMERS.hortaVivaApproved.email, HORTA);
    expect((await acesso(velho)).json()).toMatchObject({
      aguardando_aprovacao: false,
      precos: 'visible',
      bloqueioPedido: 'terms-required',
      termos: { versaoArquivo: 2, versaoAceita: 1, pendente: true },
    });
  });

  it("answers only the session's own customer and supplier", async () => {
    const ana = await loginDemo(t, 'ana');
    const padaria = await loginDemo(t, 'padaria');
    expect((await acesso(ana, padaria.idcliente)).statusCode).toBe(403);
    expect((await acesso(ana, ana.idcliente, MAR)).statusCode).toBe(403);
    expect((await get(`/v4/client/${ana.idcliente}/supplier/${SERRA}/acesso`)).statusCode).toBe(
      401,
    );
  });
});

describe('action logout (spec §8)', () => {
  it('marks a reply to a session that is gone, not a call without any token', async () => {
    const ana = await loginDemo(t, 'ana');
    const gone = await acesso({ ...ana, headers: { authorization: 'Bearer revogado' } });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ mensagem: MSG.sessionExpired, action: 'logout' });
    const anonymous = await get(`/v4/client/${ana.idcliente}/supplier/${SERRA}/acesso`);
    expect(anonymous.json()).toEqual({ mensagem: MSG.sessionExpired });
  });
});

describe('terms of use (spec §5, §7)', () => {
  it('serves each published version as an immutable text file', async () => {
    const v1 = await get(`/v4/fornecedor/${HORTA}/termos-uso/1`);
    expect(v1.statusCode).toBe(200);
    expect(v1.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(v1.headers['cache-control']).toContain('immutable');
    expect(v1.body).toContain('Termos de uso — versão 1');
    const v2 = await get(`/v4/fornecedor/${HORTA}/termos-uso/2`);
    expect(v2.body).toContain('Trocas e devoluções');
    const missing = await get(`/v4/fornecedor/${HORTA}/termos-uso/9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().mensagem).toBe(ACCESS_MSG.termsNotFound);
    expect((await get(`/v4/fornecedor/${HORTA}/termos-uso/abc`)).statusCode).toBe(400);
  });

  it('records the current version only, for the own customer only', async () => {
    const velho = await login(GATES_CUSTOMERS.hortaVivaApproved.email, HORTA);
    const outro = await login(GATES_CUSTOMERS.hortaVivaPending.email, HORTA);
    const before = await t.database.db
      .select()
      .from(cadastrosCliente)
      .where(eq(cadastrosCliente.idcliente, outro.idcliente));

    const foreign = await acceptTerms(velho, 2, outro.idcliente);
    expect(foreign.statusCode).toBe(403);
    const otherSupplier = await acceptTerms(velho, 1, velho.idcliente, SERRA);
    expect(otherSupplier.statusCode).toBe(403);
    const after = await t.database.db
      .select()
      .from(cadastrosCliente)
      .where(eq(cadastrosCliente.idcliente, outro.idcliente));
    expect(after).toEqual(before);

    const outdated = await acceptTerms(velho, 1);
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().mensagem).toBe(ACCESS_MSG.termsOutdatedVersion);

    const ok = await acceptTerms(velho, 2);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ versaoArquivo: 2, versaoAceita: 2, pendente: false });
    const history = await t.database.db
      .select()
      .from(termosUsoAceites)
      .where(eq(termosUsoAceites.idcliente, velho.idcliente));
    expect(history.map((h) => h.versao)).toEqual([2]);
    expect((await acesso(velho)).json().bloqueioPedido).toBeNull();
  });

  it('answers 404 where the supplier publishes no terms', async () => {
    const rows = await t.database.db
      .delete(termosUso)
      .where(eq(termosUso.idfornecedor, PAO))
      .returning();
    const aprovado = await login(GATES_CUSTOMERS.casaDoPaoApproved.email, PAO);
    const res = await acceptTerms(aprovado, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe(ACCESS_MSG.termsNotFound);
    await t.database.db.insert(termosUso).values(rows);
  });
});

describe('ordering gate inside the order transaction (spec §6)', () => {
  let ana: DemoSession;
  let order: () => object;

  beforeAll(async () => {
    ana = await loginDemo(t, 'ana');
    const maca = await productByName(t, SERRA, 'Maçã Fuji');
    const [pix] = await t.database.db
      .select()
      .from(formasPagamento)
      .where(and(eq(formasPagamento.idfornecedor, SERRA), eq(formasPagamento.tipo, 'PIX')));
    const [endereco] = await t.database.db
      .select()
      .from(enderecos)
      .where(eq(enderecos.idcliente, ana.idcliente));
    order = () => ({
      itens: [{ id: maca.idproduto, quantidade: 40 }],
      idfornecedor: SERRA,
      cupom: null,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: endereco!.idendereco },
      formaPagamento: { idformapagto: pix!.idformapagto, temForma: true },
      canalVenda: 'WEB',
    });
  });

  const submit = (s: DemoSession, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${s.idcliente}/pedido`,
      headers: s.headers,
      payload,
    });
  const orderCount = async () =>
    (await t.database.db.select({ n: pedidos.numpedido }).from(pedidos)).length;
  const setApproved = (idcliente: number, idfornecedor: string, aprovado: boolean) =>
    t.database.db
      .update(cadastrosCliente)
      .set({ cadastroAprovado: aprovado })
      .where(
        and(
          eq(cadastrosCliente.idcliente, idcliente),
          eq(cadastrosCliente.idfornecedor, idfornecedor),
        ),
      );

  it('refuses an unapproved customer (restrict-not-approved-user-submission) and writes nothing', async () => {
    const pendente = await login(GATES_CUSTOMERS.serraVerdePending.email, SERRA);
    const before = await orderCount();
    const res = await submit(pendente, {
      ...order(),
      enderecoentrega: undefined,
      tipoEntrega: 'RETIRADA',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      mensagem: ACCESS_MSG.orderNeedsApproval,
      campo: 'cadastro_aprovado',
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses an order whose approval was revoked after the cart was saved', async () => {
    const cart = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web~${ana.idcliente}/usuario/${ana.idcliente}/cart?idfornecedor=${SERRA}`,
      headers: ana.headers,
      payload: { cartItens: (order() as { itens: object[] }).itens },
    });
    expect(cart.statusCode).toBe(200);
    await setApproved(ana.idcliente, SERRA, false);
    const before = await orderCount();
    const res = await submit(ana, order());
    expect(res.statusCode).toBe(403);
    expect(res.json().mensagem).toBe(ACCESS_MSG.orderNeedsApproval);
    expect(await orderCount()).toBe(before);
    await setApproved(ana.idcliente, SERRA, true);
  });

  it('refuses an order until the current terms version is accepted, then places it', async () => {
    await t.database.db.insert(termosUso).values({
      idfornecedor: SERRA,
      versao: 2,
      titulo: 'Termos de uso — versão 2',
      conteudo: 'Nova versão.',
    });
    const before = await orderCount();
    const refused = await submit(ana, order());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      mensagem: ACCESS_MSG.orderNeedsTerms,
      campo: 'termosuso',
    });
    expect(await orderCount()).toBe(before);
    expect((await acceptTerms(ana, 2)).statusCode).toBe(200);
    const placed = await submit(ana, order());
    expect(placed.statusCode).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('modules (spec §6 modulos)', () => {
  it("refuses the invoices of a supplier whose modulos leave them out, keeps 'Todos' suppliers open", async () => {
    const horta = await login(GATES_CUSTOMERS.hortaVivaApproved.email, HORTA);
    const res = await get(
      `/v2/app/vitrine-web~${horta.idcliente}/faturas-cliente/fornecedor/${HORTA}/cliente/${horta.idcliente}`,
      horta,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe(ACCESS_MSG.moduleUnavailable);
    const ana = await loginDemo(t, 'ana');
    const ok = await get(
      `/v2/app/vitrine-web~${ana.idcliente}/faturas-cliente/fornecedor/${SERRA}/cliente/${ana.idcliente}`,
      ana,
    );
    expect(ok.statusCode).toBe(200);
  });
});
