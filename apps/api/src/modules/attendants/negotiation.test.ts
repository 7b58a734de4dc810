import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APP_MSG, ATTENDANT_MSG, MSG } from '@vitrine/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  loginAttendant,
  negotiationUrl,
  type AttendantLogin,
} from '../../../test/attendant-session.ts';
import { productByName } from '../../../test/session.ts';
import { databaseFingerprint } from '../../../test/generated/fingerprint.ts';
import { DEMO_CUSTOMERS, DEMO_SUPPLIERS } from '../../db/seed/demo-ids.ts';
import {
  cadastrosCliente,
  carrinhoItens,
  carrinhoNegociacaoHistorico,
  carrinhos,
  clientes,
} from '../../db/schema/index.ts';
import { tamperedToken } from '../../../test/generated/actors.ts';

const SERRA: string = DEMO_SUPPLIERS.serraVerde.idfornecedor;
const MAR: string = DEMO_SUPPLIERS.marAzul.idfornecedor;

type Produto = Awaited<ReturnType<typeof productByName>>;

/** round-half-up(unit price × milli / 1000), centavos — written here independently of the domain. */
const lineCentavos = (precoCentavos: number, milli: number) =>
  Math.floor((precoCentavos * milli + 500) / 1000);

interface Linha {
  id: number;
  quantidade: number;
  preco: number;
  precoatendente: number | null;
  precoUnitario: number;
  regraPreco: string;
  total: number;
}
interface Historico {
  acao: string;
  autor: string;
  idatendente: number | null;
  data: string;
  idproduto: number | null;
  nomeProduto: string | null;
  precoAnterior: number | null;
  precoNovo: number | null;
  quantidadeAnterior: number | null;
  quantidadeNova: number | null;
}
interface Negociado {
  produtosSelecionados: Linha[];
  totalCompras: number;
  bloqueio_atendimento: boolean;
  atendente: { nome: string } | null;
  historico: Historico[];
  produtosRemovidos: number[];
  mensagem?: string;
  cliente: { idcliente: number; nome: string };
}

let t: TestApp;
let carla: AttendantLogin;
let rafael: AttendantLogin;
let ana: number;
let padaria: number;
let cafe: Produto;
let maca: Produto;
let agua: Produto;
let farinha: Produto;

const customerId = async (cpf: string) => {
  const [row] = await t.database.db.select().from(clientes).where(eq(clientes.cpf, cpf));
  return row!.idcliente;
};

beforeAll(async () => {
  t = await createTestApp();
  carla = await loginAttendant(t, 'serraVerde');
  rafael = await loginAttendant(t, 'marAzul');
  ana = await customerId(DEMO_CUSTOMERS.ana.cpf);
  padaria = await customerId(DEMO_CUSTOMERS.padaria.cpf);
  cafe = await productByName(t, SERRA, 'Café Torrado e Moído Pilão 500 g');
  maca = await productByName(t, SERRA, 'Maçã Fuji');
  agua = await productByName(t, SERRA, 'Água Mineral Crystal 500 ml Caixa com 12');
  farinha = await productByName(t, MAR, 'Farinha de Trigo Tipo 1 Dona Benta 25 kg');
});
afterAll(() => t.close());

const open = (who = carla, idfornecedor = SERRA, idcliente = ana) =>
  t.app.inject({
    method: 'GET',
    url: negotiationUrl(idfornecedor, idcliente),
    headers: who.headers,
  });
const put = (itens: unknown[], who = carla, idfornecedor = SERRA, idcliente = ana) =>
  t.app.inject({
    method: 'PUT',
    url: negotiationUrl(idfornecedor, idcliente),
    headers: who.headers,
    payload: { itens },
  });
const send = (who = carla, idfornecedor = SERRA, idcliente = ana) =>
  t.app.inject({
    method: 'POST',
    url: negotiationUrl(idfornecedor, idcliente, true),
    headers: who.headers,
  });
const line = (body: Negociado, id: number) => {
  const found = body.produtosSelecionados.find((l) => l.id === id);
  if (!found) throw new Error(`linha ${id} ausente`);
  return found;
};
const cartRow = async (idcliente = ana) => {
  const [row] = await t.database.db
    .select()
    .from(carrinhos)
    .where(and(eq(carrinhos.idfornecedor, SERRA), eq(carrinhos.idcliente, idcliente)));
  return row;
};

describe('the negotiated cart (spec §6 Attendant)', () => {
  it('opens a customer without a cart: empty, unlocked, no history, and creates nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const res = await open();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      idfornecedor: SERRA,
      cliente: { idcliente: ana, nome: DEMO_CUSTOMERS.ana.nome },
      produtosSelecionados: [],
      totalCompras: 0,
      bloqueio_atendimento: false,
      atendente: null,
      historico: [],
      produtosRemovidos: [],
    });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('sets lines and prices: the attendant price wins (§5 rule 1), totals exact to the centavo', async () => {
    const started = Date.now();
    const res = await put([
      { id: cafe.idproduto, quantidade: 3, precoatendente: 9.99 },
      { id: maca.idproduto, quantidade: 0.3, precoatendente: null },
      { id: 987654, quantidade: 1, precoatendente: 1 },
      { id: farinha.idproduto, quantidade: 1, precoatendente: 50 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Negociado>();
    expect(line(body, cafe.idproduto)).toMatchObject({
      quantidade: 3,
      preco: 18.99,
      precoatendente: 9.99,
      precoUnitario: 9.99,
      regraPreco: 'ATENDENTE',
      total: 29.97,
    });
    // 0,3 kg rises to the next 0,25 kg step: 0,5 kg × R$ 12,90, regular price.
    expect(line(body, maca.idproduto)).toMatchObject({
      quantidade: 0.5,
      precoatendente: null,
      precoUnitario: 12.9,
      regraPreco: 'REGULAR',
      total: lineCentavos(1290, 500) / 100,
    });
    expect(body.totalCompras).toBe((2997 + lineCentavos(1290, 500)) / 100);
    expect(body.produtosRemovidos.sort()).toEqual([987654, farinha.idproduto].sort());
    expect(body.mensagem).toContain(ATTENDANT_MSG.productsDropped);
    expect(body.mensagem).toContain(maca.nome);
    // Stored in centavos, per line; the other supplier's product never reaches the cart.
    const cart = await cartRow();
    const itens = await t.database.db
      .select()
      .from(carrinhoItens)
      .where(eq(carrinhoItens.idcarrinho, cart!.idcarrinho));
    expect(
      itens.map((i) => [i.idproduto, i.quantidadeMilli, i.precoatendenteCentavos]).sort(),
    ).toEqual(
      [
        [cafe.idproduto, 3000, 999],
        [maca.idproduto, 500, null],
      ].sort(),
    );
    // One history row per change: who (the attendant), when, old and new.
    expect(body.historico).toEqual(
      [
        [cafe, 'QUANTIDADE', null, null, 0, 3],
        [cafe, 'PRECO', null, 9.99, null, null],
        [maca, 'QUANTIDADE', null, null, 0, 0.5],
      ]
        .sort((a, b) => (a[0] as Produto).idproduto - (b[0] as Produto).idproduto)
        .map(([p, acao, precoAnterior, precoNovo, quantidadeAnterior, quantidadeNova]) => ({
          acao,
          autor: carla.nome,
          idatendente: carla.idatendente,
          data: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          idproduto: (p as Produto).idproduto,
          nomeProduto: (p as Produto).nome,
          precoAnterior,
          precoNovo,
          quantidadeAnterior,
          quantidadeNova,
        })),
    );
    const when = Date.parse(body.historico[0]!.data);
    expect(when).toBeGreaterThanOrEqual(started - 5_000);
    expect(when).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('the attendant price wins over a progressive discount and a wholesale price, even when higher', async () => {
    const res = await put([
      { id: cafe.idproduto, quantidade: 12, precoatendente: 17.5 },
      { id: agua.idproduto, quantidade: 5, precoatendente: 22.45 },
    ]);
    const body = res.json<Negociado>();
    expect(line(body, cafe.idproduto)).toMatchObject({
      precoUnitario: 17.5,
      regraPreco: 'ATENDENTE',
      total: 210,
    });
    expect(line(body, agua.idproduto)).toMatchObject({
      precoUnitario: 22.45,
      regraPreco: 'ATENDENTE',
      total: 112.25,
    });
    expect(body.totalCompras).toBe(322.25);
    // Without the attendant price the same quantities take the progressive and wholesale prices.
    const plain = (
      await put([
        { id: cafe.idproduto, quantidade: 12, precoatendente: null },
        { id: agua.idproduto, quantidade: 5, precoatendente: null },
      ])
    ).json<Negociado>();
    expect(line(plain, cafe.idproduto)).toMatchObject({
      precoUnitario: 16.99,
      regraPreco: 'PROGRESSIVO',
    });
    expect(line(plain, agua.idproduto)).toMatchObject({
      precoUnitario: 21.9,
      regraPreco: 'ATACADO',
    });
  });

  it('records only what changed, keeps the header columns, and a removed line goes to 0', async () => {
    await put([
      { id: cafe.idproduto, quantidade: 2, precoatendente: 10 },
      { id: maca.idproduto, quantidade: 1, precoatendente: null },
    ]);
    const cart = await cartRow();
    await t.database.db
      .update(carrinhos)
      .set({ observacao: 'Portaria', numPedidoCliente: 'PC-9', codigoCupom: 'BEMVINDO' })
      .where(eq(carrinhos.idcarrinho, cart!.idcarrinho));
    const historyBefore = (await open()).json<Negociado>().historico.length;
    const res = await put([{ id: cafe.idproduto, quantidade: 2, precoatendente: 8.5 }]);
    const body = res.json<Negociado>();
    // Ordered by product id within one save.
    expect(body.historico.slice(historyBefore)).toMatchObject(
      [
        { acao: 'PRECO', idproduto: cafe.idproduto, precoAnterior: 10, precoNovo: 8.5 },
        { acao: 'QUANTIDADE', idproduto: maca.idproduto, quantidadeAnterior: 1, quantidadeNova: 0 },
      ].sort((a, b) => a.idproduto - b.idproduto),
    );
    expect(body.historico).toHaveLength(historyBefore + 2);
    expect(await cartRow()).toMatchObject({
      observacao: 'Portaria',
      numPedidoCliente: 'PC-9',
      codigoCupom: 'BEMVINDO',
      bloqueioAtendimento: false,
    });
    // The same lines again: no history row.
    const same = await put([{ id: cafe.idproduto, quantidade: 2, precoatendente: 8.5 }]);
    expect(same.json<Negociado>().historico).toHaveLength(historyBefore + 2);
  });

  it('sends the cart: locked, by the attendant, with an ENVIO row; a reload shows it', async () => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Negociado>();
    expect(body.bloqueio_atendimento).toBe(true);
    expect(body.atendente).toEqual({ idatendente: carla.idatendente, nome: carla.nome });
    expect(body.historico.at(-1)).toMatchObject({
      acao: 'ENVIO',
      autor: carla.nome,
      idproduto: null,
      precoNovo: null,
      quantidadeNova: null,
    });
    expect(await cartRow()).toMatchObject({
      bloqueioAtendimento: true,
      idatendente: carla.idatendente,
    });
    expect((await open()).json<Negociado>()).toEqual(body);
  });

  it("names the customer 'Cliente' for the customer's own changes (unlock)", async () => {
    const cart = await cartRow();
    await t.database.db
      .insert(carrinhoNegociacaoHistorico)
      .values({ idcarrinho: cart!.idcarrinho, acao: 'DESBLOQUEIO', idcliente: ana });
    const body = (await open()).json<Negociado>();
    expect(body.historico.at(-1)).toMatchObject({
      acao: 'DESBLOQUEIO',
      autor: ATTENDANT_MSG.customerAuthor,
      idatendente: null,
    });
  });
});

describe('refusals change nothing', () => {
  async function expectRefused(
    request: () => ReturnType<typeof open>,
    status: number,
    mensagem: string,
  ) {
    const before = await databaseFingerprint(t.database.db);
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().mensagem).toBe(mensagem);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  }

  it("refuses an empty cart at sending, with the spec's text", async () => {
    const bruno = await t.database.db
      .insert(clientes)
      .values({ nome: 'Bruno Vazio', email: 'bruno.vazio@exemplo.com.br', senhaHash: 'x' })
      .returning();
    await t.database.db
      .insert(cadastrosCliente)
      .values({ idcliente: bruno[0]!.idcliente, idfornecedor: SERRA });
    await expectRefused(() => send(carla, SERRA, bruno[0]!.idcliente), 422, MSG.emptyCart);
    // A cart whose lines were all removed is empty too.
    await put([], carla, SERRA, bruno[0]!.idcliente);
    await expectRefused(() => send(carla, SERRA, bruno[0]!.idcliente), 422, MSG.emptyCart);
  });

  it('refuses a negative price, 3 decimals, a text price and a bad quantity with pt-BR 400s', async () => {
    const cases: [unknown, string][] = [
      [{ id: cafe.idproduto, quantidade: 1, precoatendente: -0.01 }, ATTENDANT_MSG.priceInvalid],
      [
        { id: cafe.idproduto, quantidade: 1, precoatendente: 9.999 },
        ATTENDANT_MSG.priceTooManyDecimals,
      ],
      [{ id: cafe.idproduto, quantidade: 1, precoatendente: '9,99' }, ATTENDANT_MSG.priceInvalid],
      [
        { id: cafe.idproduto, quantidade: 1, precoatendente: 2_000_000 },
        ATTENDANT_MSG.priceTooHigh,
      ],
      [
        { id: cafe.idproduto, quantidade: 1.0001, precoatendente: 1 },
        'Use no máximo 3 casas decimais',
      ],
    ];
    for (const [item, mensagem] of cases) await expectRefused(() => put([item]), 400, mensagem);
  });

  it("refuses an attendant of another supplier on this supplier's customer (403)", async () => {
    await expectRefused(() => open(rafael), 403, APP_MSG.forbidden);
    await expectRefused(
      () => put([{ id: cafe.idproduto, quantidade: 1, precoatendente: 0 }], rafael),
      403,
      APP_MSG.forbidden,
    );
    await expectRefused(() => send(rafael), 403, APP_MSG.forbidden);
    // Naming the customer's own supplier in another path is still not Rafael's.
    await expectRefused(() => open(rafael, SERRA, padaria), 403, APP_MSG.forbidden);
  });

  it('refuses a customer not registered at the attendant supplier (404)', async () => {
    for (const request of [
      () => open(carla, SERRA, padaria),
      () => put([{ id: cafe.idproduto, quantidade: 1, precoatendente: 1 }], carla, SERRA, padaria),
      () => send(carla, SERRA, padaria),
      () => open(carla, SERRA, 2_000_000_000),
    ])
      await expectRefused(request, 404, ATTENDANT_MSG.customerNotFound);
    // Rafael serves Padaria at mar-azul.
    expect((await open(rafael, MAR, padaria)).statusCode).toBe(200);
  });

  it('refuses without a token, with a tampered one and with a malformed supplier id', async () => {
    await expectRefused(
      () => t.app.inject({ method: 'GET', url: negotiationUrl(SERRA, ana) }),
      401,
      MSG.sessionExpired,
    );
    await expectRefused(
      () =>
        t.app.inject({
          method: 'GET',
          url: negotiationUrl(SERRA, ana),
          // A different first character, always (a fixed 'x' matched 1 token in 64).
          headers: { authorization: `Bearer ${tamperedToken(carla.token)}` },
        }),
      401,
      MSG.sessionExpired,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: negotiationUrl('serra-verde', ana),
      headers: carla.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
