import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { APP_MSG, MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/customers.ts';
import { loginAttendant, negotiationUrl } from '../../../test/attendant-session.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  atendentes,
  carrinhoItens,
  carrinhoNegociacaoHistorico,
  carrinhos,
  formasPagamento,
  pedidoItens,
  pedidos,
  produtos,
} from '../../db/schema/index.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;

type Produto = Awaited<ReturnType<typeof productByName>>;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let vinho: Produto;
let maca: Produto;
let cafe: Produto;
let boleto: number;
let endereco: number;
let idatendente: number;

const reais = (c: number) => c / 100;
const cartUrl = (s: DemoSession, path = '', query = '') =>
  `/v2/app/vitrine-web~${s.idcliente}/usuario/${s.idcliente}/cart${path}?idfornecedor=${SERRA}${query}`;
const save = (payload: object, query = '', s = ana) =>
  t.app.inject({ method: 'POST', url: cartUrl(s, '', query), headers: s.headers, payload });
const load = (query = '') =>
  t.app.inject({ method: 'GET', url: cartUrl(ana, '', query), headers: ana.headers });
const unlock = (s = ana) =>
  t.app.inject({ method: 'POST', url: cartUrl(ana, '/desbloquear'), headers: s.headers });
const submit = (over: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
    headers: ana.headers,
    payload: {
      itens: [{ id: maca.idproduto, quantidade: 1 }],
      idfornecedor: SERRA,
      tipoEntrega: 'DELIVERY',
      enderecoentrega: { idendereco: endereco },
      formaPagamento: { idformapagto: boleto },
      ...over,
    },
  });

/**
 * What the attendant API leaves behind when it sends a negotiated cart: lines with attendant
 * prices (centavos) and the lock. Written straight to the tables so this suite checks the
 * buyer's side on its own.
 */
async function negotiate(lines: { idproduto: number; milli: number; preco: number }[]) {
  await save({ cartItens: [] });
  const db = t.database.db;
  const [cart] = await db
    .select()
    .from(carrinhos)
    .where(and(eq(carrinhos.idfornecedor, SERRA), eq(carrinhos.idcliente, ana.idcliente)));
  await db.insert(carrinhoItens).values(
    lines.map((l) => ({
      idcarrinho: cart!.idcarrinho,
      idproduto: l.idproduto,
      quantidadeMilli: l.milli as never,
      precoatendenteCentavos: l.preco as never,
    })),
  );
  await db
    .update(carrinhos)
    .set({ bloqueioAtendimento: true, idatendente })
    .where(eq(carrinhos.idcarrinho, cart!.idcarrinho));
  return cart!.idcarrinho;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  vinho = await productByName(t, SERRA, 'Vinho Tinto Miolo Seleção 750 ml');
  maca = await productByName(t, SERRA, 'Maçã Fuji');
  cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  const [forma] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, SERRA), sql`${formasPagamento.tipo} = 'BOLETO'`));
  boleto = forma!.idformapagto;
  const list = await t.app.inject({
    method: 'GET',
    url: `/v1/app/vitrine-web~${ana.idcliente}/enderecos`,
    headers: ana.headers,
  });
  endereco = list.json()[0].idendereco;
  const [att] = await t.database.db
    .insert(atendentes)
    .values({
      idfornecedor: SERRA,
      nome: 'Carla Atendente',
      email: 'carla@teste.vitrine',
      senhaHash: 'x',
    })
    .returning();
  idatendente = att!.idatendente;
});
afterAll(() => t.close());

describe('a negotiated cart, as the buyer sees it (spec §4 Cart flow, §6 Attendant)', () => {
  it('is read-only with the attendant prices, no coupon, channel MANUAL and who negotiated it', async () => {
    await negotiate([{ idproduto: vinho.idproduto, milli: 3000, preco: 4500 }]);
    const res = await load();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bloqueio_atendimento: true,
      canalVenda: 'MANUAL',
      atendente: { nome: 'Carla Atendente' },
      codigoCupom: null,
      totalDescontoEspecifico: 0,
      totalCompras: reais(3 * 4500),
      total: reais(3 * 4500),
    });
    expect(res.json().produtosSelecionados[0]).toMatchObject({
      precoatendente: 45,
      precoUnitario: 45,
      regraPreco: 'ATENDENTE',
    });
  });

  it('refuses a save while locked (409) and changes nothing', async () => {
    // The stored cart is read with the products asked for; with none sellable (an unknown id)
    // or none at all it is read on its own: the lock holds either way.
    for (const cartItens of [
      [{ id: maca.idproduto, quantidade: 1 }],
      [{ id: 999999, quantidade: 1 }],
      [],
    ]) {
      const res = await save({ cartItens });
      expect(res.statusCode).toBe(409);
      expect(res.json().mensagem).toBe(APP_MSG.cartLocked);
    }
    expect((await load()).json().produtosSelecionados.map((l: { id: number }) => l.id)).toEqual([
      vinho.idproduto,
    ]);
  });

  it('refuses coupons while locked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/app/cupom-desconto/validar-desconto/fornecedor/${SERRA}/cliente/${ana.idcliente}/cupom/SERRA10`,
      headers: ana.headers,
    });
    expect(res.json()).toMatchObject({ valido: false, mensagem: APP_MSG.cartLocked });
  });

  it('is submitted as negotiated, with channel MANUAL, whatever lines or channel the client sends', async () => {
    const res = await submit({
      itens: [{ id: maca.idproduto, quantidade: 5 }],
      canalVenda: 'WEB',
      cupom: 'SERRA10',
    });
    expect(res.statusCode).toBe(200);
    const { numpedido, totalpedido, taxaentrega, dadospedido } = res.json();
    expect(dadospedido.cupom).toBeNull();
    expect(totalpedido).toBe(reais(3 * 4500 + Math.round(taxaentrega * 100)));
    const [stored] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, numpedido));
    expect(stored).toMatchObject({ canalVenda: 'MANUAL', descontoCentavos: 0, codigoCupom: null });
    const lines = await t.database.db
      .select()
      .from(pedidoItens)
      .where(eq(pedidoItens.numpedido, numpedido));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      idproduto: vinho.idproduto,
      precoUnitarioCentavos: 4500,
      regraPreco: 'ATENDENTE',
    });
    // The cart is emptied and unlocked.
    expect((await load()).json()).toMatchObject({
      produtosSelecionados: [],
      bloqueio_atendimento: false,
    });
  });

  it('refuses channel MANUAL without a negotiated cart', async () => {
    const res = await submit({ canalVenda: 'MANUAL' });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(APP_MSG.manualChannelForbidden);
    const cart = await load('&canalVenda=MANUAL');
    expect(cart.statusCode).toBe(400);
  });

  it('unlocks on the buyer’s request: attendant prices cleared, regular prices back, each change recorded', async () => {
    const idcarrinho = await negotiate([
      { idproduto: vinho.idproduto, milli: 2000, preco: 4000 },
      { idproduto: cafe.idproduto, milli: 1000, preco: 1500 },
    ]);
    expect((await unlock(padaria)).statusCode).toBe(403);
    expect((await load()).json().bloqueio_atendimento).toBe(true);
    const res = await unlock();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ bloqueio_atendimento: false, canalVenda: 'WEB', atendente: null });
    const wine = body.produtosSelecionados.find((l: { id: number }) => l.id === vinho.idproduto);
    expect(wine).toMatchObject({
      precoatendente: null,
      precoUnitario: reais(vinho.precoCentavos),
      regraPreco: 'REGULAR',
    });
    // The automatic coupon applies again.
    expect(body.codigoCupom).toBe('SERRA5');
    const history = await t.database.db
      .select()
      .from(carrinhoNegociacaoHistorico)
      .where(eq(carrinhoNegociacaoHistorico.idcarrinho, idcarrinho));
    expect(
      history
        .map((h) => [
          h.acao,
          h.idcliente,
          h.idproduto,
          h.precoAnteriorCentavos,
          h.precoNovoCentavos,
        ])
        .sort(),
    ).toEqual(
      [
        ['DESBLOQUEIO', ana.idcliente, cafe.idproduto, 1500, null],
        ['DESBLOQUEIO', ana.idcliente, vinho.idproduto, 4000, null],
      ].sort(),
    );
    expect(history.every((h) => h.criadoEm instanceof Date)).toBe(true);
    // Editable again.
    expect((await save({ cartItens: [{ id: maca.idproduto, quantidade: 1 }] })).statusCode).toBe(
      200,
    );
  });
});

describe('repeat order (spec §7 modoRepeticaoPedido, §8)', () => {
  it("adds a past order's products to the cart at today's prices, naming those no longer sold", async () => {
    await save({ cartItens: [] });
    const placed = await submit({
      itens: [
        { id: vinho.idproduto, quantidade: 2, embalarParaPresente: true },
        { id: cafe.idproduto, quantidade: 1 },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const { numpedido } = placed.json();
    // Today the coffee is off the shelf and the wine costs more.
    await t.database.db
      .update(produtos)
      .set({ ativo: false })
      .where(eq(produtos.idproduto, cafe.idproduto));
    await t.database.db
      .update(produtos)
      .set({ precoCentavos: (vinho.precoCentavos + 100) as never })
      .where(eq(produtos.idproduto, vinho.idproduto));
    const res = await save(
      { cartItens: [{ id: maca.idproduto, quantidade: 1 }] },
      `&modoRepeticaoPedido=${numpedido}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.produtosSelecionados.map((l: { id: number }) => l.id).sort()).toEqual(
      [maca.idproduto, vinho.idproduto].sort(),
    );
    const wine = body.produtosSelecionados.find((l: { id: number }) => l.id === vinho.idproduto);
    expect(wine).toMatchObject({
      quantidade: 2,
      embalarParaPresente: true,
      precoUnitario: reais(vinho.precoCentavos + 100),
    });
    expect(body.mensagem).toContain(`${APP_MSG.repeatOrderUnavailable} ${cafe.nome}.`);
    await t.database.db
      .update(produtos)
      .set({ ativo: true })
      .where(eq(produtos.idproduto, cafe.idproduto));
    await t.database.db
      .update(produtos)
      .set({ precoCentavos: vinho.precoCentavos })
      .where(eq(produtos.idproduto, vinho.idproduto));
  });

  it("refuses an order that is not the customer's, and one with nothing left to sell", async () => {
    const [other] = await t.database.db
      .select({ numpedido: pedidos.numpedido })
      .from(pedidos)
      .where(eq(pedidos.idcliente, ana.idcliente))
      .limit(1);
    const bruno = await createCustomer(t, SERRA, {
      nome: 'Bruno Teixeira',
      email: 'bruno.repete@exemplo.com.br',
      cpf: '39053344705',
    });
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web~${bruno.idcliente}/usuario/${bruno.idcliente}/cart?idfornecedor=${SERRA}&modoRepeticaoPedido=${other!.numpedido}`,
      headers: bruno.headers,
      payload: { cartItens: [] },
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().mensagem).toBe(MSG.repeatOrderFailed);
    const unknown = await save({ cartItens: [] }, '&modoRepeticaoPedido=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().mensagem).toBe(MSG.repeatOrderFailed);
    await save({ cartItens: [] });
    const placed = await submit({ itens: [{ id: cafe.idproduto, quantidade: 3 }] });
    await t.database.db
      .update(produtos)
      .set({ ativo: false })
      .where(eq(produtos.idproduto, cafe.idproduto));
    const gone = await save({ cartItens: [] }, `&modoRepeticaoPedido=${placed.json().numpedido}`);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().mensagem).toBe(MSG.repeatOrderFailed);
    await t.database.db
      .update(produtos)
      .set({ ativo: true })
      .where(eq(produtos.idproduto, cafe.idproduto));
  });
});

describe('end to end: the attendant negotiates, the buyer orders', () => {
  it('prices set through the attendant API reach the buyer locked, and the order goes MANUAL at those prices', async () => {
    await save({ cartItens: [{ id: vinho.idproduto, quantidade: 1 }] });
    const carla = await loginAttendant(t, 'serraVerde');
    const put = await t.app.inject({
      method: 'PUT',
      url: negotiationUrl(SERRA, ana.idcliente),
      headers: carla.headers,
      payload: { itens: [{ id: vinho.idproduto, quantidade: 4, precoatendente: 47.35 }] },
    });
    expect(put.statusCode).toBe(200);
    // Not sent yet: the buyer's cart is not locked.
    expect((await load()).json().bloqueio_atendimento).toBe(false);
    const sent = await t.app.inject({
      method: 'POST',
      url: negotiationUrl(SERRA, ana.idcliente, true),
      headers: carla.headers,
    });
    expect(sent.statusCode).toBe(200);
    const cart = (await load()).json();
    expect(cart).toMatchObject({
      bloqueio_atendimento: true,
      canalVenda: 'MANUAL',
      atendente: { nome: carla.nome },
      totalCompras: reais(4 * 4735),
    });
    const placed = await submit();
    expect(placed.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.numpedido, placed.json().numpedido));
    expect(stored).toMatchObject({ canalVenda: 'MANUAL', totalItensCentavos: 4 * 4735 });
  });
});
