import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import { enderecos, formasPagamento, lojas, pedidos } from '../../db/schema/index.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let maca: number;
let agua: number;
let farinha: number;
let anaEndereco: number;
const pay: Record<string, number> = {};
let lojaMar: { idloja: number; nome: string };

async function methodId(idfornecedor: string, tipo: string) {
  const [row] = await t.database.db.select().from(formasPagamento).where(and(eq(formasPagamento.idfornecedor, idfornecedor), eq(formasPagamento.tipo, tipo)));
  return row!.idformapagto;
}
const countOrders = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pedidos))[0]!.n;

function deliveryOrder(over: Record<string, unknown> = {}) {
  return {
    itens: [{ id: maca, quantidade: 0.75 }, { id: agua, quantidade: 5 }],
    idfornecedor: SERRA,
    anotacoes: 'Portão azul',
    numPedidoCliente: 'PC-77',
    cupom: null,
    tipoEntrega: 'DELIVERY',
    enderecoentrega: { idendereco: anaEndereco },
    formaPagamento: { idformapagto: pay.pixA, temForma: true },
    canalVenda: 'WEB',
    ...over,
  };
}
const submit = (s: DemoSession, payload: object, suffix = '') =>
  t.app.inject({ method: 'POST', url: `/v2/app/vitrine-web/usuario/${s.idcliente}/pedido${suffix}`, headers: s.headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  maca = (await productByName(t, SERRA, 'Maçã Fuji')).idproduto;
  agua = (await productByName(t, SERRA, 'Água Mineral Crystal 500 ml Caixa com 12')).idproduto;
  farinha = (await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg')).idproduto;
  [anaEndereco] = (await t.database.db.select().from(enderecos).where(eq(enderecos.idcliente, ana.idcliente))).map((e) => e.idendereco) as [number];
  pay.pixA = await methodId(SERRA, 'PIX');
  pay.boletoA = await methodId(SERRA, 'BOLETO');
  pay.dinheiroB = await methodId(MAR, 'DINHEIRO');
  pay.pixB = await methodId(MAR, 'PIX');
  const [l] = await t.database.db.select().from(lojas).where(eq(lojas.idfornecedor, MAR)).orderBy(lojas.idloja);
  lojaMar = { idloja: l!.idloja, nome: l!.nome };
});
afterAll(() => t.close());

describe('placing an order (spec §3, §5)', () => {
  it('refuses an empty order with the spec text and writes nothing', async () => {
    const before = await countOrders();
    const res = await submit(ana, deliveryOrder({ itens: [] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe('O carrinho está vazio. Experimente adicionar alguns produtos');
    expect(await countOrders()).toBe(before);
  });

  it("refuses another supplier's payment method and writes nothing", async () => {
    const before = await countOrders();
    const res = await submit(ana, deliveryOrder({ formaPagamento: { idformapagto: pay.pixB, temForma: true } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().campo).toBe('formaPagamento.idformapagto');
    expect(await countOrders()).toBe(before);
  });

  it("refuses an item of another supplier and writes nothing", async () => {
    const before = await countOrders();
    const res = await submit(ana, deliveryOrder({ itens: [{ id: farinha, quantidade: 2 }] }));
    expect(res.statusCode).toBe(422);
    expect(await countOrders()).toBe(before);
  });

  it('places a delivery order paid by Pix with server prices and fee, to the centavo', async () => {
    // Put something in the cart first: placing the order must empty it.
    await t.app.inject({
      method: 'POST', url: `/v2/app/vitrine-web~${ana.idcliente}/usuario/${ana.idcliente}/cart?idfornecedor=${SERRA}`,
      headers: ana.headers, payload: { cartItens: [{ id: maca, quantidade: 1 }] },
    });
    const res = await submit(ana, deliveryOrder());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 0,75 kg × 12,90 = 9,675 → 9,68; 5 boxes reach 60 units → 5 × 21,90 = 109,50; fee 12,90.
    expect(body).toMatchObject({ totalpedido: 132.08, taxaentrega: 12.9, idcliente: ana.idcliente, mensagemErro: null });
    expect(body.itensName).toEqual(['Água Mineral Crystal 500 ml Caixa com 12', 'Maçã Fuji']);
    expect(body.mensagemSucesso).toContain(String(body.numpedido));

    const cart = await t.app.inject({
      method: 'GET', url: `/v2/app/vitrine-web~${ana.idcliente}/usuario/${ana.idcliente}/cart?idfornecedor=${SERRA}`, headers: ana.headers,
    });
    expect(cart.json().produtosSelecionados).toEqual([]);

    const detail = await t.app.inject({ method: 'GET', url: `/v4/app/orders/get-order/${body.numpedido}`, headers: ana.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'AGUARDANDOPAGAMENTO', statusTexto: 'Aguardando pagamento', tipoEntrega: 'DELIVERY', totalItens: 119.18,
      anotacoes: 'Portão azul', numPedidoCliente: 'PC-77', lojaRetira: null,
      enderecoentrega: { rua: 'Rua Harmonia', cep: '05435000' }, pagamento: { status: 'PENDENTE', tipo: 'PIX' },
    });
    expect(detail.json().historico).toHaveLength(1);
    expect(detail.json().formaEntrega.data_de_entrega).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses the identical order seconds later (409) and the duplicate check says so', async () => {
    const check = await submit(ana, deliveryOrder(), '/duplicidade');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ duplicado: true, mensagem: 'Um pedido idêntico foi feito há poucos segundos.' });
    const before = await countOrders();
    const res = await submit(ana, deliveryOrder());
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe('Um pedido idêntico foi feito há poucos segundos.');
    expect(await countOrders()).toBe(before);
  });

  it('a different order is not a duplicate', async () => {
    const check = await submit(ana, deliveryOrder({ itens: [{ id: maca, quantidade: 1 }] }), '/duplicidade');
    expect(check.json()).toEqual({ duplicado: false });
  });

  it('places a pickup order at a pickup-only supplier; a method not paid up front starts ENVIADO', async () => {
    const res = await submit(padaria, {
      itens: [{ id: farinha, quantidade: 2 }],
      idfornecedor: MAR,
      tipoEntrega: 'RETIRADA',
      lojaRetira: { idloja: lojaMar.idloja, nome: 'qualquer', descricao_endereco_loja: 'x', coordenadas_loja: { latitude: 0, longitude: 0 } },
      formaPagamento: { idformapagto: pay.dinheiroB, temForma: true },
      canalVenda: 'WEB',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalpedido: 239.8, taxaentrega: 0 });
    const detail = (await t.app.inject({ method: 'GET', url: `/v4/app/orders/get-order/${res.json().numpedido}`, headers: padaria.headers })).json();
    expect(detail).toMatchObject({ status: 'ENVIADO', statusTexto: 'Pedido recebido', tipoEntrega: 'RETIRADA', enderecoentrega: null, pagamento: null });
    // The store comes from the database, not from what the client sent.
    expect(detail.lojaRetira.nome).toBe(lojaMar.nome);
  });

  it('refuses pickup without a store of that supplier', async () => {
    const res = await submit(padaria, {
      itens: [{ id: farinha, quantidade: 2 }], idfornecedor: MAR, tipoEntrega: 'RETIRADA',
      lojaRetira: { idloja: 999999 }, formaPagamento: { idformapagto: pay.dinheiroB }, canalVenda: 'WEB',
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses without a session, for another customer id, and a wrong app token', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`, payload: deliveryOrder() })).statusCode).toBe(401);
    expect((await submit(padaria, deliveryOrder()).then((r) => r.statusCode))).toBe(403);
    const wrong = await t.app.inject({ method: 'POST', url: `/v2/app/nope/usuario/${ana.idcliente}/pedido`, headers: ana.headers, payload: deliveryOrder() });
    expect(wrong.statusCode).toBe(401);
  });

  it('rejects malformed bodies with 400 and a field', async () => {
    const res = await submit(ana, deliveryOrder({ idfornecedor: 'não-é-uuid' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().campo).toBe('idfornecedor');
  });
});

describe('following orders', () => {
  it('lists only my orders at my supplier, newest first, with status texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v4/app/pedido/cliente/${ana.idcliente}`, headers: ana.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list[0]).toMatchObject({ statusTexto: 'Aguardando pagamento', tipoEntrega: 'DELIVERY', quantidadeItens: 2 });
    const nums = list.map((p: { numpedido: number }) => p.numpedido);
    expect([...nums].sort((a, b) => b - a)).toEqual(nums);
  });

  it("hides another customer's order (404) and needs a session (401)", async () => {
    const [mine] = (await t.app.inject({ method: 'GET', url: `/v4/app/pedido/cliente/${ana.idcliente}`, headers: ana.headers })).json();
    const other = await t.app.inject({ method: 'GET', url: `/v4/app/orders/get-order/${mine.numpedido}`, headers: padaria.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().mensagem).toBe('Pedido não encontrado');
    expect((await t.app.inject({ method: 'GET', url: `/v4/app/orders/get-order/${mine.numpedido}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/v4/app/pedido/cliente/${ana.idcliente}`, headers: padaria.headers })).statusCode).toBe(403);
  });
});
