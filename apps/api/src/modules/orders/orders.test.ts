import { ANA_DELIVERY_FEE_CENTAVOS } from '../../../test/delivery-fixtures.ts';
import type { TipoFormaPagamento } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withoutAutomaticCoupons } from '../../../test/automatic-coupons.ts';
import { loginDemo, productByName, type DemoSession } from '../../../test/session.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  carrinhoItens,
  enderecos,
  formasEntrega,
  formasPagamento,
  lojas,
  pagamentos,
  pedidoItens,
  pedidos,
  pedidoStatusHistorico,
} from '../../db/schema/index.ts';

const SERRA = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR = DEMO_SUPPLIERS.marAzul.idfornecedor;

type Produto = Awaited<ReturnType<typeof productByName>>;

let t: TestApp;
let ana: DemoSession;
let padaria: DemoSession;
let maca: Produto;
let agua: Produto;
let vinho: Produto;
let cafe: Produto;
let farinha: Produto;
let anaEndereco: number;
let programadaId: string;
let balcaoId: string;
let serraFeeCentavos: number;
const pay: Record<string, number> = {};
let lojaMar: { idloja: number; nome: string; descricaoEnderecoLoja: string };

/** round-half-up(unit price × milli / 1000), centavos — written here independently of the domain. */
const lineCentavos = (precoCentavos: number, milli: number) =>
  Math.floor((precoCentavos * milli + 500) / 1000);
const reais = (centavos: number) => centavos / 100;

async function methodId(idfornecedor: string, tipo: TipoFormaPagamento) {
  const [row] = await t.database.db
    .select()
    .from(formasPagamento)
    .where(and(eq(formasPagamento.idfornecedor, idfornecedor), eq(formasPagamento.tipo, tipo)));
  return row!.idformapagto;
}

/** Row counts of every table an order (or its cart) writes. */
async function counts() {
  const db = t.database.db;
  const n = async (
    table:
      | typeof pedidos
      | typeof pedidoItens
      | typeof pedidoStatusHistorico
      | typeof pagamentos
      | typeof carrinhoItens,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    pedidos: await n(pedidos),
    itens: await n(pedidoItens),
    historico: await n(pedidoStatusHistorico),
    pagamentos: await n(pagamentos),
    carrinhoItens: await n(carrinhoItens),
  };
}

const cartUrl = (s: DemoSession, idfornecedor: string) =>
  `/v2/app/vitrine-web~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${idfornecedor}`;
const saveCart = (s: DemoSession, idfornecedor: string, cartItens: object[]) =>
  t.app.inject({
    method: 'POST',
    url: cartUrl(s, idfornecedor),
    headers: s.headers,
    payload: { cartItens },
  });

function deliveryOrder(over: Record<string, unknown> = {}) {
  return {
    itens: [
      { id: maca.idproduto, quantidade: 0.75 },
      { id: agua.idproduto, quantidade: 5 },
      { id: vinho.idproduto, quantidade: 2, embalarParaPresente: true },
    ],
    idfornecedor: SERRA,
    anotacoes: 'Portão azul',
    numPedidoCliente: 'PC-77',
    cupom: null,
    tipoEntrega: 'DELIVERY',
    enderecoentrega: {
      idendereco: anaEndereco,
      rua: 'Rua que o cliente inventou',
      cep: '01001000',
    },
    formaPagamento: { idformapagto: pay.pixA, temForma: true },
    canalVenda: 'WEB',
    ...over,
  };
}
const submit = (s: DemoSession, payload: object, suffix = '') =>
  t.app.inject({
    method: 'POST',
    url: `/v2/app/vitrine-web/usuario/${s.idcliente}/pedido${suffix}`,
    headers: s.headers,
    payload,
  });
const detailOf = (s: DemoSession, numpedido: number) =>
  t.app.inject({ method: 'GET', url: `/v4/app/orders/get-order/${numpedido}`, headers: s.headers });

beforeAll(async () => {
  t = await createTestApp();
  // These suites check prices and totals without coupons (coupons.test.ts has them).
  await withoutAutomaticCoupons(t);
  ana = await loginDemo(t, 'ana');
  padaria = await loginDemo(t, 'padaria');
  maca = await productByName(t, SERRA, 'Maçã Fuji');
  agua = await productByName(t, SERRA, 'Água Mineral Crystal 500 ml Caixa com 12');
  vinho = await productByName(t, SERRA, 'Vinho Tinto Miolo Seleção 750 ml');
  cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
  [anaEndereco] = (
    await t.database.db.select().from(enderecos).where(eq(enderecos.idcliente, ana.idcliente))
  ).map((e) => e.idendereco) as [number];
  serraFeeCentavos = ANA_DELIVERY_FEE_CENTAVOS;
  const forms = await t.database.db.select().from(formasEntrega);
  programadaId = String(forms.find((f) => f.nome === 'Entrega programada')!.idformaentrega);
  balcaoId = String(forms.find((f) => f.nome === 'Retirada no balcão')!.idformaentrega);
  pay.pixA = await methodId(SERRA, 'PIX');
  pay.boletoA = await methodId(SERRA, 'BOLETO');
  pay.faturadoA = await methodId(SERRA, 'FATURADO');
  pay.dinheiroB = await methodId(MAR, 'DINHEIRO');
  pay.pixB = await methodId(MAR, 'PIX');
  const [l] = await t.database.db
    .select()
    .from(lojas)
    .where(eq(lojas.idfornecedor, MAR))
    .orderBy(lojas.idloja);
  lojaMar = { idloja: l!.idloja, nome: l!.nome, descricaoEnderecoLoja: l!.descricaoEnderecoLoja };
});
afterAll(() => t.close());

describe('refused orders write nothing (spec §5)', () => {
  it('refuses an empty order with the spec text', async () => {
    const before = await counts();
    const res = await submit(ana, deliveryOrder({ itens: [] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe(
      'O carrinho está vazio. Experimente adicionar alguns produtos',
    );
    // Only zero quantities is empty too.
    const zeros = await submit(
      ana,
      deliveryOrder({ itens: [{ id: maca.idproduto, quantidade: 0 }] }),
    );
    expect(zeros.statusCode).toBe(422);
    expect(zeros.json().mensagem).toBe(
      'O carrinho está vazio. Experimente adicionar alguns produtos',
    );
    expect(await counts()).toEqual(before);
  });

  it("refuses another supplier's payment method and an inactive one", async () => {
    await saveCart(ana, SERRA, [{ id: maca.idproduto, quantidade: 1 }]);
    const before = await counts();
    const other = await submit(
      ana,
      deliveryOrder({ formaPagamento: { idformapagto: pay.pixB, temForma: true } }),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      mensagem: 'Forma de pagamento indisponível para este fornecedor',
      campo: 'formaPagamento.idformapagto',
    });
    await t.database.db
      .update(formasPagamento)
      .set({ ativo: false })
      .where(eq(formasPagamento.idformapagto, pay.faturadoA!));
    t.suppliersChanged();
    const inactive = await submit(
      ana,
      deliveryOrder({ formaPagamento: { idformapagto: pay.faturadoA } }),
    );
    expect(inactive.statusCode).toBe(422);
    const unknown = await submit(ana, deliveryOrder({ formaPagamento: { idformapagto: 999999 } }));
    expect(unknown.statusCode).toBe(422);
    // Nothing written, and the stored cart is untouched.
    expect(await counts()).toEqual(before);
  });

  it('refuses an item of another supplier or an unknown one', async () => {
    const before = await counts();
    for (const itens of [
      [{ id: farinha.idproduto, quantidade: 2 }],
      [
        { id: maca.idproduto, quantidade: 1 },
        { id: 999999, quantidade: 1 },
      ],
    ]) {
      const res = await submit(ana, deliveryOrder({ itens }));
      expect(res.statusCode).toBe(422);
      expect(res.json().mensagem).toBe('Produto indisponível');
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses another customer's address, a missing address and a date the server does not offer", async () => {
    const [foreign] = await t.database.db
      .insert(enderecos)
      .values({
        idcliente: padaria.idcliente,
        rua: 'Rua da Mooca',
        numero: '10',
        bairro: 'Mooca',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '03104000',
      })
      .returning({ id: enderecos.idendereco });
    const before = await counts();
    const res = await submit(ana, deliveryOrder({ enderecoentrega: { idendereco: foreign!.id } }));
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe('Endereço não encontrado');
    const missing = await submit(ana, deliveryOrder({ enderecoentrega: undefined }));
    expect(missing.statusCode).toBe(400);
    const date = await submit(
      ana,
      deliveryOrder({ formaEntrega: { id: programadaId, data_de_entrega: '2000-01-03' } }),
    );
    expect(date.statusCode).toBe(422);
    expect(date.json().campo).toBe('formaEntrega.data_de_entrega');
    expect(await counts()).toEqual(before);
  });

  it('refuses the MANUAL channel to a customer (attendant mode is a later issue)', async () => {
    const before = await counts();
    const res = await submit(ana, deliveryOrder({ canalVenda: 'MANUAL' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().campo).toBe('canalVenda');
    expect(await counts()).toEqual(before);
  });

  it('rolls everything back when a write fails midway (order row already inserted)', async () => {
    const db = t.database.db;
    await db.execute(
      sql`CREATE FUNCTION test_fail_history() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falha simulada'; END $$`,
    );
    await db.execute(
      sql`CREATE TRIGGER test_fail_history BEFORE INSERT ON pedido_status_historico FOR EACH ROW EXECUTE FUNCTION test_fail_history()`,
    );
    try {
      const before = await counts();
      const res = await submit(
        ana,
        deliveryOrder({ itens: [{ id: cafe.idproduto, quantidade: 3 }] }),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json().mensagem).not.toContain('falha simulada');
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql`DROP TRIGGER test_fail_history ON pedido_status_historico`);
      await db.execute(sql`DROP FUNCTION test_fail_history()`);
    }
  });

  it('refuses without a session, for another customer id, and a wrong app token', async () => {
    const before = await counts();
    const anon = await t.app.inject({
      method: 'POST',
      url: `/v2/app/vitrine-web/usuario/${ana.idcliente}/pedido`,
      payload: deliveryOrder(),
    });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().mensagem).toBe('Sessão expirada, efetue login novamente');
    expect((await submit(padaria, deliveryOrder())).statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/v2/app/nope/usuario/${ana.idcliente}/pedido`,
      headers: ana.headers,
      payload: deliveryOrder(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('rejects malformed bodies with 400 and a field', async () => {
    const res = await submit(ana, deliveryOrder({ idfornecedor: 'não-é-uuid' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().campo).toBe('idfornecedor');
    const tooMany = await submit(
      ana,
      deliveryOrder({
        itens: Array.from({ length: 501 }, () => ({ id: maca.idproduto, quantidade: 1 })),
      }),
    );
    expect(tooMany.statusCode).toBe(400);
    const decimals = await submit(
      ana,
      deliveryOrder({ itens: [{ id: maca.idproduto, quantidade: 0.2505 }] }),
    );
    expect(decimals.statusCode).toBe(400);
  });
});

describe('placing orders (spec §3 Order payload/response)', () => {
  let deliveryNum: number;
  let deliveryDate: string;

  it('places a delivery order paid by Pix with server prices and fee, to the centavo', async () => {
    // Expected values from the seeded rows, with the §5 rules applied by hand:
    // apples: regular price (no wholesale, no progressive map) × 0,75 kg;
    // water: 5 boxes × 12 units reach the wholesale minimum → wholesale price;
    // wine: regular price × 2 + gift packaging × 2.
    expect(maca.precovendaatacadoCentavos).toBeNull();
    expect(5 * agua.multiploincremento * 1000).toBeGreaterThanOrEqual(agua.minvendaatacadoMilli!);
    expect(agua.precovendaatacadoCentavos!).toBeLessThan(agua.precoCentavos);
    const macaTotal = lineCentavos(maca.precoCentavos, 750);
    const aguaTotal = lineCentavos(agua.precovendaatacadoCentavos!, 5000);
    const vinhoTotal =
      lineCentavos(vinho.precoCentavos, 2000) + lineCentavos(vinho.precoEmbalagemCentavos!, 2000);
    const itens = macaTotal + aguaTotal + vinhoTotal;
    const total = itens + serraFeeCentavos;

    // The order's items in the cart first (the lookup prices the stored cart); placing the
    // order must empty it.
    await saveCart(ana, SERRA, deliveryOrder().itens);
    const formas = await t.app.inject({
      method: 'GET',
      url: `/v4/app/vitrine-web~${ana.idcliente}/formas-entrega/${SERRA}?idendereco=${anaEndereco}&tipoEntrega=DELIVERY`,
      headers: ana.headers,
    });
    expect(formas.statusCode).toBe(200);
    deliveryDate = formas.json().formas[0].datas[1];

    const before = await counts();
    const res = await submit(
      ana,
      deliveryOrder({ formaEntrega: { id: programadaId, data_de_entrega: deliveryDate } }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    deliveryNum = body.numpedido;
    expect(body).toEqual({
      numpedido: expect.any(Number),
      totalpedido: reais(total),
      taxaentrega: reais(serraFeeCentavos),
      idcliente: ana.idcliente,
      dadospedido: { cupom: null },
      mensagemErro: null,
      mensagemSucesso: `Pedido ${body.numpedido} enviado com sucesso`,
      itensName: [
        'Água Mineral Crystal 500 ml Caixa com 12',
        'Maçã Fuji',
        'Vinho Tinto Miolo Seleção 750 ml',
      ],
    });
    // One order, 3 lines, 1 status, 1 pending payment; the cart's line is gone.
    expect(await counts()).toEqual({
      pedidos: before.pedidos + 1,
      itens: before.itens + 3,
      historico: before.historico + 1,
      pagamentos: before.pagamentos + 1,
      carrinhoItens: before.carrinhoItens - 3,
    });
    const cart = await t.app.inject({
      method: 'GET',
      url: cartUrl(ana, SERRA),
      headers: ana.headers,
    });
    expect(cart.json()).toMatchObject({ produtosSelecionados: [], total: 0 });

    const [pagamento] = await t.database.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.numpedido, deliveryNum));
    expect(pagamento).toMatchObject({ status: 'PENDENTE', tipo: 'PIX', valorCentavos: total });
  });

  it('shows the order detail with lines, snapshots from the database and its history', async () => {
    const res = await detailOf(ana, deliveryNum);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      numpedido: deliveryNum,
      idfornecedor: SERRA,
      status: 'AGUARDANDOPAGAMENTO',
      statusTexto: 'Aguardando pagamento',
      tipoEntrega: 'DELIVERY',
      canalVenda: 'WEB',
      anotacoes: 'Portão azul',
      numPedidoCliente: 'PC-77',
      lojaRetira: null,
      taxaentrega: reais(serraFeeCentavos),
      desconto: 0,
      formaEntrega: { id: programadaId, data_de_entrega: deliveryDate },
      formaPagamento: { idformapagto: pay.pixA, tipo: 'PIX' },
      pagamento: { status: 'PENDENTE', tipo: 'PIX', copiaECola: null, qrCode: null },
      codigoErp: null,
      chaveNfe: null,
    });
    // The address is the stored one, not what the client sent.
    expect(d.enderecoentrega).toMatchObject({
      idendereco: anaEndereco,
      rua: 'Rua Harmonia',
      cep: '05435000',
    });
    expect(d.totalItens + d.taxaentrega).toBeCloseTo(d.totalpedido, 10);
    const vinhoLine = d.itens.find((i: { id: number }) => i.id === vinho.idproduto);
    expect(vinhoLine).toMatchObject({
      quantidade: 2,
      precoUnitario: reais(vinho.precoCentavos),
      regraPreco: 'REGULAR',
      embalarParaPresente: true,
      totalEmbalagem: reais(2 * vinho.precoEmbalagemCentavos!),
    });
    expect(d.itens.find((i: { id: number }) => i.id === agua.idproduto)).toMatchObject({
      regraPreco: 'ATACADO',
      precoUnitario: reais(agua.precovendaatacadoCentavos!),
    });
    expect(d.historico).toEqual([
      { status: 'AGUARDANDOPAGAMENTO', statusTexto: 'Aguardando pagamento', data: d.data },
    ]);
  });

  it('refuses the identical order seconds later (409), and the duplicate check says so', async () => {
    const same = deliveryOrder({
      formaEntrega: { id: programadaId, data_de_entrega: deliveryDate },
    });
    const check = await submit(ana, same, '/duplicidade');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      duplicado: true,
      mensagem: 'Um pedido idêntico foi feito há poucos segundos.',
    });
    // The same items in another order and with another date are still the same order.
    const reordered = deliveryOrder({ itens: [...(deliveryOrder().itens as object[])].reverse() });
    const before = await counts();
    const res = await submit(ana, reordered);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe('Um pedido idêntico foi feito há poucos segundos.');
    expect(await counts()).toEqual(before);
  });

  it('a different order is not a duplicate', async () => {
    const check = await submit(
      ana,
      deliveryOrder({ itens: [{ id: maca.idproduto, quantidade: 1 }] }),
      '/duplicidade',
    );
    expect(check.json()).toEqual({ duplicado: false });
  });

  it('lets only one of two concurrent identical submissions through', async () => {
    const order = deliveryOrder({
      itens: [{ id: cafe.idproduto, quantidade: 6 }],
      formaPagamento: { idformapagto: pay.boletoA },
    });
    const before = await counts();
    const results = await Promise.all([submit(ana, order), submit(ana, order)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await counts()).pedidos).toBe(before.pedidos + 1);
  });

  it('places a pickup order at a pickup-only supplier; a method not paid up front starts ENVIADO', async () => {
    await saveCart(padaria, MAR, [{ id: farinha.idproduto, quantidade: 2 }]);
    const res = await submit(padaria, {
      itens: [{ id: farinha.idproduto, quantidade: 2 }],
      idfornecedor: MAR,
      tipoEntrega: 'RETIRADA',
      lojaRetira: {
        idloja: lojaMar.idloja,
        nome: 'qualquer',
        descricao_endereco_loja: 'x',
        coordenadas_loja: { latitude: 0, longitude: 0 },
      },
      formaPagamento: { idformapagto: pay.dinheiroB, temForma: true },
      canalVenda: 'WEB',
    });
    expect(res.statusCode).toBe(200);
    const expected = lineCentavos(farinha.precoCentavos, 2000);
    expect(res.json()).toMatchObject({
      totalpedido: reais(expected),
      taxaentrega: 0,
      itensName: [farinha.nome],
    });
    const detail = (await detailOf(padaria, res.json().numpedido)).json();
    expect(detail).toMatchObject({
      status: 'ENVIADO',
      statusTexto: 'Pedido recebido',
      tipoEntrega: 'RETIRADA',
      enderecoentrega: null,
      pagamento: null,
      formaEntrega: { id: balcaoId, janela: { inicio: '06:00', fim: '10:00' } },
      totalItens: reais(expected),
      totalpedido: reais(expected),
    });
    expect(detail.historico).toEqual([
      { status: 'ENVIADO', statusTexto: 'Pedido recebido', data: detail.data },
    ]);
    // The store comes from the database, not from what the client sent.
    expect(detail.lojaRetira).toMatchObject({
      idloja: lojaMar.idloja,
      nome: lojaMar.nome,
      descricao_endereco_loja: lojaMar.descricaoEnderecoLoja,
    });
    const cart = await t.app.inject({
      method: 'GET',
      url: cartUrl(padaria, MAR),
      headers: padaria.headers,
    });
    expect(cart.json().produtosSelecionados).toEqual([]);
  });

  it("refuses pickup without a store, or with another supplier's store", async () => {
    const [serraStore] = await t.database.db
      .select()
      .from(lojas)
      .where(eq(lojas.idfornecedor, SERRA));
    const before = await counts();
    for (const lojaRetira of [{ idloja: 999999 }, { idloja: serraStore!.idloja }, undefined]) {
      const res = await submit(padaria, {
        itens: [{ id: farinha.idproduto, quantidade: 3 }],
        idfornecedor: MAR,
        tipoEntrega: 'RETIRADA',
        lojaRetira,
        formaPagamento: { idformapagto: pay.dinheiroB },
        canalVenda: 'WEB',
      });
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({
        mensagem: 'Loja de retirada não encontrada',
        campo: 'lojaRetira.idloja',
      });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('following orders (spec §7 Orders)', () => {
  it('lists only my orders at my supplier, newest first, with status texts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v4/app/pedido/cliente/${ana.idcliente}?idusuariovinculado=&clientevinculadoprincipal=&porPagina=100`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    const list = (
      res.json() as {
        pedidos: {
          numpedido: number;
          data: string;
          status: string;
          statusTexto: string;
          quantidadeItens: number;
          formaPagamento: { tipo: string };
        }[];
      }
    ).pedidos;
    const mine = await t.database.db
      .select()
      .from(pedidos)
      .where(and(eq(pedidos.idcliente, ana.idcliente), eq(pedidos.idfornecedor, SERRA)));
    expect(list).toHaveLength(mine.length);
    // Newest first by date (the demo seeds place back-dated orders, so not by number).
    const dates = list.map((p) => p.data);
    expect(dates).toEqual([...dates].sort((a, b) => b.localeCompare(a)));
    // Newest: the boleto order of the concurrency test; then the Pix delivery order (3 lines).
    expect(list[0]).toMatchObject({
      status: 'ENVIADO',
      statusTexto: 'Pedido recebido',
      tipoEntrega: 'DELIVERY',
      quantidadeItens: 1,
      formaPagamento: { tipo: 'BOLETO' },
    });
    expect(list[1]).toMatchObject({
      status: 'AGUARDANDOPAGAMENTO',
      statusTexto: 'Aguardando pagamento',
      quantidadeItens: 3,
      formaPagamento: { tipo: 'PIX' },
    });
  });

  it("hides another customer's order (404) and needs a session (401)", async () => {
    const [mine] = (
      await t.app.inject({
        method: 'GET',
        url: `/v4/app/pedido/cliente/${ana.idcliente}`,
        headers: ana.headers,
      })
    ).json().pedidos;
    const other = await detailOf(padaria, mine.numpedido);
    expect(other.statusCode).toBe(404);
    expect(other.json().mensagem).toBe('Pedido não encontrado');
    expect((await detailOf(ana, 999999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v4/app/orders/get-order/${mine.numpedido}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v4/app/pedido/cliente/${ana.idcliente}`,
          headers: padaria.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the duplicate check reads the latest order (spec §5)', () => {
  it('compares with the latest order only: an earlier one repeated after another is no duplicate', async () => {
    const first = deliveryOrder({
      itens: [{ id: cafe.idproduto, quantidade: 7 }],
      formaPagamento: { idformapagto: pay.boletoA },
    });
    const second = deliveryOrder({
      itens: [{ id: cafe.idproduto, quantidade: 8 }],
      formaPagamento: { idformapagto: pay.boletoA },
    });
    expect((await submit(ana, first)).statusCode).toBe(200);
    expect((await submit(ana, second)).statusCode).toBe(200);
    expect((await submit(ana, first, '/duplicidade')).json()).toEqual({ duplicado: false });
    expect((await submit(ana, second, '/duplicidade')).json()).toMatchObject({ duplicado: true });
    expect((await submit(ana, second)).statusCode).toBe(409);
    const again = await submit(ana, first);
    expect(again.statusCode, again.body).toBe(200);
  });
});
